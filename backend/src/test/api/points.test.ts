import request from 'supertest';
import { POINT_KINDS } from '../../shared/domain';
import { as, member, product } from './shop-fixtures';
import { tokenFor, userIdOf, useTestApp } from '../test-app';

const t = useTestApp();

const URL = '/wp-json/officefit/v1/points';
const history = async (email: string, query = '') =>
  request(t.app)
    .get(`${URL}${query}`)
    .set('Authorization', `Bearer ${await tokenFor(t.app, email)}`);

async function idOf(email: string): Promise<number> {
  return userIdOf(t, email);
}

test('needs a token', async () => {
  const res = await request(t.app).get(URL);
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('jwt_auth_no_auth_header');
});

test("the caller's own events, newest first, with ISO times", async () => {
  const res = await history('demo@example.com');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const rows = await t.db
    .selectFrom('point_events')
    .select(['id', 'points', 'reason', 'created_at'])
    .where('user_id', '=', await idOf('demo@example.com'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  expect(rows).toHaveLength(6);
  expect(res.body).toEqual(
    rows.map((r) => ({
      id: Number(r.id),
      points: r.points,
      reason: r.reason,
      detail: null,
      created_at: r.created_at.toISOString(),
    })),
  );
  expect(res.body[res.body.length - 1]).toMatchObject({ points: 100, reason: 'registration' });
  const times = res.body.map((e: { created_at: string }) => Date.parse(e.created_at));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(res.body.reduce((sum: number, e: { points: number }) => sum + e.points, 0)).toBe(350);
});

test("a user never sees another user's events", async () => {
  const ownerId = await idOf('owner@example.com');
  await t.db
    .insertInto('point_events')
    .values({ user_id: ownerId, points: -20, reason: 'bonus_redeemed', ref: 'test:owner-1' })
    .execute();
  const owner = await history('owner@example.com');
  expect(owner.status).toBe(200);
  expect(owner.body).toEqual([
    {
      id: expect.any(Number),
      points: -20,
      reason: 'bonus_redeemed',
      detail: null,
      created_at: expect.any(String),
    },
  ]);
  const demo = await history('demo@example.com');
  expect(demo.body.map((e: { reason: string }) => e.reason)).not.toContain('bonus_redeemed');
  expect((await history('new@example.com')).body).toEqual([]);
});

test('no parameter selects another user', async () => {
  const demoId = await idOf('demo@example.com');
  for (const query of [`?user_id=${demoId}`, `?id=${demoId}`]) {
    const res = await history('new@example.com', query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  }
});

test('a shop order and its refund name the products they were for', async () => {
  const m = await member(t, 500);
  const shop = as(t, m.token);
  const first = await product(t, { points: 100 });
  const second = await product(t, { points: 50 });
  await shop.post('shop/cart', { product_id: first });
  await shop.post('shop/cart', { product_id: second, amount: 2 });
  const order = await shop.checkout({});
  expect(order.status).toBe(201);
  expect((await shop.post(`shop/orders/${order.body.order.id}/cancel`)).status).toBe(200);
  const names = order.body.order.lines.map((l: { name: string }) => l.name).join(', ');
  const res = await shop.get('points');
  expect(res.body.slice(0, 2)).toEqual([
    expect.objectContaining({ reason: 'shop_refund', points: 200, detail: names }),
    expect.objectContaining({ reason: 'shop_order', points: -200, detail: names }),
  ]);
  expect(names).toMatch(/Testprämie \d+, Testprämie \d+/);
});

test('every kind the seeded ledger holds is a known point kind (each has a label in the apps)', async () => {
  const rows = await t.db.selectFrom('point_events').select('reason').distinct().execute();
  const known: readonly string[] = POINT_KINDS;
  const unknown = rows
    .map((r) => r.reason)
    .filter((r) => !known.includes(r) && !['bonus_redeemed', 'test_grant'].includes(r));
  expect(unknown).toEqual([]);
});
