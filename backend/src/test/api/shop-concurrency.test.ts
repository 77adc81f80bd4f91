// Nothing oversold or double-spent (issue 12): parallel checkouts against the last pieces of a reward, parallel
// redemptions by one user whose points cover one, and one key sent several times at once. On PostgreSQL the
// requests really overlap (pool of 5); on PGlite they queue, which must give the same answers.
import { useTestApp } from '../test-app';
import { as, balance, member, product } from './shop-fixtures';

const t = useTestApp();

const ordersOf = (productId: number) =>
  t.db.selectFrom('shop_order_lines').select('order_id').where('product_id', '=', productId).execute();

test('50 parallel checkouts of the last 3 pieces: exactly 3 orders, stock 0, never negative', async () => {
  const reward = await product(t, { points: 100, stock: 3 });
  const members = [];
  for (let i = 0; i < 50; i++) members.push(await member(t, 100));
  for (const m of members)
    expect((await as(t, m.token).post('shop/cart', { product_id: reward })).status).toBe(200);

  const answers = await Promise.all(members.map((m) => as(t, m.token).checkout()));
  const statuses = answers.map((res) => res.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(3);
  expect(answers.filter((res) => res.status !== 201).map((res) => res.body.code)).toEqual(
    Array(47).fill('shop_out_of_stock'),
  );
  expect(await ordersOf(reward)).toHaveLength(3);
  const row = await t.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', reward)
    .executeTakeFirstOrThrow();
  expect(row.stock).toBe(0);
  // only the three buyers paid
  const balances = await Promise.all(members.map((m) => balance(t, m.id)));
  expect(balances.filter((b) => b === 0)).toHaveLength(3);
}, 120_000);

test('20 parallel redemptions by one user whose points cover one: one order, balance never negative', async () => {
  const reward = await product(t, { points: 300 });
  const m = await member(t, 300);
  await as(t, m.token).post('shop/cart', { product_id: reward });
  const answers = await Promise.all(Array.from({ length: 20 }, () => as(t, m.token).checkout()));
  expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
  for (const res of answers.filter((r) => r.status !== 201)) {
    expect(['shop_cart_empty', 'shop_not_enough_points']).toContain(res.body.code);
  }
  expect(await balance(t, m.id)).toBe(0);
  expect(await ordersOf(reward)).toHaveLength(1);
}, 60_000);

test('one key sent 5 times at once is one order with one answer', async () => {
  const reward = await product(t, { points: 50 });
  const m = await member(t, 1000);
  await as(t, m.token).post('shop/cart', { product_id: reward });
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => as(t, m.token).checkout({}, 'same-key-123')),
  );
  expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  expect(new Set(answers.map((r) => r.body.order.id)).size).toBe(1);
  expect(await ordersOf(reward)).toHaveLength(1);
  expect(await balance(t, m.id)).toBe(950);
}, 60_000);
