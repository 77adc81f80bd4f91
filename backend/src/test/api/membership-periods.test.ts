// Issue 31 §3: membership periods never overlap. A staff change of a membership's end moves the periods queued
// behind it (a paid extension, a renewal awaiting payment) so they follow without a gap, keeping their length, or
// is refused with a clear error when a period that has already started is in the way; the database refuses an
// overlapping row however it is written (migration 0028, an exclusion constraint on PGlite and PostgreSQL).
// All instants are explicit (the periods lie far ahead or far back), so the tests hold on any date.
import type { Insertable } from 'kysely';
import request from 'supertest';
import type { SubscriptionsTable } from '../../db/schema';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';
let serviceToken: string;
let serviceId: number;
const t = useTestApp();
beforeAll(async () => {
  serviceToken = await tokenFor(t.app, 'service@example.com');
  serviceId = await userIdOf(t, 'service@example.com');
}, DB_SETUP_TIMEOUT_MS);

let counter = 0;
async function user(): Promise<number> {
  counter += 1;
  const row = await t.db
    .insertInto('users')
    .values({
      email: `periods-${counter}-${Date.now().toString(36)}@example.org`,
      password_hash: 'not-used',
      first_name: 'Paula',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const insert = async (values: Insertable<SubscriptionsTable>) =>
  (await t.db.insertInto('subscriptions').values(values).returning('id').executeTakeFirstOrThrow()).id;

const period = (id: number) =>
  t.db
    .selectFrom('subscriptions')
    .select(['id', 'status', 'starts_at', 'ends_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const change = (userId: number, body: object) =>
  request(t.app)
    .put(`${V1}/admin/users/${userId}/membership`)
    .set('Authorization', `Bearer ${serviceToken}`)
    .send(body);

/** A running trial (started yesterday) ending at the end of 13 Dec 2099 (German time) and a paid month after it. */
async function trialWithExtension(extensionStatus: 'extension' | 'awaiting_payment') {
  const userId = await user();
  const trial = await insert({
    user_id: userId,
    kind: 'trial',
    status: 'active',
    starts_at: new Date(Date.now() - 24 * 3600_000),
    ends_at: '2099-12-13T23:00:00Z',
  });
  const extension = await insert({
    user_id: userId,
    kind: 'private',
    status: extensionStatus,
    duration: '1m',
    payment_type: 'invoice',
    price_cents: 1990,
    starts_at: '2099-12-13T23:00:00Z',
    ends_at: '2100-01-13T23:00:00Z',
    ...(extensionStatus === 'extension' ? { payment_confirmed_at: new Date() } : {}),
  });
  return { userId, trial, extension };
}

test("moving a trial's end to 20 Dec moves the paid extension behind it: same length, history and audit", async () => {
  const { userId, trial, extension } = await trialWithExtension('extension');
  const res = await change(userId, { membership_id: trial, ends_at: '2099-12-20' });
  expect(res.status).toBe(200);

  expect((await period(trial)).ends_at!.toISOString()).toBe('2099-12-20T23:00:00.000Z');
  const moved = await period(extension);
  expect(moved).toMatchObject({ status: 'extension' });
  expect(moved.starts_at.toISOString()).toBe('2099-12-20T23:00:00.000Z');
  // 31 days, as before
  expect(moved.ends_at!.toISOString()).toBe('2100-01-20T23:00:00.000Z');

  const history = await t.db
    .selectFrom('membership_history')
    .select(['subscription_id', 'reason', 'actor', 'actor_id', 'detail'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  expect(history).toEqual([
    expect.objectContaining({ subscription_id: trial, reason: 'changed_by_staff', actor_id: serviceId }),
    expect.objectContaining({
      subscription_id: extension,
      reason: 'changed_by_staff',
      actor: 'staff',
      detail: expect.stringContaining('2099-12-20T23:00:00.000Z'),
    }),
  ]);
  const audit = await t.db
    .selectFrom('audit_log')
    .select(['action', 'target_user_id', 'before', 'after'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(audit).toMatchObject({
    action: 'membership.changed',
    target_user_id: userId,
    before: {
      membership_id: trial,
      ends_at: '2099-12-13T23:00:00.000Z',
      followers: [{ membership_id: extension, starts_at: '2099-12-13T23:00:00.000Z' }],
    },
    after: {
      membership_id: trial,
      ends_at: '2099-12-20T23:00:00.000Z',
      followers: [
        {
          membership_id: extension,
          starts_at: '2099-12-20T23:00:00.000Z',
          ends_at: '2100-01-20T23:00:00.000Z',
        },
      ],
    },
  });
});

test('shortening moves a renewal awaiting payment forward too, so no gap opens', async () => {
  const { userId, trial, extension } = await trialWithExtension('awaiting_payment');
  const res = await change(userId, { membership_id: trial, ends_at: '2099-12-09' });
  expect(res.status).toBe(200);
  expect((await period(trial)).ends_at!.toISOString()).toBe('2099-12-09T23:00:00.000Z');
  const moved = await period(extension);
  expect(moved.status).toBe('awaiting_payment');
  expect(moved.starts_at.toISOString()).toBe('2099-12-09T23:00:00.000Z');
  expect(moved.ends_at!.toISOString()).toBe('2100-01-09T23:00:00.000Z');
});

test('an end reaching into a period that has started is refused and changes nothing', async () => {
  const userId = await user();
  const old = await insert({
    user_id: userId,
    kind: 'trial',
    status: 'expired',
    starts_at: '2020-01-01T23:00:00Z',
    ends_at: '2020-01-08T23:00:00Z',
  });
  const running = await insert({
    user_id: userId,
    kind: 'private',
    status: 'active',
    duration: '12m',
    starts_at: '2020-01-08T23:00:00Z',
    ends_at: '2099-01-08T23:00:00Z',
  });
  const historyBefore = await t.db
    .selectFrom('membership_history')
    .select('id')
    .where('user_id', '=', userId)
    .execute();

  const res = await change(userId, { membership_id: old, ends_at: '2020-02-01' });
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ code: 'membership_periods_overlap', data: { status: 409 } });
  expect(res.body.message).toMatch(/already started/);
  expect(await period(old)).toMatchObject({ status: 'expired', ends_at: new Date('2020-01-08T23:00:00Z') });
  expect(await period(running)).toMatchObject({
    starts_at: new Date('2020-01-08T23:00:00Z'),
    ends_at: new Date('2099-01-08T23:00:00Z'),
  });
  expect(
    await t.db.selectFrom('membership_history').select('id').where('user_id', '=', userId).execute(),
  ).toEqual(historyBefore);

  // up to the running period's start is fine: they stay consecutive
  expect((await change(userId, { membership_id: old, ends_at: '2020-01-07' })).status).toBe(200);
});

test('the database refuses an overlapping period of one user, whatever writes it', async () => {
  const userId = await user();
  const other = await user();
  await insert({
    user_id: userId,
    kind: 'trial',
    status: 'active',
    starts_at: '2099-12-06T23:00:00Z',
    ends_at: '2099-12-13T23:00:00Z',
  });
  const overlapping = {
    user_id: userId,
    kind: 'private' as const,
    status: 'extension' as const,
    starts_at: '2099-12-12T23:00:00Z',
    ends_at: '2100-01-12T23:00:00Z',
  };
  await expect(insert(overlapping)).rejects.toMatchObject({
    code: '23P01',
    constraint: 'subscriptions_no_overlap',
  });
  // awaiting payment and ended rows count too; an open end (company) reaches into everything after it
  await expect(insert({ ...overlapping, status: 'awaiting_payment' })).rejects.toMatchObject({
    code: '23P01',
  });
  await expect(insert({ ...overlapping, status: 'expired' })).rejects.toMatchObject({ code: '23P01' });
  await expect(
    insert({
      ...overlapping,
      kind: 'company',
      status: 'active',
      starts_at: '2099-01-01T00:00:00Z',
      ends_at: null,
    }),
  ).rejects.toMatchObject({ code: '23P01' });
  // an update that makes an overlap is refused the same way
  const next = await insert({ ...overlapping, starts_at: '2099-12-13T23:00:00Z' });
  await expect(
    t.db
      .updateTable('subscriptions')
      .set({ starts_at: '2099-12-10T23:00:00Z' })
      .where('id', '=', next)
      .execute(),
  ).rejects.toMatchObject({ code: '23P01' });

  // allowed: a renewal dropped by a cancellation, another user's period, one that starts where the other ends
  await insert({ ...overlapping, status: 'cancelled_renewal' });
  await insert({ ...overlapping, user_id: other });
  expect(await period(next)).toMatchObject({ starts_at: new Date('2099-12-13T23:00:00Z') });
});

test('the seeded demo data keeps to the rule', async () => {
  const overlaps = await t.db
    .selectFrom('subscriptions as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .where('u.email', 'not like', 'periods-%')
    .innerJoin('subscriptions as b', (join) =>
      join.onRef('a.user_id', '=', 'b.user_id').onRef('a.id', '<', 'b.id'),
    )
    .select(['a.id', 'b.id as other'])
    .where('a.status', '<>', 'cancelled_renewal')
    .where('b.status', '<>', 'cancelled_renewal')
    .where((eb) =>
      eb.and([
        eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', eb.ref('b.starts_at'))]),
        eb.or([eb('b.ends_at', 'is', null), eb('b.ends_at', '>', eb.ref('a.starts_at'))]),
      ]),
    )
    .execute();
  expect(overlaps).toEqual([]);
});
