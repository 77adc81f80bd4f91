import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ShopProduct } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Card } from '@officefit/ui';
import { useShopLang } from '../lang';
import { ProductBadges } from './product-badges';
import { usePriceText } from './product-price';

const Picture = styled.img<{ $dimmed: boolean }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySurface};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.5 : 1)};
`;

/**
 * On a phone the name is a little smaller (18 px at 360 px), so a long compound ("Buchhandlungsgutschein") fits a
 * line of the card even where the browser cannot hyphenate; from about 560 px it is the cards' usual 20 px.
 */
const NamedCard = styled(Card)`
  h2 {
    font-size: clamp(1.125rem, 0.9rem + 1vw, 1.25rem);
  }
`;

const Price = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** One reward of /mybonuses: picture, name, price, its state, and the link to its page. Out of stock is greyed. */
export function ProductCard({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  const price = usePriceText();
  // the name's language, so `hyphens: auto` of the card title splits "Einkaufs-gutschein" at a German syllable
  const lang = useShopLang();
  return (
    <NamedCard
      lang={lang}
      title={product.name}
      headingLevel={2}
      data-testid="product-card"
      actions={
        <Button
          as={Link}
          to={`/mybonuses/${product.id}`}
          variant="secondary"
          size="sm"
          aria-label={t('bonuses.detailsOf', { name: product.name })}
        >
          {t('bonuses.details')}
        </Button>
      }
    >
      {product.image && (
        <Picture
          src={product.image}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          $dimmed={product.out_of_stock}
        />
      )}
      <Price>{price(product)}</Price>
      <ProductBadges product={product} />
    </NamedCard>
  );
}
