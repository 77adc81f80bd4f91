// GET me/progress (issue 38 "Progress you can see") on a test clock: Wednesday 18 November 2026, 10:00 in Berlin
// (ISO week 2026-W47). Weekly series in Berlin ISO weeks, the pain history kept with the consent only, GDPR.
import { sql } from 'kysely';
import { createJobs } from '../../modules/jobs';
import { eraseAccountJob, healthRetentionJob, RETENTION_JOB } from '../../modules/privacy';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { createMemoryStorage } from '../../shared/storage';
import { useClockedTestApp } from '../clocked-app';
import { api, profileBody } from '../training-fixtures';

const NOW = '2026-11-18T09:00:00Z';

const t = useClockedTestApp(NOW);
const http = api(t);

const progress = (token: string, query = '') => http.get(`me/progress${query}`, token);

async function finish(userId: number, exerciseId: number, date: string, seconds: number, kind = 'finish') {
  await t.db
    .insertInto('exercise_activity')
    .values({
      user_id: userId,
      exercise_id: exerciseId,
      kind: kind as 'finish',
      mode: 'free',
      activity_date: date,
      duration_seconds: seconds,
    })
    .execute();
}

async function points(userId: number, rows: { points: number; reason: string; day?: string; at?: string }[]) {
  await t.db
    .insertInto('point_events')
    .values(
      rows.map((row, n) => ({
        user_id: userId,
        points: row.points,
        reason: row.reason,
        ref: `test:${n}`,
        activity_date: row.day ?? null,
        ...(row.at && { created_at: new Date(row.at) }),
      })),
    )
    .execute();
}

const painOf = (severity: number, painful = true) =>
  ({ region: 'cervical_spine', duration: 1, examined: true, severity, painful }) as const;

