// Issue 9, point 4 (points farming): a finish needs today's start of the exercise a plausible time earlier, and
// exercise points (start + finish) stop at a daily cap, also under parallel requests. Saturday 21 November 2026
// (Berlin, UTC+1) keeps strike flames out of the way; the cap is checked on the exercise reasons only.
import { activityOptionsFromEnv } from '../../modules/activity';
import { DAILY_EXERCISE_POINTS_CAP, POINT_REASONS, POINTS } from '../../modules/kernel';
import { useClockedTestApp, useExerciseIds } from '../clocked-app';
import { expectWpError } from '../wp-error';

const SATURDAY = '2026-11-21T09:00:00Z';

const t = useClockedTestApp(SATURDAY);
const ex = useExerciseIds(t, 16);

const start = (token: string, id: number) => t.startExercise(token, id);
const finish = (token: string, id: number) => t.finishExercise(token, id);
const later = (seconds: number) => t.later(seconds);

/** The user's activity rows by kind and exercise points of the day. */
async function state(userId: number, date = '2026-11-21') {
  const [activity, points] = await Promise.all([
    t.db
      .selectFrom('exercise_activity')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .groupBy('kind')
      .execute(),
    t.db
      .selectFrom('point_events')
      .select(['reason', (eb) => eb.fn.sum<number>('points').as('sum')])
      .where('user_id', '=', userId)
      .where('activity_date', '=', date)
      .groupBy('reason')
      .execute(),
  ]);
  const count = (kind: string) => Number(activity.find((r) => r.kind === kind)?.n ?? 0);
  const sum = (reason: string) => Number(points.find((r) => r.reason === reason)?.sum ?? 0);
  return {
    starts: count('start'),
    finishes: count('finish'),
    startPoints: sum(POINT_REASONS.startExercise),
    finishPoints: sum(POINT_REASONS.finishExercise),
    allPoints: points.reduce((total, r) => total + Number(r.sum), 0),
  };
}

describe('a finish needs a started exercise', () => {
  test('finishing without a start → 409 rest_exercise_not_started, nothing written', async () => {
    t.setNow(SATURDAY);
    const { id, token } = await t.createUser('no-start@example.com');
    const res = await finish(token, ex[0]!);
    expectWpError(
      res,
      409,
      'rest_exercise_not_started',
      'The exercise was not started today. Start it before finishing it.',
    );
    expect(await state(id)).toEqual({
      starts: 0,
      finishes: 0,
      startPoints: 0,
      finishPoints: 0,
      allPoints: 0,
    });
  });

  test('the report of the issue: a burst of finishes without starts earns nothing', async () => {
    t.setNow(SATURDAY);
    const { id, token } = await t.createUser('farmer@example.com');
    const results = await Promise.all(ex.map((exerciseId) => finish(token, exerciseId)));
    expect(results.map((r) => r.status)).toEqual(ex.map(() => 409));
    expect((await state(id)).allPoints).toBe(0);
  });

  test("only today's own start counts: not yesterday's, not another user's", async () => {
    const { id, token } = await t.createUser('yesterday@example.com');
    const other = await t.createUser('other-starter@example.com');
    t.setNow('2026-11-20T15:00:00Z');
    expect((await start(token, ex[0]!)).status).toBe(200);
    t.setNow(SATURDAY);
    expect((await start(other.token, ex[0]!)).status).toBe(200);
    later(600);
    expect((await finish(token, ex[0]!)).body.code).toBe('rest_exercise_not_started');
    expect(await state(id)).toMatchObject({ starts: 1, finishes: 0, allPoints: 0 });
  });

  test('finishing too early → 409 rest_exercise_too_early with Retry-After; in time it counts', async () => {
    t.setNow(SATURDAY);
    const { id, token } = await t.createUser('hasty@example.com');
    const minimum = await t.minElapsedSeconds(ex[1]!);
    expect((await start(token, ex[1]!)).body.points).toBe(POINTS.startExercise);

    later(minimum - 10);
    const early = await finish(token, ex[1]!);
    expect(early.status).toBe(409);
    expect(early.headers['retry-after']).toBe('10');
    expect(early.body).toEqual({
      code: 'rest_exercise_too_early',
      message:
        'The exercise was started too recently to be finished. Please do the exercise first (10 s left).',
      data: { status: 409, params: { wait_seconds: '10' } },
    });
    // a second start does not move the start (nor pay again)
    expect((await start(token, ex[1]!)).body.points).toBe(0);
    expect(await state(id)).toMatchObject({ starts: 1, finishes: 0, finishPoints: 0 });

    later(10);
    const done = await finish(token, ex[1]!);
    expect(done.status).toBe(200);
    expect(done.body.points).toBe(POINTS.finishExercise);
    // a retry still answers (no new points): the start stays valid for the day
    expect((await finish(token, ex[1]!)).body).toMatchObject({ points: 0 });
    expect(await state(id)).toMatchObject({ starts: 1, finishes: 1, finishPoints: POINTS.finishExercise });
  });

  test('EXERCISE_MIN_ELAPSED_FRACTION: unset keeps the default, 0–1 is taken, anything else fails', () => {
    expect(activityOptionsFromEnv({})).toEqual({});
    expect(activityOptionsFromEnv({ EXERCISE_MIN_ELAPSED_FRACTION: '' })).toEqual({});
    expect(activityOptionsFromEnv({ EXERCISE_MIN_ELAPSED_FRACTION: '0' })).toEqual({ minElapsedFraction: 0 });
    expect(activityOptionsFromEnv({ EXERCISE_MIN_ELAPSED_FRACTION: '0.25' })).toEqual({
      minElapsedFraction: 0.25,
    });
    for (const bad of ['-0.1', '1.5', 'half']) {
      expect(() => activityOptionsFromEnv({ EXERCISE_MIN_ELAPSED_FRACTION: bad })).toThrow(
        /EXERCISE_MIN_ELAPSED_FRACTION/,
      );
    }
  });
});

