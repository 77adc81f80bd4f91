// The ranking's read model point_totals_monthly (migration 0012) against its rule: for every user and calendar
// month in Europe/Berlin, points = sum(point_events.points) of that month, shop redemptions and refunds left out. Checked after awards through the API,
// a redemption-like negative event, a wager-like transfer, concurrent awards, an edit, a deletion, a user's
// deletion, a month boundary, and after the migration's backfill.
import { sql } from 'kysely';
import request from 'supertest';
import * as pointTotals from '../../db/migrations/0012-point-totals';
import { type ClockedTestApp, createClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS } from '../test-app';

const BASE = '/wp-json/officefit/v1';
let t: ClockedTestApp;

beforeAll(async () => {
  t = await createClockedTestApp('2026-11-18T09:00:00Z');
}, DB_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

interface MonthRow {
  user_id: number;
  month: string;
  points: number;
}

/** Both sides of the rule, months with a non-zero sum only, in one order. */
async function bothSides(): Promise<{ model: MonthRow[]; events: MonthRow[] }> {
  const model = await sql<MonthRow>`
    select user_id, to_char(month, 'YYYY-MM-DD') as month, points from point_totals_monthly
    where points <> 0 order by 1, 2`.execute(t.db);
  const events = await sql<MonthRow>`
    select user_id, to_char(date_trunc('month', created_at at time zone 'Europe/Berlin'), 'YYYY-MM-DD') as month,
      sum(points)::integer as points
    from point_events where reason not in ('shop_order', 'shop_refund') group by 1, 2 having sum(points) <> 0 order by 1, 2`.execute(
    t.db,
  );
  return { model: model.rows, events: events.rows };
}

async function expectConsistent(): Promise<MonthRow[]> {
  const { model, events } = await bothSides();
  expect(model).toEqual(events);
  return model;
}

const give = (userId: number, points: number, createdAt?: string, ref: string | null = null) =>
  t.db
    .insertInto('point_events')
    .values({ user_id: userId, points, reason: 'test', ref, ...(createdAt && { created_at: createdAt }) })
    .execute();

test('the seed is in the read model', async () => {
  expect((await expectConsistent()).length).toBeGreaterThan(0);
});

test('awards, a redemption, a transfer, concurrent awards, edits and deletions keep the rule', async () => {
  const a = await t.createUser('totals-a@example.com');
  const b = await t.createUser('totals-b@example.com');
  // awards through the API: the steps goal (+50) and that working day's flame (+50)
  const steps = await request(t.app)
    .put(`${BASE}/steps`)
    .set('Authorization', `Bearer ${a.token}`)
    .send({ date: '2026-11-18', steps: 12000 });
  expect(steps.status).toBe(200);
  expect(steps.body.points).toBe(100);
  // a wager-like negative event; a shop redemption (and its refund) leaves the ranking's totals alone
  await give(a.id, -30);
  const before = await bothSides();
  await t.db
    .insertInto('point_events')
    .values([
      { user_id: a.id, points: -40, reason: 'shop_order', ref: 'order:totals' },
      { user_id: a.id, points: 40, reason: 'shop_refund', ref: 'order:totals' },
      { user_id: a.id, points: -25, reason: 'shop_order', ref: 'order:totals-2' },
    ])
    .execute();
  expect((await bothSides()).model).toEqual(before.model);
  // a wager moves points from one user to another in one transaction
  await t.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('point_events')
      .values([
        { user_id: a.id, points: -20, reason: 'test', ref: 'wager:1' },
        { user_id: b.id, points: 20, reason: 'test', ref: 'wager:1' },
      ])
      .execute();
  });
  // 20 concurrent awards to one user and month (real parallel connections on PostgreSQL), half of them retries
  // of the same reference that the unique index turns away
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('point_events')
          .values({ user_id: b.id, points: 5, reason: 'test', ref: `parallel:${i % 10}` })
          .onConflict((oc) =>
            oc.columns(['user_id', 'reason', 'ref']).where('ref', 'is not', null).doNothing(),
          )
          .execute();
      }),
    ),
  );
  // a rolled-back award leaves no trace
  await expect(
    t.db.transaction().execute(async (trx) => {
      await trx.insertInto('point_events').values({ user_id: b.id, points: 999, reason: 'test' }).execute();
      throw new Error('rollback');
    }),
  ).rejects.toThrow('rollback');
  // 23:30 UTC on 31 October is already November in Berlin; an edit moves points to another month
  await give(b.id, 7, '2026-10-31T23:30:00Z');
  await give(b.id, 11, '2026-10-15T10:00:00Z');
  await t.db
    .updateTable('point_events')
    .set({ points: 13, created_at: new Date('2026-09-10T10:00:00Z') })
    .where('user_id', '=', b.id)
    .where('points', '=', 11)
    .execute();
  await t.db.deleteFrom('point_events').where('user_id', '=', a.id).where('points', '=', -30).execute();

  const model = await expectConsistent();
  const of = (userId: number) =>
    Object.fromEntries(model.filter((r) => r.user_id === userId).map((r) => [r.month, r.points]));
  expect(of(a.id)).toEqual({ '2026-11-01': 100 - 20 });
  expect(of(b.id)).toEqual({ '2026-11-01': 20 + 10 * 5 + 7, '2026-09-01': 13 });

  // deleting a user takes their events and totals with them
  await t.db.deleteFrom('users').where('id', '=', a.id).execute();
  await expectConsistent();
  const left = await t.db
    .selectFrom('point_totals_monthly')
    .select('user_id')
    .where('user_id', '=', a.id)
    .execute();
  expect(left).toEqual([]);
});

test("the migration's backfill builds the same read model", async () => {
  const before = await bothSides();
  await pointTotals.down(t.db as never);
  await pointTotals.up(t.db as never);
  const after = await expectConsistent();
  expect(after).toEqual(before.model);
});
