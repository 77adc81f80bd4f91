// action_start_exercise, action_exercise, weekly_goal, strikes, trained_days and me, on a test clock.
// November 2026: Mon 16, Tue 17, Wed 18, Thu 19, Fri 20, Sat 21, Sun 22, Mon 23 … (Berlin is UTC+1).
// Finishes here come after a start recorded 10 minutes earlier (startedBefore); the start rule itself, the
// plausible time and the daily cap are tested in activity-farming.test.ts.
import request from 'supertest';
import { createApp } from '../../app';
import { localDate, POINTS } from '../../modules/kernel';
import { bearerRequests } from '../bearer-requests';
import { type ClockedTestApp, useClockedTestApp, useExerciseIds } from '../clocked-app';
import { countingStatements } from '../test-app';
import { expectWpError } from '../wp-error';

const BASE = '/wp-json/officefit/v1';

const t = useClockedTestApp('2026-11-18T09:00:00Z');
const ex = useExerciseIds(t, 6);

const put = (token: string, path: string, body: unknown) =>
  bearerRequests(t.app, token, `${BASE}/`).put(path, body);
const get = (token: string, path: string) => bearerRequests(t.app, token, `${BASE}/`).get(path);
/** User id by token, for the start fixture. */
const userIds = new Map<string, number>();
async function createUser(email: string, options?: Parameters<ClockedTestApp['createUser']>[1]) {
  const user = await t.createUser(email, options);
  userIds.set(user.token, user.id);
  return user;
}

/** Records (without points) that the user started the exercise today, 10 minutes before the clock's now. */
async function startedBefore(token: string, exerciseId: number) {
  const userId = userIds.get(token)!;
  const { time_zone } = await t.db
    .selectFrom('users')
    .select('time_zone')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('exercise_activity')
    .values({
      user_id: userId,
      exercise_id: exerciseId,
      kind: 'start',
      mode: 'plan',
      activity_date: localDate(t.now(), time_zone),
      duration_seconds: 0,
      created_at: new Date(t.now().getTime() - 10 * 60_000),
    })
    .onConflict((oc) => oc.constraint('exercise_activity_once_per_day_key').doNothing())
    .execute();
}

/** PUT action_exercise of an exercise started 10 minutes ago. */
async function finish(token: string, id: number, mode = 'plan') {
  await startedBefore(token, id);
  return put(token, 'action_exercise', { id, mode });
}

/** Rows the activity endpoints write for the user. */
async function writes(userId: number) {
  const [activity, points, done] = await Promise.all([
    t.db
      .selectFrom('exercise_activity')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('point_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('plan_units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'done')
      .executeTakeFirstOrThrow(),
  ]);
  return { activity: Number(activity.n), points: Number(points.n), unitsDone: Number(done.n) };
}

async function planDay(userId: number, date: string, exerciseIds: number[]) {
  await t.db
    .insertInto('plan_units')
    .values(
      exerciseIds.map((exercise_id, i) => ({
        user_id: userId,
        plan_date: date,
        day: 1,
        position: i + 1,
        exercise_id,
      })),
    )
    .execute();
}