describe('daily cap on exercise points', () => {
  test('the cap is 8 exercises × (start + finish)', () => {
    expect(DAILY_EXERCISE_POINTS_CAP).toBe(200);
  });

  test('beyond the cap an exercise still counts (unit done, trained day) but earns no points', async () => {
    t.setNow(SATURDAY);
    const { id, token } = await t.createUser('capped@example.com');
    await t.db
      .insertInto('plan_units')
      .values({ user_id: id, plan_date: '2026-11-21', day: 1, position: 1, exercise_id: ex[8]! })
      .execute();
    for (const exerciseId of ex.slice(0, 8)) {
      expect((await start(token, exerciseId)).body.points).toBe(POINTS.startExercise);
      later(600);
      expect((await finish(token, exerciseId)).body.points).toBe(POINTS.finishExercise);
    }
    expect(await state(id)).toMatchObject({ startPoints: 40, finishPoints: 160 });

    // the ninth exercise: recorded, its plan unit done, no points
    expect((await start(token, ex[8]!)).body.points).toBe(0);
    later(600);
    const ninth = await finish(token, ex[8]!);
    expect(ninth.status).toBe(200);
    expect(ninth.body).toMatchObject({ points: 0, fitness_points: DAILY_EXERCISE_POINTS_CAP });
    expect(await state(id)).toEqual({
      starts: 9,
      finishes: 9,
      startPoints: 40,
      finishPoints: 160,
      allPoints: DAILY_EXERCISE_POINTS_CAP,
    });
    const unit = await t.db
      .selectFrom('plan_units')
      .select('status')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(unit.status).toBe('done');

    // the next day starts from zero
    t.setNow('2026-11-22T09:00:00Z');
    expect((await start(token, ex[0]!)).body.points).toBe(POINTS.startExercise);
  });

  test('parallel finishes at the cap: exactly the points that fit, never more', async () => {
    t.setNow(SATURDAY);
    const { id, token } = await t.createUser('parallel-cap@example.com');
    // 12 starts = 60 points, so 140 are left: room for exactly 7 finishes of 20
    for (const exerciseId of ex.slice(0, 12)) await start(token, exerciseId);
    later(600);
    const results = await Promise.all(ex.slice(0, 12).map((exerciseId) => finish(token, exerciseId)));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const paid = results.map((r) => r.body.points as number);
    expect(paid.filter((p) => p === POINTS.finishExercise)).toHaveLength(7);
    expect(paid.filter((p) => p === 0)).toHaveLength(5);
    expect(await state(id)).toEqual({
      starts: 12,
      finishes: 12,
      startPoints: 60,
      finishPoints: 140,
      allPoints: DAILY_EXERCISE_POINTS_CAP,
    });
  });

  test('parallel starts stop at the cap too', async () => {
    t.setNow(SATURDAY);
    const { id, token } = await t.createUser('parallel-starts@example.com');
    const extra = await t.exerciseIds(45);
    const results = await Promise.all(extra.map((exerciseId) => start(token, exerciseId)));
    expect(results.map((r) => r.status)).toEqual(extra.map(() => 200));
    // 40 starts fill the cap; the other 5 are recorded without points
    expect(results.filter((r) => r.body.points === POINTS.startExercise)).toHaveLength(40);
    expect(await state(id)).toEqual({
      starts: 45,
      finishes: 0,
      startPoints: DAILY_EXERCISE_POINTS_CAP,
      finishPoints: 0,
      allPoints: DAILY_EXERCISE_POINTS_CAP,
    });
  });
});