describe('GET me/progress', () => {
  test('needs a token', async () => {
    expect((await progress('')).status).toBe(401);
  });

  test('validates the range and refuses unknown parameters', async () => {
    const { token } = await t.createUser('range-check@example.com');
    for (const query of ['?range=1y', '?range=', '?user_id=1', '?range=4w&range=3m']) {
      const res = await progress(token, query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    }
    const bad = await progress(token, '?range=1y');
    expect(Object.keys(bad.body.data.params)).toEqual(['range']);
  });

  test('4w (the default), 3m and 12m end with the running ISO week of Berlin', async () => {
    t.setNow(NOW);
    const { token } = await t.createUser('ranges@example.com');
    const short = await progress(token);
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ range: '4w', today: '2026-11-18' });
    expect(short.body.weeks.map((w: { start: string }) => w.start)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(short.body.weeks[3]).toEqual({
      week: '2026-W47',
      start: '2026-11-16',
      active_minutes: 0,
      finished_exercises: 0,
      points_earned: 0,
      points_redeemed: 0,
      strike: 0,
      weekly_goal_reached: false,
      pain_max: null,
      pain: [],
    });
    const quarter = (await progress(token, '?range=3m')).body;
    expect(quarter.weeks).toHaveLength(13);
    expect(quarter.weeks[0].start).toBe('2026-08-24');
    const year = (await progress(token, '?range=12m')).body;
    expect(year.weeks).toHaveLength(52);
    expect(year.weeks[0].week).toBe('2025-W48');
    // Sunday 23:30 in Berlin is still the same week; Monday 00:30 starts the next one
    t.setNow('2026-11-22T22:30:00Z');
    expect((await progress(token)).body.weeks[3].start).toBe('2026-11-16');
    t.setNow('2026-11-22T23:30:00Z');
    expect((await progress(token)).body.weeks[3].start).toBe('2026-11-23');
    t.setNow(NOW);
  });

  test('weekly minutes, exercises, points earned and redeemed, strike and weekly goal', async () => {
    t.setNow(NOW);
    const user = await t.createUser('weekly@example.com');
    const other = await t.createUser('someone-else@example.com');
    const [a, b] = await t.exerciseIds(2);
    await finish(user.id, a!, '2026-11-12', 300);
    await finish(user.id, b!, '2026-11-13', 150);
    await finish(user.id, b!, '2026-11-13', 150, 'start');
    await finish(user.id, a!, '2026-11-18', 60);
    await finish(other.id, a!, '2026-11-12', 900);
    await points(user.id, [
      // Monday 00:30 in Berlin (an older row without activity_date): week 2026-W46, not W45
      { points: 30, reason: 'plan_day_complete', at: '2026-11-08T23:30:00Z' },
      { points: 20, reason: 'exercise_finish', day: '2026-11-12' },
      { points: 20, reason: 'exercise_finish', day: '2026-11-13' },
      { points: 100, reason: 'weekly_goal', day: '2026-11-13' },
      { points: -200, reason: 'shop_order', at: '2026-11-12T10:00:00Z' },
      { points: 50, reason: 'shop_refund', day: '2026-11-13' },
      { points: 20, reason: 'exercise_finish', day: '2026-11-18' },
    ]);
    await points(other.id, [{ points: 500, reason: 'exercise_finish', day: '2026-11-12' }]);

    const res = await progress(user.token);
    expect(res.status).toBe(200);
    const [w44, w45, w46, w47] = res.body.weeks;
    expect(w44).toMatchObject({ active_minutes: 0, finished_exercises: 0, points_earned: 0, strike: 0 });
    expect(w45).toMatchObject({ week: '2026-W45', points_earned: 0, points_redeemed: 0, strike: 0 });
    expect(w46).toMatchObject({
      week: '2026-W46',
      active_minutes: 8,
      finished_exercises: 2,
      points_earned: 170,
      points_redeemed: 150,
      // Thursday and Friday with points, Monday's flame broken by Tuesday
      strike: 2,
      weekly_goal_reached: true,
    });
    // Monday and Tuesday of the running week without points: the strike starts again today
    expect(w47).toMatchObject({
      active_minutes: 1,
      finished_exercises: 1,
      points_earned: 20,
      strike: 1,
      weekly_goal_reached: false,
    });
    // a user only ever reads their own series
    const theirs = (await progress(other.token)).body.weeks[2];
    expect(theirs).toMatchObject({ active_minutes: 15, finished_exercises: 1, points_earned: 500 });
  });

  test('an exercise done through the API appears in the running week', async () => {
    t.setNow(NOW);
    const user = await t.createUser('live@example.com');
    const [id] = await t.exerciseIds(1);
    await t.doExercise(user.token, id!);
    const week = (await progress(user.token)).body.weeks[3];
    const earned = await t.db
      .selectFrom('point_events')
      .select(sql<number>`sum(points)::int`.as('sum'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(week).toMatchObject({ finished_exercises: 1, strike: 1, points_earned: earned.sum });
    expect(earned.sum).toBeGreaterThan(0);
  });
});

describe('pain history', () => {
  const history = (userId: number) =>
    t.db
      .selectFrom('health_profile_history')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  test('every saved profile is kept; each week shows the pain points saved by its end', async () => {
    const user = await t.createUser('pain@example.com');
    t.setNow('2026-11-04T10:00:00Z');
    await http.put('anamnesis', profileBody({}, [painOf(6)]), user.token).expect(200);
    t.setNow('2026-11-18T08:00:00Z');
    const second = profileBody({}, [painOf(3), { ...painOf(8, false), region: 'back' }]);
    await http.put('anamnesis', second, user.token).expect(200);
    expect(await history(user.id)).toHaveLength(2);

    t.setNow(NOW);
    const weeks = (await progress(user.token)).body.weeks;
    expect(weeks.map((w: { pain_max: number | null }) => w.pain_max)).toEqual([null, 6, 6, 3]);
    expect(weeks[1].pain).toEqual([{ region: 'cervical_spine', severity: 6 }]);
    // a pain point that is not painful any more is not a pain level
    expect(weeks[3].pain).toEqual([{ region: 'cervical_spine', severity: 3 }]);
  });

  test('withdrawing the health-data consent deletes the history in the same step; skipping keeps none', async () => {
    t.setNow(NOW);
    const user = await t.createUser('withdraws@example.com');
    await http.put('anamnesis', profileBody({}, [painOf(5)]), user.token).expect(200);
    expect(await history(user.id)).toHaveLength(1);
    await http.post('me/health-consent/withdraw', {}, user.token).expect(200);
    expect(await history(user.id)).toEqual([]);
    expect((await progress(user.token)).body.weeks[3]).toMatchObject({ pain_max: null, pain: [] });

    const skipper = await t.createUser('skips@example.com');
    await http.post('anamnesis/skip', {}, skipper.token).expect(200);
    expect(await history(skipper.id)).toEqual([]);
  });

  test('a refused save (no consent) writes no history', async () => {
    t.setNow(NOW);
    const user = await t.createUser('no-consent@example.com');
    await http.put('anamnesis', profileBody({ accept: false }, [painOf(5)]), user.token).expect(400);
    expect(await history(user.id)).toEqual([]);
  });

  test('the data export contains the history; the erasure removes it', async () => {
    t.setNow(NOW);
    const user = await t.createUser('gdpr-pain@example.com');
    await http.put('anamnesis', profileBody({}, [painOf(4)]), user.token).expect(200);
    const exported = await http.get('me/export', user.token);
    expect(exported.status).toBe(200);
    expect(exported.body.health_profile.health_profile_history).toEqual([
      expect.objectContaining({ pain: [{ region: 'cervical_spine', severity: 4, painful: true }] }),
    ]);
    await http.post('me/delete', { password: DEMO_PASSWORD }, user.token).expect(202);
    const runner = createJobs(t.db, {
      clock: () => t.now(),
      worker: 'test',
      logger: { info() {}, error: console.error },
    });
    runner.define(eraseAccountJob(t.db, createMemoryStorage()));
    t.setNow('2027-01-01T09:00:00Z');
    await runner.runDue();
    t.setNow(NOW);
    expect(await history(user.id)).toEqual([]);
  });

  test('the health-data retention job takes the history with the profile', async () => {
    t.setNow(NOW);
    const user = await t.createUser('retained@example.com');
    await http.put('anamnesis', profileBody({}, [painOf(2)]), user.token).expect(200);
    await t.db
      .updateTable('subscriptions')
      .set({ starts_at: new Date('2025-01-01T00:00:00Z'), ends_at: new Date('2026-01-01T00:00:00Z') })
      .where('user_id', '=', user.id)
      .execute();
    const runner = createJobs(t.db, {
      clock: () => t.now(),
      worker: 'test',
      logger: { info() {}, error: console.error },
    });
    runner.define(healthRetentionJob(t.db));
    expect((await runner.runNow<{ deleted: number }>(RETENTION_JOB)).deleted).toBeGreaterThanOrEqual(1);
    expect(await history(user.id)).toEqual([]);
  });
});
