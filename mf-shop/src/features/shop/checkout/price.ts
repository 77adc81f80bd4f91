// The checkout shows the discount of the coupon it checked before the order exists; the cart's own breakdown
// has none. These are the backend's price rules (backend/src/modules/shop/pricing.ts, DECISIONS "Price rules"):
// a coupon discounts only the rewards' euro subtotal (never shipping or points), a fixed amount is capped at the
// subtotal, the discount is shared over the lines by gross (the last line takes the rounding remainder) and the
// VAT is taken rate by rate from the discounted gross. The order's answer carries the authoritative figures.
import type { Cart, CouponCheck, PriceBreakdown } from '@officefit/domain';

const SHIPPING_VAT_RATE = 19;

const vatOf = (grossCents: number, rate: number) => Math.round((grossCents * rate) / (100 + rate));

export function discountOf(
  subtotalCents: number,
  coupon: Pick<CouponCheck, 'kind' | 'value'> | null,
): number {
  if (!coupon || subtotalCents === 0) return 0;
  const raw = coupon.kind === 'percent' ? Math.round((subtotalCents * coupon.value) / 100) : coupon.value;
  return Math.min(raw, subtotalCents);
}

/** The cart's price breakdown with a checked coupon applied (the cart's own figures without one). */
export function priceWithCoupon(cart: Cart, coupon: CouponCheck | null): PriceBreakdown {
  const discount = discountOf(cart.subtotal_cents, coupon);
  if (discount === 0) return { ...cart, discount_cents: 0 };
  const euroLines = cart.lines.filter((line) => line.product.price_cents !== null);
  const gross = new Map<number, number>();
  let left = discount;
  euroLines.forEach((line, index) => {
    const lineGross = line.product.price_cents! * line.amount;
    const share =
      index === euroLines.length - 1 ? left : Math.round((discount * lineGross) / cart.subtotal_cents);
    left -= share;
    const rate = line.product.vat_rate;
    gross.set(rate, (gross.get(rate) ?? 0) + lineGross - share);
  });
  if (cart.shipping_cents) {
    gross.set(SHIPPING_VAT_RATE, (gross.get(SHIPPING_VAT_RATE) ?? 0) + cart.shipping_cents);
  }
  const vat = [...gross.entries()].reduce(
    (sum, [rate, cents]) => sum + (cents > 0 ? vatOf(cents, rate) : 0),
    0,
  );
  return {
    points: cart.points,
    subtotal_cents: cart.subtotal_cents,
    discount_cents: discount,
    shipping_cents: cart.shipping_cents,
    total_cents: cart.subtotal_cents - discount + cart.shipping_cents,
    vat_cents: vat,
  };
}
