// Staff endpoints of the shop (issue 12): products with texts, prices and stock, coupons, order cancellation
// with stock and points given back. Administrator and customer service only.
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';
import { as, balance, member } from './shop-fixtures';

let service: ReturnType<typeof as>;
let admin: ReturnType<typeof as>;
const t = useTestApp();
beforeAll(async () => {
  service = as(t, await tokenFor(t.app, 'service@example.com'));
  admin = as(t, await tokenFor(t.app, 'admin@example.com'));
}, DB_SETUP_TIMEOUT_MS);

const texts = {
  de: { name: 'Springseil', description: 'Verstellbar.' },
  en: { name: 'Skipping rope', description: 'Adjustable.' },
};

test('create, replace and restock a product; the member sees it', async () => {
  const created = await service.post('admin/shop/products', {
    slug: 'skipping-rope',
    category: 'equipment',
    points: 350,
    physical: true,
    stock: 2,
    image: 'massage-ball.svg',
    texts,
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({
    slug: 'skipping-rope',
    points: 350,
    price_cents: null,
    vat_rate: 19,
    stock: 2,
    image: '/wp-json/officefit/v1/media/products/massage-ball.svg',
    texts,
  });
  const id = created.body.id as number;
  const replaced = await admin.put(`admin/shop/products/${id}`, {
    slug: 'skipping-rope',
    category: 'equipment',
    points: 300,
    price_cents: 199,
    vat_rate: 19,
    physical: true,
    stock: 2,
    texts: { ...texts, en: { name: 'Jump rope', description: '' } },
  });
  expect(replaced.status).toBe(200);
  expect(replaced.body).toMatchObject({
    points: 300,
    price_cents: 199,
    texts: { en: { name: 'Jump rope' } },
  });
  expect((await service.put(`admin/shop/products/${id}/stock`, { add: 5 })).body.stock).toBe(7);
  expect((await service.put(`admin/shop/products/${id}/stock`, { add: -100 })).body.stock).toBe(0);
  expect((await service.put(`admin/shop/products/${id}/stock`, { stock: null })).body.stock).toBeNull();
  expect((await service.put(`admin/shop/products/${id}/stock`, { stock: -1 })).status).toBe(400);
  expect((await service.put('admin/shop/products/999999/stock', { stock: 1 })).status).toBe(404);
  const m = await member(t);
  const seen = await as(t, m.token).get(`shop/products/${id}?lang=en`);
  expect(seen.body).toMatchObject({ name: 'Jump rope', points: 300, price_cents: 199 });
  expect((await service.get('admin/shop/products')).body.length).toBeGreaterThanOrEqual(16);
});

test('product rules: a price is needed, slugs are unique, unknown fields are refused', async () => {
  const noPrice = await service.post('admin/shop/products', {
    slug: 'free-thing',
    category: 'voucher',
    texts,
  });
  expect(noPrice.status).toBe(400);
  expect(noPrice.body.data.params).toHaveProperty('points');
  const duplicate = await service.post('admin/shop/products', {
    slug: 'massage-ball',
    category: 'equipment',
    points: 10,
    texts,
  });
  expect(duplicate.status).toBe(409);
  const unknown = await service.post('admin/shop/products', {
    slug: 'x',
    category: 'voucher',
    points: 1,
    texts,
    colour: 'red',
  });
  expect(unknown.status).toBe(400);
});

test('coupon rules: percent up to 100, end after start, unique code', async () => {
  expect(
    (await service.post('admin/shop/coupons', { code: 'BIG', kind: 'percent', value: 101 })).status,
  ).toBe(400);
  const order = await service.post('admin/shop/coupons', {
    code: 'BACKWARDS',
    kind: 'fixed',
    value: 100,
    valid_from: '2026-05-02',
    valid_until: '2026-05-01',
  });
  expect(order.status).toBe(400);
  expect(order.body.data.params).toHaveProperty('valid_until');
  expect((await service.post('admin/shop/coupons', { code: 'fit5', kind: 'fixed', value: 100 })).status).toBe(
    409,
  );
  const list = await service.get('admin/shop/coupons');
  expect(list.body.find((c: { code: string }) => c.code === 'FRUEHBUCHER')).toMatchObject({
    usage_limit: 1,
    used_count: 1,
  });
});

test('cancelling an order gives back stock and points, once', async () => {
  const created = await service.post('admin/shop/products', {
    slug: 'cancel-me',
    category: 'voucher',
    points: 100,
    stock: 1,
    texts,
  });
  const m = await member(t, 100);
  await as(t, m.token).post('shop/cart', { product_id: created.body.id });
  const order = (await as(t, m.token).checkout()).body.order;
  expect(await balance(t, m.id)).toBe(0);
  const cancelled = await service.post(`admin/shop/orders/${order.id}/cancel`);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.state).toBe('cancelled');
  expect(await balance(t, m.id)).toBe(100);
  // the staff request's audit row names the order and its state before and after
  const audit = await t.db
    .selectFrom('audit_log')
    .select(['action', 'target_user_id', 'before', 'after'])
    .where('subject', '=', `order:${order.id}`)
    .executeTakeFirstOrThrow();
  expect(audit).toMatchObject({
    action: 'order.cancelled',
    target_user_id: m.id,
    before: { order_id: order.id, state: expect.not.stringMatching(/^cancelled$/), points: 100 },
    after: { order_id: order.id, state: 'cancelled', points_refunded: 100 },
  });
  const again = await service.post(`admin/shop/orders/${order.id}/cancel`);
  expect(again.status).toBe(409);
  expect(await balance(t, m.id)).toBe(100);
  const product = await t.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', created.body.id)
    .executeTakeFirstOrThrow();
  expect(product.stock).toBe(1);
  expect((await as(t, m.token).get(`shop/orders/${order.id}`)).body.state).toBe('cancelled');
  expect((await service.get('admin/shop/orders')).body.some((o: { id: number }) => o.id === order.id)).toBe(
    true,
  );
  expect((await service.post('admin/shop/orders/999999/cancel')).status).toBe(404);
});