describe('authentication and bad input', () => {
  test('every endpoint needs a token', async () => {
    for (const [method, path] of [
      ['put', 'action_start_exercise'],
      ['put', 'action_exercise'],
      ['get', 'weekly_goal'],
      ['put', 'weekly_goal'],
      ['get', 'strikes'],
      ['get', 'trained_days'],
    ] as const) {
      const res = await request(t.app)[method](`${BASE}/${path}`).send({ id: ex[0], mode: 'plan' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('jwt_auth_no_auth_header');
    }
  });

  test('bad exercise action bodies → 400 naming the fields, nothing written', async () => {
    t.setNow('2026-11-18T09:00:00Z');
    const { id, token } = await createUser('bad-input@example.com');
    const cases: Array<[unknown, string[]]> = [
      [{}, ['id', 'mode']],
      [{ id: 'abc', mode: 'plan' }, ['id']],
      [{ id: 0, mode: 'plan' }, ['id']],
      [{ id: 1.5, mode: 'plan' }, ['id']],
      [{ id: 99_999_999_999, mode: 'plan' }, ['id']],
      [{ id: ex[0], mode: 'walk' }, ['mode']],
      [{ id: ex[0], mode: 'pain', region: 'nose' }, ['region']],
      [{ id: ex[0], mode: 'plan', user_id: 1 }, ['user_id']],
    ];
    for (const path of ['action_start_exercise', 'action_exercise']) {
      for (const [body, fields] of cases) {
        const res = await put(token, path, body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('rest_invalid_param');
        expect(Object.keys(res.body.data.params).sort()).toEqual(fields);
      }
      const unknown = await put(token, path, { id: 999_999, mode: 'free' });
      expectWpError(unknown, 404, 'rest_exercise_invalid', 'Invalid exercise ID.');
    }
    expect(await writes(id)).toEqual({ activity: 0, points: 0, unitsDone: 0 });
  });

  test('a numeric-string id and the optional fields are accepted', async () => {
    t.setNow('2026-11-21T09:00:00Z'); // Saturday: no strike flame
    const { token } = await createUser('string-id@example.com');
    const res = await put(token, 'action_start_exercise', {
      id: String(ex[0]),
      mode: 'pain',
      region: 'neck',
      restriction: 'onthego',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ points: POINTS.startExercise, fitness_points: POINTS.startExercise });
  });

  test('an empty region string means "no region" (the spec client sends region as a string)', async () => {
    t.setNow('2026-11-21T09:00:00Z'); // Saturday: no strike flame
    const { token } = await createUser('empty-region@example.com');
    const body = { id: ex[2], mode: 'pain', region: '' };
    const started = await put(token, 'action_start_exercise', body);
    expect(started.status).toBe(200);
    expect(started.body.points).toBe(POINTS.startExercise);
    t.setNow('2026-11-21T09:10:00Z');
    const finished = await put(token, 'action_exercise', body);
    expect(finished.status).toBe(200);
    expect(finished.body.points).toBeGreaterThan(0);
  });
});

describe('PUT action_start_exercise', () => {
  test('+5 once per exercise and day (the first points of a working day add the flame)', async () => {
    t.setNow('2026-11-18T09:00:00Z');
    const { id, token } = await createUser('starter@example.com');
    const first = await put(token, 'action_start_exercise', { id: ex[0], mode: 'plan' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toEqual({ points: 5 + 50, fitness_points: 55 });
    const again = await put(token, 'action_start_exercise', { id: ex[0], mode: 'plan' });
    expect(again.body).toEqual({ points: 0, fitness_points: 55 });
    const other = await put(token, 'action_start_exercise', { id: ex[1], mode: 'free' });
    expect(other.body).toEqual({ points: 5, fitness_points: 60 });
    expect(await writes(id)).toMatchObject({ activity: 2, points: 3 });
    // starting is not finishing: no trained day
    expect((await get(token, 'trained_days?from=2026-11-01&to=2026-11-30')).body).toEqual({ days: [] });
  });
});

describe('PUT action_exercise', () => {
  test('finishing: +20 once per exercise and day, units done, day bonus at 4/4, strike and weekly goal', async () => {
    t.setNow('2026-11-18T09:00:00Z');
    const { id, token } = await createUser('planner@example.com');
    await planDay(id, '2026-11-18', ex.slice(0, 4));
    // a unit of another day with the same exercise stays open
    await planDay(id, '2026-11-20', [ex[0]!]);

    const first = await finish(token, ex[0]!);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      points: POINTS.finishExercise + POINTS.strikeFlame,
      fitness_points: 70,
      weekly_goal: {
        weekdays: [1, 2, 3, 4, 5],
        target: 5,
        done: 1,
        reached: false,
        week: '2026-W47',
        today: '2026-11-18',
        days: [
          { date: '2026-11-16', trained: false },
          { date: '2026-11-17', trained: false },
          { date: '2026-11-18', trained: true },
          { date: '2026-11-19', trained: false },
          { date: '2026-11-20', trained: false },
          { date: '2026-11-21', trained: false },
          { date: '2026-11-22', trained: false },
        ],
      },
      strike: { flames: 1, since: '2026-11-18', lastDay: '2026-11-18' },
    });
    const units = await t.db
      .selectFrom('plan_units')
      .select(['plan_date', 'position', 'status', 'finished_at'])
      .where('user_id', '=', id)
      .orderBy('plan_date')
      .orderBy('position')
      .execute();
    expect(units.map((u) => [u.plan_date, u.position, u.status])).toEqual([
      ['2026-11-18', 1, 'done'],
      ['2026-11-18', 2, 'open'],
      ['2026-11-18', 3, 'open'],
      ['2026-11-18', 4, 'open'],
      ['2026-11-20', 1, 'open'],
    ]);
    expect(units[0]!.finished_at).toBeInstanceOf(Date);

    // the same exercise again (a retry): nothing new
    const again = await finish(token, ex[0]!);
    expect(again.body).toMatchObject({ points: 0, fitness_points: 70, strike: { flames: 1 } });

    // the free mode also completes the planned unit
    expect((await finish(token, ex[1]!, 'free')).body.points).toBe(20);
    expect((await finish(token, ex[2]!)).body.points).toBe(20);
    const last = await finish(token, ex[3]!);
    expect(last.body.points).toBe(POINTS.finishExercise + POINTS.planDayComplete);
    expect(last.body.fitness_points).toBe(70 + 20 + 20 + 50);
    expect((await finish(token, ex[3]!)).body.points).toBe(0);

    // 4 starts (fixture) and 4 finishes
    expect(await writes(id)).toEqual({ activity: 8, points: 6, unitsDone: 4 });
    const reasons = await t.db
      .selectFrom('point_events')
      .select(['reason', 'ref', 'points', 'activity_date'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute();
    expect(reasons).toEqual([
      {
        reason: 'exercise_finish',
        ref: `finish:${ex[0]}:2026-11-18`,
        points: 20,
        activity_date: '2026-11-18',
      },
      { reason: 'strike', ref: 'strike:2026-11-18', points: 50, activity_date: '2026-11-18' },
      {
        reason: 'exercise_finish',
        ref: `finish:${ex[1]}:2026-11-18`,
        points: 20,
        activity_date: '2026-11-18',
      },
      {
        reason: 'exercise_finish',
        ref: `finish:${ex[2]}:2026-11-18`,
        points: 20,
        activity_date: '2026-11-18',
      },
      {
        reason: 'exercise_finish',
        ref: `finish:${ex[3]}:2026-11-18`,
        points: 20,
        activity_date: '2026-11-18',
      },
      { reason: 'plan_day_complete', ref: 'day:2026-11-18', points: 30, activity_date: '2026-11-18' },
    ]);

    // me reflects it
    const me = (await get(token, 'me')).body;
    const seconds = await t.db
      .selectFrom('exercises')
      .select((eb) => eb.fn.sum<number>('duration_seconds').as('s'))
      .where('id', 'in', ex.slice(0, 4))
      .executeTakeFirstOrThrow();
    expect(me.meta).toMatchObject({ strike: 1, fitness_points: 160, weekly_goal: 5, steps: 0, stepcount: 0 });
    expect(me.stats).toEqual({
      activeHabits: 0,
      exercises: 4,
      exercisesFull: 4,
      articles: 0,
      articlesFull: 0,
      minutes: Math.round(Number(seconds.s) / 60),
      steps: 0,
    });
    // the next day: nothing finished today, the totals stay
    t.setNow('2026-11-19T09:00:00Z');
    const nextDay = (await get(token, 'me')).body;
    expect(nextDay.stats).toMatchObject({ exercises: 0, exercisesFull: 4 });
    expect(nextDay.meta.strike).toBe(1);
  });

  test('concurrent and repeated calls award the points once', async () => {
    t.setNow('2026-11-18T10:00:00Z');
    const { id, token } = await createUser('racer@example.com');
    const results = await Promise.all(Array.from({ length: 6 }, () => finish(token, ex[4]!)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(results.reduce((sum, r) => sum + r.body.points, 0)).toBe(70);
    expect(Math.max(...results.map((r) => r.body.fitness_points))).toBe(70);
    expect(await writes(id)).toEqual({ activity: 2, points: 2, unitsDone: 0 });
  });

  test('a finish is one read after the lock and one write; a finish that changes nothing writes nothing', async () => {
    t.setNow('2026-11-18T10:30:00Z');
    const { db, answered } = countingStatements(t.db);
    const app = createApp({
      db,
      dbKind: t.kind,
      jwt: { secret: t.jwtSecret, expiresInSeconds: 3600 },
      clock: () => t.now(),
    });
    const { id, token } = await createUser('counted@example.com');
    await planDay(id, '2026-11-18', [ex[0]!, ex[1]!]);
    const finishCounted = async () => {
      await startedBefore(token, ex[0]!);
      answered.length = 0;
      const res = await request(app)
        .put(`${BASE}/action_exercise`)
        .set('Authorization', `Bearer ${token}`)
        .send({ id: ex[0], mode: 'plan' });
      expect(res.status).toBe(200);
      // the token check, the user's lock, the read, the write (BEGIN and COMMIT do not pass plugins)
      return { body: res.body, statements: answered.length };
    };
    const first = await finishCounted();
    expect(first.statements).toBe(4);
    expect(first.body.points).toBe(POINTS.finishExercise + POINTS.strikeFlame);
    expect(await writes(id)).toEqual({ activity: 2, points: 2, unitsDone: 1 });
    const again = await finishCounted();
    expect(again.statements).toBe(3);
    expect(again.body).toEqual({ ...first.body, points: 0 });
    expect(await writes(id)).toEqual({ activity: 2, points: 2, unitsDone: 1 });
  });

  test('the weekly goal bonus comes once, when the week becomes reached', async () => {
    t.setNow('2026-11-18T09:00:00Z');
    const { token } = await createUser('weekly@example.com');
    const goal = await put(token, 'weekly_goal', { weekdays: [5, 3, 1], target: 2 });
    expect(goal.status).toBe(200);
    expect(goal.body).toMatchObject({
      weekdays: [1, 3, 5],
      target: 2,
      done: 0,
      reached: false,
      week: '2026-W47',
    });

    expect((await finish(token, ex[0]!)).body).toMatchObject({
      points: 70,
      weekly_goal: { done: 1, reached: false },
    });
    // a second exercise the same day is not a second day
    expect((await finish(token, ex[1]!)).body).toMatchObject({ points: 20, weekly_goal: { done: 1 } });
    t.setNow('2026-11-19T09:00:00Z');
    expect((await finish(token, ex[0]!)).body).toMatchObject({
      points: 20 + 50 + POINTS.weeklyGoal,
      weekly_goal: { done: 2, reached: true },
      strike: { flames: 2, since: '2026-11-18', lastDay: '2026-11-19' },
    });
    t.setNow('2026-11-20T09:00:00Z');
    expect((await finish(token, ex[0]!)).body).toMatchObject({
      points: 70,
      weekly_goal: { done: 3, reached: true },
    });
    // a new ISO week starts from zero
    t.setNow('2026-11-23T09:00:00Z');
    const monday = await get(token, 'weekly_goal');
    expect(monday.body).toMatchObject({ week: '2026-W48', done: 0, reached: false, target: 2 });
    expect((await get(token, 'me')).body.meta.weekly_goal).toBe(2);
  });

  test('strike over days: Friday → Monday keeps it, a missed Tuesday resets it', async () => {
    const { token } = await createUser('striker@example.com');
    t.setNow('2026-11-19T09:00:00Z');
    expect((await put(token, 'action_start_exercise', { id: ex[0], mode: 'plan' })).body.points).toBe(55);
    t.setNow('2026-11-20T09:00:00Z');
    expect((await finish(token, ex[0]!)).body.strike).toEqual({
      flames: 2,
      since: '2026-11-19',
      lastDay: '2026-11-20',
    });
    t.setNow('2026-11-23T07:00:00Z');
    expect((await get(token, 'strikes')).body).toEqual({
      flames: 2,
      since: '2026-11-19',
      lastDay: '2026-11-20',
    });
    expect((await get(token, 'me')).body.meta.strike).toBe(2);
    expect((await finish(token, ex[0]!)).body.strike).toEqual({
      flames: 3,
      since: '2026-11-19',
      lastDay: '2026-11-23',
    });
    t.setNow('2026-11-25T09:00:00Z');
    expect((await get(token, 'strikes')).body).toEqual({ flames: 0, since: null, lastDay: null });
    expect((await get(token, 'me')).body.meta.strike).toBe(0);
    expect((await finish(token, ex[0]!)).body.strike).toEqual({
      flames: 1,
      since: '2026-11-25',
      lastDay: '2026-11-25',
    });
  });

  test('an absence week keeps the strike; weekends and absence days earn no flame', async () => {
    const { id, token } = await createUser('away@example.com');
    await t.db
      .updateTable('users')
      .set({ absence_from: '2026-11-23', absence_until: '2026-11-27', absence_reason: 'vacation' })
      .where('id', '=', id)
      .execute();
    t.setNow('2026-11-20T09:00:00Z');
    await finish(token, ex[0]!);
    t.setNow('2026-11-21T09:00:00Z'); // Saturday
    expect((await finish(token, ex[0]!)).body.points).toBe(20);
    t.setNow('2026-11-24T09:00:00Z'); // absent
    expect((await finish(token, ex[0]!)).body).toMatchObject({ points: 20, strike: { flames: 1 } });
    t.setNow('2026-11-30T09:00:00Z');
    expect((await finish(token, ex[0]!)).body).toMatchObject({
      points: 70,
      strike: { flames: 2, since: '2026-11-20', lastDay: '2026-11-30' },
    });
  });

  test('the local day follows Berlin midnight: 23:59 and 00:01 are two days', async () => {
    const { id, token } = await createUser('night@example.com');
    t.setNow('2026-11-18T22:59:00Z'); // Wed 23:59 in Berlin
    expect((await finish(token, ex[0]!)).body.points).toBe(70);
    t.setNow('2026-11-18T23:01:00Z'); // Thu 00:01 in Berlin
    expect((await finish(token, ex[0]!)).body).toMatchObject({ points: 70, strike: { flames: 2 } });
    const dates = await t.db
      .selectFrom('exercise_activity')
      .select('activity_date')
      .where('user_id', '=', id)
      .where('kind', '=', 'finish')
      .orderBy('activity_date')
      .execute();
    expect(dates.map((d) => d.activity_date)).toEqual(['2026-11-18', '2026-11-19']);
    // a user in New York is still on Wednesday
    const ny = await createUser('ny@example.com', { timeZone: 'America/New_York' });
    await finish(ny.token, ex[0]!);
    expect((await get(ny.token, 'trained_days?from=2026-11-01&to=2026-11-30')).body).toEqual({
      days: ['2026-11-18'],
    });
  });
});

describe('weekly_goal', () => {
  test('GET defaults to the weekdays; PUT stores weekdays and target (default: number of weekdays)', async () => {
    t.setNow('2026-11-18T09:00:00Z');
    const { id, token } = await createUser('goal@example.com');
    const initial = await get(token, 'weekly_goal');
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ weekdays: [1, 2, 3, 4, 5], target: 5, done: 0, reached: false });
    expect(initial.body.days).toHaveLength(7);
    const saved = await put(token, 'weekly_goal', { weekdays: [2, 4] });
    expect(saved.body).toMatchObject({ weekdays: [2, 4], target: 2 });
    const user = await t.db
      .selectFrom('users')
      .select(['weekdays', 'weekly_goal'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ weekdays: [2, 4], weekly_goal: 2 });
    expect((await get(token, 'me')).body).toMatchObject({ weekdays: [2, 4], meta: { weekly_goal: 2 } });
  });

  test('bad bodies → 400 naming the field, nothing changes', async () => {
    const { id, token } = await createUser('goal-bad@example.com');
    const cases: Array<[unknown, string]> = [
      [{}, 'weekdays'],
      [{ weekdays: [] }, 'weekdays'],
      [{ weekdays: [0] }, 'weekdays.0'],
      [{ weekdays: [1, 8] }, 'weekdays.1'],
      [{ weekdays: [1, 1] }, 'weekdays'],
      [{ weekdays: [1, 2, 3, 4, 5, 6, 7, 1] }, 'weekdays'],
      [{ weekdays: '1,2' }, 'weekdays'],
      [{ weekdays: [1], target: 0 }, 'target'],
      [{ weekdays: [1], target: 8 }, 'target'],
      [{ weekdays: [1], target: 2.5 }, 'target'],
      [{ weekdays: [1], user_id: 3 }, 'user_id'],
    ];
    for (const [body, field] of cases) {
      const res = await put(token, 'weekly_goal', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params)).toEqual([field]);
    }
    const user = await t.db
      .selectFrom('users')
      .select(['weekdays', 'weekly_goal'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ weekdays: [1, 2, 3, 4, 5], weekly_goal: 0 });
  });
});

describe('trained_days and other users', () => {
  test('the distinct days with a finished exercise in the range', async () => {
    const { token } = await createUser('calendar@example.com');
    for (const instant of ['2026-10-30T09:00:00Z', '2026-11-02T09:00:00Z', '2026-11-05T09:00:00Z']) {
      t.setNow(instant);
      await finish(token, ex[0]!);
      await finish(token, ex[1]!);
    }
    expect((await get(token, 'trained_days?from=2026-10-01&to=2026-11-30')).body).toEqual({
      days: ['2026-10-30', '2026-11-02', '2026-11-05'],
    });
    expect((await get(token, 'trained_days?from=2026-11-02&to=2026-11-04')).body).toEqual({
      days: ['2026-11-02'],
    });
    // default: the current month up to today
    t.setNow('2026-11-18T09:00:00Z');
    expect((await get(token, 'trained_days')).body).toEqual({ days: ['2026-11-02', '2026-11-05'] });
    expect((await get(token, 'trained_days?to=2026-10-31')).body).toEqual({ days: ['2026-10-30'] });
  });

  test('bad ranges → 400', async () => {
    const { token } = await createUser('calendar-bad@example.com');
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-11-10&to=2026-11-01', 'from'],
      ['from=2025-01-01&to=2026-11-01', 'to'],
      ['user_id=1', 'user_id'],
    ]) {
      const res = await get(token, `trained_days?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params)).toEqual([field]);
    }
  });

  test("a user never sees or changes another user's activity", async () => {
    t.setNow('2026-11-18T09:00:00Z');
    const a = await createUser('alice@example.com');
    const b = await createUser('bob@example.com');
    await finish(a.token, ex[0]!);
    await put(a.token, 'weekly_goal', { weekdays: [1], target: 1 });
    expect((await get(b.token, 'trained_days?from=2026-11-01&to=2026-11-30')).body).toEqual({ days: [] });
    expect((await get(b.token, 'strikes')).body.flames).toBe(0);
    expect((await get(b.token, 'weekly_goal')).body).toMatchObject({ target: 5, done: 0 });
    expect((await get(b.token, 'me')).body.stats.exercisesFull).toBe(0);
    for (const path of [`strikes?user_id=${a.id}`, `weekly_goal?user=${a.id}`]) {
      expect((await get(b.token, path)).status).toBe(400);
    }
    expect((await put(b.token, 'action_exercise', { id: ex[0], mode: 'plan', user: a.id })).status).toBe(400);
    expect(await writes(a.id)).toMatchObject({ activity: 2, points: 2 });
  });
});
