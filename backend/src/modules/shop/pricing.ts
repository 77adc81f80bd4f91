// The price rules of an order (spec §3 "Order or product", §9): euro prices are gross (VAT included) in cents;
// shipping 5.60 € incl. 19 % VAT once per order with shipped goods; a coupon discounts the rewards' euro
// subtotal (never shipping, never points), and the VAT is taken from the discounted amounts rate by rate.

/** Shipping cost per order with physical goods, gross (spec §9). */
export const SHIPPING_CENTS = 560;
export const SHIPPING_VAT_RATE = 19;

export interface PricedLine {
  amount: number;
  /** Per piece; null = not payable with points. */
  points: number | null;
  /** Gross per piece; null = no euro price. */
  price_cents: number | null;
  vat_rate: number;
  physical: boolean;
}

export interface Discount {
  kind: 'percent' | 'fixed';
  value: number;
}

export interface Price {
  points: number;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  vat_cents: number;
  /** VAT by rate (for the invoice): gross and VAT per rate, shipping included. */
  vat_by_rate: { rate: number; gross_cents: number; vat_cents: number }[];
}

/** The VAT contained in a gross amount. */
export function vatOf(grossCents: number, rate: number): number {
  return Math.round((grossCents * rate) / (100 + rate));
}

/** The discount on a euro subtotal. */
export function discountOf(subtotalCents: number, discount: Discount | null): number {
  if (!discount || subtotalCents === 0) return 0;
  const raw =
    discount.kind === 'percent' ? Math.round((subtotalCents * discount.value) / 100) : discount.value;
  return Math.min(raw, subtotalCents);
}

/** Prices a cart or order. */
export function priceOf(lines: readonly PricedLine[], discount: Discount | null): Price {
  const points = lines.reduce((sum, l) => sum + (l.points ?? 0) * l.amount, 0);
  const euroLines = lines.filter((l) => l.price_cents !== null);
  const subtotal = euroLines.reduce((sum, l) => sum + l.price_cents! * l.amount, 0);
  const discountCents = discountOf(subtotal, discount);
  const shipping = lines.some((l) => l.physical) ? SHIPPING_CENTS : 0;

  // the discount is shared out over the lines by their gross; the last line takes the rounding remainder
  const gross = new Map<number, number>();
  let left = discountCents;
  euroLines.forEach((line, index) => {
    const lineGross = line.price_cents! * line.amount;
    const share =
      index === euroLines.length - 1 ? left : Math.round((discountCents * lineGross) / (subtotal || 1));
    left -= share;
    gross.set(line.vat_rate, (gross.get(line.vat_rate) ?? 0) + lineGross - share);
  });
  if (shipping) gross.set(SHIPPING_VAT_RATE, (gross.get(SHIPPING_VAT_RATE) ?? 0) + shipping);
  const vatByRate = [...gross.entries()]
    .filter(([, cents]) => cents > 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, cents]) => ({ rate, gross_cents: cents, vat_cents: vatOf(cents, rate) }));

  return {
    points,
    subtotal_cents: subtotal,
    discount_cents: discountCents,
    shipping_cents: shipping,
    total_cents: subtotal - discountCents + shipping,
    vat_cents: vatByRate.reduce((sum, r) => sum + r.vat_cents, 0),
    vat_by_rate: vatByRate,
  };
}
