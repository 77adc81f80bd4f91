import styled from 'styled-components';
import type { PriceBreakdown } from '@officefit/domain';
import { useFormatPoints, useTranslation } from '@officefit/i18n';
import { useFormatEuro } from '../format';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  /* also the rows grouped for emphasis (display: contents keeps them on the grid) */
  & dt,
  & dd {
    margin: 0;
  }

  & dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.div`
  display: contents;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.div`
  display: contents;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SummaryProps {
  price: PriceBreakdown;
  /** The coupon whose discount `price` holds. */
  couponCode?: string | null;
  /** The balance before and after the order; left out on a placed order. */
  balance?: { before: number; after: number };
}

/**
 * The price breakdown of a cart, a checkout or an order (spec §3 "Order or product"): points, euro subtotal,
 * discount, shipping, the total to pay with the VAT it contains, and the fitness points balance after the order.
 * Rows that are zero and say nothing (no discount, no shipping, no euro part) are left out.
 */
export function PriceSummary({ price, couponCode, balance }: SummaryProps) {
  const { t } = useTranslation('shop');
  const points = useFormatPoints();
  const euro = useFormatEuro();
  const hasEuro = price.total_cents > 0 || price.subtotal_cents > 0;
  return (
    <List data-testid="price-summary">
      {price.points > 0 && (
        <>
          <dt>{t('summary.points')}</dt>
          <dd data-testid="summary-points">{points(price.points)}</dd>
        </>
      )}
      {hasEuro && (
        <>
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{euro(price.subtotal_cents)}</dd>
        </>
      )}
      {price.discount_cents > 0 && (
        <>
          <dt>{t('summary.discount', { code: couponCode ?? '' })}</dt>
          <dd data-testid="summary-discount">{euro(-price.discount_cents)}</dd>
        </>
      )}
      {price.shipping_cents > 0 && (
        <>
          <dt>{t('summary.shipping')}</dt>
          <dd data-testid="summary-shipping">{euro(price.shipping_cents)}</dd>
        </>
      )}
      {hasEuro ? (
        <>
          <Total>
            <dt>{t('summary.total')}</dt>
            <dd data-testid="summary-total">{euro(price.total_cents)}</dd>
          </Total>
          <Muted>
            <dt>{t('summary.vat')}</dt>
            <dd data-testid="summary-vat">{euro(price.vat_cents)}</dd>
          </Muted>
        </>
      ) : (
        <Muted>
          <dt>{t('summary.pointsOnly')}</dt>
          <dd />
        </Muted>
      )}
      {balance && (
        <>
          <dt>{t('summary.balance')}</dt>
          <dd data-testid="summary-balance">{points(balance.before)}</dd>
          <Total>
            <dt>{t('summary.balanceAfter')}</dt>
            <dd data-testid="summary-balance-after">{points(balance.after)}</dd>
          </Total>
        </>
      )}
    </List>
  );
}
