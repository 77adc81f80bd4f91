import type { ShopProduct } from '@officefit/domain';
import { useFormatPoints, useTranslation } from '@officefit/i18n';
import { useFormatEuro } from '../format';

/** A reward's price as text: "300 Punkte", "24,90 €" or, for a co-payment, "600 Punkte + 4,90 €". */
export function usePriceText(): (product: Pick<ShopProduct, 'points' | 'price_cents'>) => string {
  const { t } = useTranslation('shop');
  const points = useFormatPoints();
  const euro = useFormatEuro();
  return ({ points: p, price_cents: cents }) => {
    if (p !== null && cents !== null) return t('bonuses.priceBoth', { points: points(p), euro: euro(cents) });
    return p !== null ? points(p) : euro(cents ?? 0);
  };
}

/** The VAT note of a euro price (and the shipping cost of shipped goods); nothing for points-only rewards. */
export function useVatText(): (product: ShopProduct) => string | null {
  const { t } = useTranslation('shop');
  const euro = useFormatEuro();
  return (product) => {
    if (product.price_cents === null) return null;
    return product.physical
      ? t('bonuses.vatShipping', { vat: product.vat_rate, shipping: euro(SHIPPING_CENTS) })
      : t('bonuses.vat', { vat: product.vat_rate });
  };
}

/** Shipping per order with shipped goods, gross (spec §9); the backend charges it, the screens only name it. */
export const SHIPPING_CENTS = 560;
