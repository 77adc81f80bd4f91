import styled from 'styled-components';
import type { ShopProduct } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Badge = styled.li<{ $tone: 'muted' | 'error' | 'success' }>`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $tone, theme }) =>
    $tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.text};
  background: ${({ $tone, theme }) =>
    $tone === 'error'
      ? theme.colors.errorSurface
      : $tone === 'success'
        ? theme.colors.successSurface
        : theme.colors.disabledSurface};
`;

/** Out of stock, already bought, one per person and "not enough fitness points", as short labels. */
export function ProductBadges({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  const badges: Array<{ key: string; text: string; tone: 'muted' | 'error' | 'success' }> = [];
  if (product.out_of_stock) badges.push({ key: 'stock', text: t('bonuses.outOfStock'), tone: 'muted' });
  if (product.already_bought)
    badges.push({ key: 'bought', text: t('bonuses.alreadyBought'), tone: 'success' });
  else if (product.one_per_user) badges.push({ key: 'once', text: t('bonuses.onePerUser'), tone: 'muted' });
  if (!product.affordable && product.points !== null)
    badges.push({ key: 'points', text: t('bonuses.notAffordable'), tone: 'error' });
  if (badges.length === 0) return null;
  return (
    <List>
      {badges.map((badge) => (
        <Badge key={badge.key} $tone={badge.tone}>
          {badge.text}
        </Badge>
      ))}
    </List>
  );
}
