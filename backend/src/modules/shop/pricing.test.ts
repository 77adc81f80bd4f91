import { discountOf, priceOf, SHIPPING_CENTS, vatOf } from './pricing';

const line = (over: Partial<Parameters<typeof priceOf>[0][number]> = {}) => ({
  amount: 1,
  points: null,
  price_cents: null,
  vat_rate: 19,
  physical: false,
  ...over,
});

test('VAT is contained in the gross price', () => {
  expect(vatOf(11900, 19)).toBe(1900);
  expect(vatOf(10700, 7)).toBe(700);
  expect(vatOf(560, 19)).toBe(89);
});

test('a points-only digital reward costs no euros', () => {
  expect(priceOf([line({ points: 300, amount: 2 })], null)).toMatchObject({
    points: 600,
    total_cents: 0,
    shipping_cents: 0,
    vat_cents: 0,
  });
});

test('shipping is added once for physical goods, with its VAT', () => {
  const price = priceOf(
    [line({ price_cents: 2490, physical: true, amount: 2 }), line({ points: 300, physical: true })],
    null,
  );
  expect(price).toMatchObject({ points: 300, subtotal_cents: 4980, shipping_cents: SHIPPING_CENTS });
  expect(price.total_cents).toBe(4980 + 560);
  expect(price.vat_cents).toBe(vatOf(4980 + 560, 19));
});

test('a coupon discounts the euro subtotal, never shipping, and the VAT follows per rate', () => {
  expect(discountOf(1000, { kind: 'percent', value: 10 })).toBe(100);
  expect(discountOf(300, { kind: 'fixed', value: 500 })).toBe(300);
  const price = priceOf(
    [line({ price_cents: 1000, vat_rate: 7 }), line({ price_cents: 1000, physical: true })],
    { kind: 'fixed', value: 500 },
  );
  expect(price).toMatchObject({ subtotal_cents: 2000, discount_cents: 500, total_cents: 2000 - 500 + 560 });
  expect(price.vat_by_rate).toEqual([
    { rate: 19, gross_cents: 750 + 560, vat_cents: vatOf(1310, 19) },
    { rate: 7, gross_cents: 750, vat_cents: vatOf(750, 7) },
  ]);
});
