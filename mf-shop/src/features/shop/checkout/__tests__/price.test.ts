import { cart, line, product, yogaMat } from '../../../../testing/shop-data';
import { discountOf, priceWithCoupon } from '../price';

test('a percent coupon discounts the euro subtotal only; shipping and points stay', () => {
  const price = priceWithCoupon(cart(), { state: 'valid', code: 'WILLKOMMEN10', kind: 'percent', value: 10 });
  expect(price).toEqual({
    points: 600,
    subtotal_cents: 2490,
    discount_cents: 249,
    shipping_cents: 560,
    total_cents: 2801,
    // 19 % contained in 22.41 € + 5.60 €
    vat_cents: 358 + 89,
  });
});

test('a fixed coupon is capped at the subtotal; without a coupon the cart figures stand', () => {
  expect(discountOf(990, { kind: 'fixed', value: 1500 })).toBe(990);
  expect(discountOf(0, { kind: 'percent', value: 50 })).toBe(0);
  const plain = cart();
  expect(priceWithCoupon(plain, null)).toMatchObject({ total_cents: 3050, vat_cents: 487 });
});

test('the discount is shared over lines of different VAT rates by their gross', () => {
  const ebook = product({ id: 16, points: null, price_cents: 1000, vat_rate: 7, physical: false });
  const mixed = cart({
    lines: [line(yogaMat), line(ebook)],
    points: 0,
    subtotal_cents: 3490,
    shipping_cents: 560,
    total_cents: 4050,
  });
  const price = priceWithCoupon(mixed, { state: 'valid', code: 'FIT5', kind: 'fixed', value: 500 });
  // 5 € over 24.90 € (19 %) and 10.00 € (7 %): 3.57 € and 1.43 €
  const gross19 = 2490 - 357 + 560;
  const gross7 = 1000 - 143;
  expect(price.total_cents).toBe(3550);
  expect(price.vat_cents).toBe(Math.round((gross19 * 19) / 119) + Math.round((gross7 * 7) / 107));
});
