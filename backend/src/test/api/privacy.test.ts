// GDPR self-service (issue 13): the data export (JSON and HTML), account deletion after a 14-day grace period by
// the job module (clock moved), cancellation, the withdrawal of the health-data consent and the health-data
// retention six months after the membership ended (spec §9).
import request from 'supertest';
import { createJobs, type Jobs } from '../../modules/jobs';
import { eraseAccountJob, ERASE_JOB, healthRetentionJob, RETENTION_JOB } from '../../modules/privacy';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { createMemoryStorage } from '../../shared/storage';
import { V1 } from '../account-fixtures';
import { useClockedTestApp } from '../clocked-app';
import { bearerRequests } from '../bearer-requests';
import { DB_SETUP_TIMEOUT_MS, tokenFor } from '../test-app';

const START = '2026-03-02T09:00:00Z';
let runner: Jobs;

const t = useClockedTestApp(START);
beforeAll(async () => {
  runner = createJobs(t.db, {
    clock: () => t.now(),
    worker: 'test',
    logger: { info() {}, error: console.error },
  });
  runner.define(eraseAccountJob(t.db, createMemoryStorage()));
  runner.define(healthRetentionJob(t.db));
}, DB_SETUP_TIMEOUT_MS);

const as = (token: string) => bearerRequests(t.app, token, `${V1}/`);

