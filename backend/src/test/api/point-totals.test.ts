// The ranking's read model point_totals_monthly (migration 0012) against its rule: for every user and calendar
// month in Europe/Berlin, points = sum(point_events.points) of that month, shop redemptions and refunds left out. Checked after awards through the API,
// a redemption-like negative event, a wager-like transfer, concurrent awards, an edit, a deletion, a user's
// deletion, a month boundary, after the migration's backfill, and after seeded random sequences of such writes.
import { sql } from 'kysely';
import request from 'supertest';
import * as pointTotals from '../../db/migrations/0012-point-totals';
import { useClockedTestApp } from '../clocked-app';

const BASE = '/wp-json/officefit/v1';

const t = useClockedTestApp('2026-11-18T09:00:00Z');

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

const give = (userId: number, points: number, createdAt: Date | string, ref: string | null = null) =>
  t.db
    .insertInto('point_events')
    .values({ user_id: userId, points, reason: 'test', ref, created_at: createdAt })
    .execute();

/** The first day of `instant`'s month in Europe/Berlin, worked out in JavaScript (the other side of the SQL rule). */
function berlinMonth(instant: Date | string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-01`;
}

/** Sums [month, points] pairs per month, leaving out months that sum to zero. */
function byMonth(entries: Array<[string, number]>): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const [month, points] of entries) sums[month] = (sums[month] ?? 0) + points;
  return Object.fromEntries(Object.entries(sums).filter(([, points]) => points !== 0));
}

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
  // the awards' own timestamps (the database's clock, not the test's): the writes below use the same instant, so
  // the expected months hold on any date the suite runs
  const { created_at: at } = await t.db
    .selectFrom('point_events')
    .select('created_at')
    .where('user_id', '=', a.id)
    .executeTakeFirstOrThrow();
  // a wager-like negative event; a shop redemption (and its refund) leaves the ranking's totals alone
  await give(a.id, -30, at);
  const before = await bothSides();
  await t.db
    .insertInto('point_events')
    .values([
      { user_id: a.id, points: -40, reason: 'shop_order', ref: 'order:totals', created_at: at },
      { user_id: a.id, points: 40, reason: 'shop_refund', ref: 'order:totals', created_at: at },
      { user_id: a.id, points: -25, reason: 'shop_order', ref: 'order:totals-2', created_at: at },
    ])
    .execute();
  expect((await bothSides()).model).toEqual(before.model);
  // a wager moves points from one user to another in one transaction
  await t.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('point_events')
      .values([
        { user_id: a.id, points: -20, reason: 'test', ref: 'wager:1', created_at: at },
        { user_id: b.id, points: 20, reason: 'test', ref: 'wager:1', created_at: at },
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
          .values({ user_id: b.id, points: 5, reason: 'test', ref: `parallel:${i % 10}`, created_at: at })
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
  const month = berlinMonth(at);
  expect(of(a.id)).toEqual(byMonth([[month, 100 - 20]]));
  expect(of(b.id)).toEqual(
    byMonth([
      [month, 20 + 10 * 5],
      ['2026-11-01', 7],
      ['2026-09-01', 13],
    ]),
  );

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

/** A small deterministic pseudo-random generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

test('any sequence of awards, revocations, redemptions, edits and bulk writes keeps the rule (seeded loop)', async () => {
  const ids = [
    (await t.createUser('totals-r1@example.com')).id,
    (await t.createUser('totals-r2@example.com')).id,
    (await t.createUser('totals-r3@example.com')).id,
  ];
  // month boundaries in Berlin (UTC+1 in winter, +2 in summer) and ordinary days
  const instants = [
    '2026-10-31T22:59:59Z',
    '2026-10-31T23:00:00Z',
    '2026-03-31T21:59:59Z',
    '2026-03-31T22:00:00Z',
    '2026-11-18T09:00:00Z',
  ];
  const reasons = ['test', 'shop_order', 'shop_refund', 'exercise'];
  for (const seed of [1, 2, 3]) {
    const next = random(seed);
    const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
    for (let step = 0; step < 40; step++) {
      const user = pick(ids);
      const op = Math.floor(next() * 5);
      if (op <= 1) {
        // an award or a redemption, one row or several in one statement
        const rows = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
          user_id: pick(ids),
          points: Math.floor(next() * 200) - 50,
          reason: pick(reasons),
          ref: null,
          created_at: pick(instants),
        }));
        await t.db.insertInto('point_events').values(rows).execute();
      } else if (op === 2) {
        // a revocation of one of the user's events
        await sql`delete from point_events where id = (select id from point_events where user_id = ${user}
          order by id desc offset ${Math.floor(next() * 3)} limit 1)`.execute(t.db);
      } else if (op === 3) {
        // an edit: other points, another month, another reason
        await sql`update point_events set points = points + ${Math.floor(next() * 40) - 20},
          created_at = ${pick(instants)}, reason = ${pick(reasons)}
          where id = (select max(id) from point_events where user_id = ${user})`.execute(t.db);
      } else {
        // a transaction of several writes, rolled back or committed
        const rollBack = next() < 0.5;
        await t.db
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto('point_events')
              .values({ user_id: user, points: 10, reason: 'test', ref: null, created_at: pick(instants) })
              .execute();
            await sql`delete from point_events where id = (select min(id) from point_events where user_id = ${user})`.execute(
              trx,
            );
            if (rollBack) throw new Error('roll back');
          })
          .catch((error: Error) => {
            if (error.message !== 'roll back') throw error;
          });
      }
      if (step % 10 === 9) await expectConsistent();
    }
    await expectConsistent();
  }
});