/** A user with a filled-in health profile (one pain point), points in two months, a habit, an order, a mail. */
async function userWithData(email: string) {
  const user = await t.createUser(email);
  // the membership ran since before the test clock
  await t.db
    .updateTable('subscriptions')
    .set({ starts_at: '2025-01-01T00:00:00Z' })
    .where('user_id', '=', user.id)
    .execute();
  const { id: anamnesisId } = await t.db
    .insertInto('anamnesis')
    .values({
      user_id: user.id,
      is_new: false,
      accept: true,
      height: 182,
      weight: 80,
      focus: ['mobility', 'strength'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('anamnesis_injuries')
    .values({ anamnesis_id: anamnesisId, region: 'neck', duration: 1, examined: true })
    .execute();
  await t.db
    .insertInto('point_events')
    .values([
      {
        user_id: user.id,
        points: 20,
        reason: 'exercise',
        ref: 'exercise:1',
        created_at: '2026-02-10T10:00:00Z',
      },
      {
        user_id: user.id,
        points: 30,
        reason: 'exercise',
        ref: 'exercise:2',
        created_at: '2026-02-28T23:30:00Z',
      },
      {
        user_id: user.id,
        points: 50,
        reason: 'strike',
        ref: 'strike:2026-03-02',
        created_at: '2026-03-02T08:00:00Z',
      },
      {
        user_id: user.id,
        points: -40,
        reason: 'shop_order',
        ref: 'order:1',
        created_at: '2026-03-02T08:30:00Z',
      },
    ])
    .execute();
  await t.db
    .insertInto('habits')
    .values({
      user_id: user.id,
      name: 'Wasser trinken',
      typ: 'nutrition',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
    })
    .execute();
  await t.db
    .insertInto('shop_orders')
    .values({
      user_id: user.id,
      state: 'successful',
      points: 100,
      delivery_address: JSON.stringify({ city: 'Berlin' }),
    })
    .execute();
  await t.db
    .insertInto('notifications')
    .values({
      user_id: user.id,
      kind: 'reminder',
      dedupe_key: 'reminder:2026-03-02:08:00',
      title: 'Zeit',
      body: 'Los',
      url: '/home',
    })
    .execute();
  // a team-feed post of the user, and the user's cheer on it (issue 38)
  const post = await t.db
    .insertInto('feed_posts')
    .values({ user_id: user.id, kind: 'weekly_goal', ref: 'week:2026-W09' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('feed_cheers').values({ post_id: post.id, user_id: user.id }).execute();
  await t.db
    .insertInto('mail_outbox')
    .values({
      kind: 'welcome',
      recipient: email,
      lang: 'de-DE',
      subject: 'Willkommen <b>',
      body: null,
      state: 'sent',
    })
    .execute();
  return user;
}

describe('GET me/export', () => {
  test('JSON with every area of the user, without secrets', async () => {
    const user = await userWithData('export@example.com');
    const res = await as(user.token).get('me/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="officefit-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.body;
    expect(data.profile).toMatchObject({ id: user.id, email: 'export@example.com' });
    for (const secret of ['password_hash', 'token_version', 'avatar_key'])
      expect(data.profile).not.toHaveProperty(secret);
    expect(data.health_profile.anamnesis).toEqual([expect.objectContaining({ height: 182 })]);
    expect(data.health_profile.injuries).toEqual([expect.objectContaining({ region: 'neck' })]);
    expect(data.points.point_events).toHaveLength(4);
    expect(data.points.point_totals_monthly).toHaveLength(2);
    expect(data.habits.habits).toEqual([expect.objectContaining({ name: 'Wasser trinken' })]);
    expect(data.orders.shop_orders).toEqual([expect.objectContaining({ points: 100 })]);
    expect(data.memberships.subscriptions).toEqual([expect.objectContaining({ kind: 'private' })]);
    expect(data.challenges).toEqual({ challenge_participants: [], challenges: [] });
    expect(data.activity).toHaveProperty('exercise_activity');
    expect(data.notifications).toEqual({
      notifications: [expect.objectContaining({ dedupe_key: 'reminder:2026-03-02:08:00' })],
      push_subscriptions: [],
      stream_reminders: [],
      stream_visits: [],
    });
    expect(data.team_feed).toEqual({
      feed_posts: [expect.objectContaining({ kind: 'weekly_goal', ref: 'week:2026-W09' })],
      feed_cheers: [expect.objectContaining({ user_id: user.id })],
    });
    expect(data.mails).toEqual([expect.objectContaining({ kind: 'welcome', subject: 'Willkommen <b>' })]);
    expect(data.mails[0]).not.toHaveProperty('body');
    // another user's data is never part of it
    expect(JSON.stringify(data)).not.toContain('demo@example.com');
  });

  test('the readable HTML summary in the user language, escaped', async () => {
    const token = await tokenFor(t.app, 'export@example.com');
    const res = await as(token).get('me/export?format=html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<h1>Ihre Daten bei officefit</h1>');
    expect(res.text).toContain('export@example.com');
    expect(res.text).not.toContain('<script');
    expect((await as(token).get('me/export?format=pdf')).status).toBe(400);
  });

  // issue 39 point 4: labels instead of field keys, dates and numbers as the language writes them, and the gender
  // (stored once, with the account: point 5)
  test.each([
    ['de-DE', ['Vorname', 'Gewicht (kg)', '62,5', 'weiblich', 'Registriert am'], /\d\.\d(?![\d.])/],
    ['en-US', ['First name', 'Weight (kg)', '62.5', 'female', 'Registered on'], /\d,\d(?![\d,])/],
  ] as const)(
    'the readable summary in %s: labels, local dates and numbers, gender',
    async (lang, words, wrong) => {
      const user = await t.createUser(`readable-${lang.slice(0, 2)}@example.com`, { lang });
      await t.db.updateTable('users').set({ gender: 'female' }).where('id', '=', user.id).execute();
      await t.db
        .insertInto('anamnesis')
        .values({ user_id: user.id, is_new: false, accept: true, height: 170, weight: 62.5 })
        .execute();
      const res = await as(user.token).get('me/export?format=html');
      expect(res.status).toBe(200);
      for (const word of words) expect(res.text).toContain(`>${word}<`);
      const shown = res.text.replace(/<[^>]+>/g, ' ');
      expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(shown).not.toMatch(/first_name|created_at/);
      expect(shown).not.toMatch(wrong);
    },
  );

  test('401 without a token', async () => {
    expect((await request(t.app).get(`${V1}/me/export`)).status).toBe(401);
  });
});

describe('account deletion', () => {
  test('needs the password; can be cancelled; is erased by the job 14 days later, not earlier', async () => {
    t.setNow(START);
    const user = await userWithData('leaver@example.com');
    const wrong = await as(user.token).post('me/delete', { password: 'Falsch!2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('incorrect_password');

    const asked = await as(user.token).post('me/delete', { password: DEMO_PASSWORD });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ deletion_due: '2026-03-16T09:00:00.000Z' });
    expect((await as(user.token).get('me/profile')).body.deletion_due).toBe('2026-03-16T09:00:00.000Z');

    const cancelled = await as(user.token).post('me/delete/cancel');
    expect(cancelled.body).toEqual({ deletion_due: null });
    const jobs = () =>
      t.db.selectFrom('jobs').select(['state', 'run_at']).where('name', '=', ERASE_JOB).execute();
    expect(await jobs()).toEqual([]);

    t.setNow('2026-03-03T09:00:00Z');
    const again = await as(user.token).post('me/delete', { password: DEMO_PASSWORD });
    expect(again.body).toEqual({ deletion_due: '2026-03-17T09:00:00.000Z' });
    // asking twice keeps the first date
    expect((await as(user.token).post('me/delete', { password: DEMO_PASSWORD })).body).toEqual(again.body);

    t.setNow('2026-03-17T08:59:00Z');
    await runner.runDue();
    expect((await as(user.token).get('me')).status).toBe(200);

    t.setNow('2026-03-17T09:00:01Z');
    await runner.runDue();
    expect(await jobs()).toEqual([expect.objectContaining({ state: 'done' })]);

    // the person is gone: no login, no token, no personal data
    expect((await as(user.token).get('me')).status).toBe(401);
    await expect(tokenFor(t.app, 'leaver@example.com')).rejects.toThrow();
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `erased-${user.id}@erased.invalid`,
      first_name: '',
      nickname: null,
      roles: ['subscriber'],
      participating: 0,
      deletion_due_at: null,
    });
    expect(row.erased_at).not.toBeNull();
    const count = async (
      table: 'anamnesis' | 'habits' | 'sepa_mandates' | 'notifications' | 'feed_posts' | 'feed_cheers',
    ) => (await t.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute()).length;
    expect(await count('anamnesis')).toBe(0);
    expect(await count('habits')).toBe(0);
    expect(await count('notifications')).toBe(0);
    expect(await count('feed_posts')).toBe(0);
    expect(await count('feed_cheers')).toBe(0);
    expect(
      await t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', 'leaver@example.com')
        .execute(),
    ).toEqual([]);

    // what stays is anonymous aggregates: one point event per month with the same sums, the order's amounts
    const points = await t.db
      .selectFrom('point_events')
      .select(['points', 'reason', 'ref', 'activity_date'])
      .where('user_id', '=', user.id)
      .orderBy('activity_date')
      .execute();
    // 2026-02-28T23:30Z is already March in Berlin, the ranking's month
    expect(points).toEqual([
      { points: 20, reason: 'erased_account', ref: null, activity_date: '2026-02-01' },
      { points: 80, reason: 'erased_account', ref: null, activity_date: '2026-03-01' },
    ]);
    const totals = await t.db
      .selectFrom('point_totals_monthly')
      .select(['month', 'points'])
      .where('user_id', '=', user.id)
      .orderBy('month')
      .execute();
    expect(totals).toEqual([
      { month: '2026-02-01', points: 20 },
      { month: '2026-03-01', points: 80 },
    ]);
    const order = await t.db
      .selectFrom('shop_orders')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ points: 100, delivery_address: null });
    const sub = await t.db
      .selectFrom('subscriptions')
      .select('ends_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(sub.ends_at!.getTime()).toBeLessThanOrEqual(t.now().getTime());
  });
});

describe('a login during the grace period', () => {
  const logIn = (email: string, password = DEMO_PASSWORD) =>
    request(t.app).post('/wp-json/jwt-auth/v1/token').send({ username: email, password });
  const eraseJobs = (userId: number) =>
    t.db
      .selectFrom('jobs')
      .select(['state'])
      .where('name', '=', ERASE_JOB)
      .where('key', '=', `user:${userId}`)
      .execute();
  const notices = (userId: number) =>
    t.db
      .selectFrom('notifications')
      .select(['kind', 'title', 'body', 'url', 'read_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'account')
      .execute();

  test('cancels the pending deletion in one go and tells the user, in the answer and the notifications', async () => {
    t.setNow(START);
    const user = await t.createUser('comeback@example.com');
    expect((await as(user.token).post('me/delete', { password: DEMO_PASSWORD })).status).toBe(202);
    expect(await eraseJobs(user.id)).toHaveLength(1);

    // a failed login changes nothing
    expect((await logIn('comeback@example.com', 'Falsch!2026')).status).toBe(403);
    expect((await as(user.token).get('me/profile')).body.deletion_due).toBe('2026-03-16T09:00:00.000Z');

    t.setNow('2026-03-10T12:00:00Z');
    const login = await logIn('comeback@example.com');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user_email: 'comeback@example.com', deletion_cancelled: true });
    const token = login.body.token as string;
    expect((await as(token).get('me/profile')).body.deletion_due).toBeNull();
    expect(await eraseJobs(user.id)).toEqual([]);
    expect(await notices(user.id)).toEqual([
      {
        kind: 'account',
        title: 'Kontolöschung abgebrochen',
        body: expect.stringContaining('Sie haben sich angemeldet'),
        url: '/profile?tab=privacy',
        read_at: null,
      },
    ]);
    // the header's list shows it with the unread badge
    const list = await as(token).get('notifications');
    expect(list.body.unread).toBe(1);
    expect(list.body.items[0]).toMatchObject({ kind: 'account', title: 'Kontolöschung abgebrochen' });

    // the next login has nothing to cancel: no flag, no second notice
    const again = await logIn('comeback@example.com');
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty('deletion_cancelled');
    expect(await notices(user.id)).toHaveLength(1);

    // the job's due time passes: nothing is erased
    t.setNow('2026-03-17T09:00:00Z');
    await runner.runDue();
    expect((await logIn('comeback@example.com')).status).toBe(200);
  });

  test('in English for an English user; a new request after that gets its own notice', async () => {
    t.setNow(START);
    const user = await t.createUser('comeback-en@example.com', { lang: 'en-US' });
    await as(user.token).post('me/delete', { password: DEMO_PASSWORD });
    expect((await logIn('comeback-en@example.com')).body.deletion_cancelled).toBe(true);
    t.setNow('2026-03-04T09:00:00Z');
    await as(user.token).post('me/delete', { password: DEMO_PASSWORD });
    expect((await logIn('comeback-en@example.com')).body.deletion_cancelled).toBe(true);
    expect((await notices(user.id)).map((n) => n.title)).toEqual([
      'Account deletion cancelled',
      'Account deletion cancelled',
    ]);
  });

  test('after the erasure the login is refused as before, and nothing is cancelled', async () => {
    t.setNow(START);
    const user = await t.createUser('gone@example.com');
    await as(user.token).post('me/delete', { password: DEMO_PASSWORD });
    t.setNow('2026-03-16T09:00:01Z');
    await runner.runDue();
    const login = await logIn('gone@example.com');
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('[jwt_auth] incorrect_password');
    expect(await notices(user.id)).toEqual([]);
    const row = await t.db
      .selectFrom('users')
      .select(['erased_at', 'deletion_due_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.erased_at).not.toBeNull();
  });
});

describe('health data', () => {
  test('withdrawing the consent deletes the answers and pain points and leaves the standard plan', async () => {
    t.setNow(START);
    const user = await userWithData('withdraw@example.com');
    expect((await as(user.token).get('me/profile')).body.health_consent).toBe(true);
    const res = await as(user.token).post('me/health-consent/withdraw');
    expect(res.status).toBe(200);
    expect(res.body.anamnesis).toMatchObject({ skipped: true, accept: false, height: null, weight: null });
    expect(res.body.injuries).toEqual([]);
    const injuries = await t.db
      .selectFrom('anamnesis_injuries as i')
      .innerJoin('anamnesis as a', 'a.id', 'i.anamnesis_id')
      .select('i.id')
      .where('a.user_id', '=', user.id)
      .execute();
    expect(injuries).toEqual([]);
    expect((await as(user.token).get('me/profile')).body.health_consent).toBe(false);
    const plan = await t.db.selectFrom('plans').select('user_id').where('user_id', '=', user.id).execute();
    expect(plan).toHaveLength(1);
  });

  test('the retention job deletes health data six months after the last membership ended', async () => {
    t.setNow('2026-09-15T12:00:00Z');
    const profile = async (email: string, endedAt: string | null, hasSubscription = true) => {
      const { id } = await t.createUser(email);
      await t.db.deleteFrom('subscriptions').where('user_id', '=', id).execute();
      if (hasSubscription) {
        await t.db
          .insertInto('subscriptions')
          .values({ user_id: id, kind: 'private', starts_at: '2025-01-01T00:00:00Z', ends_at: endedAt })
          .execute();
      }
      await t.db
        .insertInto('anamnesis')
        .values({ user_id: id, is_new: false, accept: true, height: 170 })
        .execute();
      return id;
    };
    const longGone = await profile('gone7@example.com', '2026-03-14T12:00:00Z');
    const recent = await profile('gone5@example.com', '2026-04-15T12:00:00Z');
    const running = await profile('running@example.com', null);
    const guest = await profile('never@example.com', null, false);

    const result = await runner.runNow<{ deleted: number }>(RETENTION_JOB);
    expect(result.deleted).toBe(1);
    const left = await t.db
      .selectFrom('anamnesis')
      .select('user_id')
      .where('user_id', 'in', [longGone, recent, running, guest])
      .execute();
    expect(left.map((r) => r.user_id).sort()).toEqual([recent, running, guest].sort());

    // a month later the second one is due too
    t.setNow('2026-10-16T12:00:00Z');
    expect((await runner.runNow<{ deleted: number }>(RETENTION_JOB)).deleted).toBe(1);
  });
});
