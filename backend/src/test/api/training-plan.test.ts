// current_units, day_units, current_day, start_unit, finish_unit; plan rules seen through the API.
import { useClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS } from '../test-app';
import { expectWpError } from '../wp-error';
import {
  api,
  EXERCISE_SUMMARY_KEYS,
  insertExercise,
  insertExercises,
  PAINFUL_KNEE,
  profileBody,
} from '../training-fixtures';

// Monday 23 November 2026, 10:00 in Berlin
const NOW = '2026-11-23T09:00:00Z';
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7];

const t = useClockedTestApp(NOW);
const http = api(t);
beforeAll(async () => {
  await insertExercises(t.db, 'plan-safe', 30, {
    focus: ['strength'],
    goals: ['muscle'],
    kind: 'strengthening',
  });
}, DB_SETUP_TIMEOUT_MS);
afterEach(() => t.setNow(NOW));

interface UnitJson {
  id: number;
  day: number;
  date: string;
  position: number;
  status: string;
  exercise: { id: number; name: string; regions: string[]; kind: string };
}

/** A user with a saved profile (weekdays as given); returns id and token. */
async function userWithPlan(email: string, weekdays = [1, 3, 5], anamnesis = {}, injuries = [PAINFUL_KNEE]) {
  const user = await t.createUser(email);
  await t.db.updateTable('users').set({ weekdays }).where('id', '=', user.id).execute();
  await http.put('anamnesis', profileBody(anamnesis, injuries), user.token).expect(200);
  return user;
}

const unitRow = (id: number) =>
  t.db.selectFrom('plan_units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** How many plan-day bonuses the user was paid. */
async function dayBonuses(userId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('point_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('reason', '=', 'plan_day_complete')
    .execute();
  return rows.length;
}

test('every endpoint needs a token', async () => {
  for (const path of ['current_units', 'day_units/1', 'current_day']) {
    expect((await http.get(path)).status).toBe(401);
  }
  expect((await http.put('start_unit', { id: 1 })).status).toBe(401);
  expect((await http.put('finish_unit', { id: 1 })).status).toBe(401);
});

test('current_units: today’s four units with exercise summaries, in the requested language', async () => {
  const user = await userWithPlan('plan-current@example.com');
  const res = await http.get('current_units?lang=en', user.token);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toMatchObject({ day: 1, date: '2026-11-23', maxDay: 12, done: 0, total: 4 });
  expect(res.body.units).toHaveLength(4);
  const units = res.body.units as UnitJson[];
  expect(units.map((u) => u.position)).toEqual([1, 2, 3, 4]);
  for (const unit of units) {
    expect(unit).toMatchObject({ day: 1, date: '2026-11-23', status: 'open' });
    expect(Object.keys(unit.exercise).sort()).toEqual(EXERCISE_SUMMARY_KEYS);
  }
  const de = await http.get('current_units', user.token);
  expect(de.body.units.map((u: UnitJson) => u.id)).toEqual(units.map((u) => u.id));
  const fixture = units.find((u) => u.exercise.name.startsWith('Exercise plan-safe'));
  if (fixture) {
    const german = de.body.units.find((u: UnitJson) => u.id === fixture.id);
    expect(german.exercise.name).toMatch(/^Übung plan-safe/);
  }
});

test('on a day without training, current_units shows the next plan day', async () => {
  const user = await userWithPlan('plan-next@example.com');
  t.setNow('2026-11-24T09:00:00Z'); // Tuesday
  const res = await http.get('current_units', user.token);
  expect(res.body).toMatchObject({ day: 2, date: '2026-11-25', maxDay: 12, total: 4 });
});

test('day_units and current_day', async () => {
  const user = await userWithPlan('plan-days@example.com');
  const day3 = await http.get('day_units/3?lang=de', user.token);
  expect(day3.status).toBe(200);
  expect(day3.body).toMatchObject({ day: 3, date: '2026-11-27' });
  expect(day3.body.units).toHaveLength(4);

  const current = await http.get('current_day', user.token);
  expect(current.status).toBe(200);
  expect(current.body.day).toBe(1);
  expect(current.body.maxDay).toBe(12);
  expect(current.body.days).toHaveLength(12);
  expect(current.body.days[0]).toEqual({ day: 1, date: '2026-11-23', done: 0, total: 4 });
  expect(current.body.days[11].date <= '2026-12-20').toBe(true);

  for (const day of ['0', '13', '999']) {
    const res = await http.get(`day_units/${day}`, user.token);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_day_invalid');
  }
  expect((await http.get('day_units/abc', user.token)).body.code).toBe('rest_invalid_param');
  expect((await http.get('current_units?lang=fr', user.token)).status).toBe(400);
});

test('start_unit and finish_unit: statuses, dayDone after the fourth, idempotent', async () => {
  const user = await userWithPlan('plan-finish@example.com');
  const units = (await http.get('current_units', user.token)).body.units as UnitJson[];
  const started = await http.put('start_unit', { id: units[0]!.id }, user.token);
  expect(started.status).toBe(200);
  expect(started.body.unit).toMatchObject({
    id: units[0]!.id,
    status: 'started',
    exercise: units[0]!.exercise,
  });
  const row = await t.db
    .selectFrom('plan_units')
    .selectAll()
    .where('id', '=', units[0]!.id)
    .executeTakeFirstOrThrow();
  expect(row.started_at).toBeInstanceOf(Date);

  for (const [index, unit] of units.entries()) {
    // a unit is done because its exercise was: finish_unit alone is refused and changes nothing
    const early = await http.put('finish_unit', { id: unit.id }, user.token);
    expect([early.status, early.body.code]).toEqual([409, 'rest_unit_not_finished']);
    expect((await unitRow(unit.id)).status).not.toBe('done');
    await t.doExercise(user.token, unit.exercise.id);
    const res = await http.put('finish_unit', { id: String(unit.id) }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.unit.status).toBe('done');
    expect(res.body.dayDone).toBe(index === 3);
  }
  // starting a finished unit again does not undo it
  expect((await http.put('start_unit', { id: units[1]!.id }, user.token)).body.unit.status).toBe('done');
  const current = await http.get('current_units', user.token);
  expect(current.body).toMatchObject({ done: 4, total: 4 });
  expect((await http.get('current_day', user.token)).body.days[0]).toMatchObject({ done: 4, total: 4 });
});

test('finish_unit after a finish refused as too early: the unit stays open and no day bonus is paid', async () => {
  const user = await userWithPlan('plan-too-early@example.com');
  const units = (await http.get('current_units', user.token)).body.units as UnitJson[];
  for (const unit of units.slice(0, 3)) await t.doExercise(user.token, unit.exercise.id);
  const last = units[3]!;
  expect((await t.startExercise(user.token, last.exercise.id)).status).toBe(200);
  const refused = await t.finishExercise(user.token, last.exercise.id);
  expect([refused.status, refused.body.code]).toEqual([409, 'rest_exercise_too_early']);
  const unit = await http.put('finish_unit', { id: last.id }, user.token);
  expect([unit.status, unit.body.code]).toEqual([409, 'rest_unit_not_finished']);
  expect((await unitRow(last.id)).status).not.toBe('done');
  // another exercise finished today does not complete the day either
  const [other] = (await t.exerciseIds(40)).filter((id) => !units.some((u) => u.exercise.id === id));
  await t.doExercise(user.token, other!);
  expect(await dayBonuses(user.id)).toBe(0);
  // the day's bonus follows the real finish of the last unit's exercise
  t.later(await t.minElapsedSeconds(last.exercise.id));
  expect((await t.finishExercise(user.token, last.exercise.id)).status).toBe(200);
  expect(await dayBonuses(user.id)).toBe(1);
});

test('another user’s unit → 404 rest_unit_invalid and nothing changes; bad ids → 400', async () => {
  const owner = await userWithPlan('plan-owner@example.com');
  const other = await userWithPlan('plan-other@example.com');
  const unit = ((await http.get('current_units', owner.token)).body.units as UnitJson[])[0]!;
  for (const path of ['start_unit', 'finish_unit']) {
    const res = await http.put(path, { id: unit.id }, other.token);
    expectWpError(res, 404, 'rest_unit_invalid', 'Invalid unit ID.');
  }
  const row = await t.db
    .selectFrom('plan_units')
    .selectAll()
    .where('id', '=', unit.id)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'open', started_at: null, finished_at: null });

  for (const body of [{}, { id: 'abc' }, { id: -1 }, { id: 1.5 }, { id: unit.id, extra: 1 }]) {
    const res = await http.put('start_unit', body, owner.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  }
  expect((await http.put('finish_unit', { id: 2_000_000_000 }, owner.token)).body.code).toBe(
    'rest_unit_invalid',
  );
});

test('an open knee injury: no exercise contraindicated for the knee in the whole 28-day plan', async () => {
  const risky = await insertExercises(t.db, 'knee-risky', 8, {
    kind: 'strengthening',
    focus: ['strength', 'mobility'],
    goals: ['muscle', 'agility'],
    contraindicated: ['knee'],
  });
  const loading = await insertExercises(t.db, 'knee-loading', 4, {
    focus: ['strength', 'mobility'],
    goals: ['muscle'],
    regions: ['knee'],
  });
  const gentle = await insertExercises(t.db, 'knee-gentle', 3, {
    focus: ['mobility'],
    regions: ['knee', 'thigh_front'],
    gentle: true,
  });
  const user = await userWithPlan('plan-knee@example.com', ALL_WEEK);
  const units = await t.db
    .selectFrom('plan_units as u')
    .innerJoin('exercises as e', 'e.id', 'u.exercise_id')
    .select(['u.exercise_id', 'u.plan_date', 'e.contraindicated_regions', 'e.regions', 'e.gentle'])
    .where('u.user_id', '=', user.id)
    .execute();
  expect(units).toHaveLength(28 * 4);
  expect(units.filter((u) => u.contraindicated_regions.includes('knee'))).toEqual([]);
  expect(units.some((u) => risky.includes(u.exercise_id))).toBe(false);
  // exercises loading the painful knee are not gentle: left out; gentle ones are favoured
  expect(units.some((u) => loading.includes(u.exercise_id))).toBe(false);
  expect(units.filter((u) => u.regions.includes('knee')).every((u) => u.gentle)).toBe(true);
  expect(units.some((u) => gentle.includes(u.exercise_id))).toBe(true);

  // the same user without the injury would get the risky ones
  await http.put('anamnesis', profileBody({}, []), user.token).expect(200);
  const free = await t.db
    .selectFrom('plan_units')
    .select('exercise_id')
    .where('user_id', '=', user.id)
    .execute();
  expect(free.some((u) => risky.includes(u.exercise_id))).toBe(true);
});

test('re-saving on the same day keeps today’s finished unit in its place', async () => {
  const user = await userWithPlan('plan-resave@example.com');
  const units = (await http.get('current_units', user.token)).body.units as UnitJson[];
  await t.doExercise(user.token, units[1]!.exercise.id);
  await http.put('finish_unit', { id: units[1]!.id }, user.token).expect(200);
  await http.put('anamnesis', profileBody({ fitness: 2 }, []), user.token).expect(200);
  const after = (await http.get('current_units', user.token)).body;
  expect(after).toMatchObject({ day: 1, date: '2026-11-23', done: 1, total: 4 });
  expect(after.units[1]).toMatchObject({ id: units[1]!.id, position: 2, status: 'done' });
  const ids = after.units.map((u: UnitJson) => u.exercise.id);
  expect(new Set(ids).size).toBe(4);
});

test('mental-strength exercises: one per day with a sleep focus, none otherwise', async () => {
  await insertExercises(t.db, 'plan-mental', 6, {
    kind: 'mental',
    focus: ['sleep'],
    regions: ['brain'],
    goals: ['wellbeing'],
  });
  const sleeper = await userWithPlan(
    'plan-sleep@example.com',
    [1, 3, 5],
    { focus: ['sleep', 'strength'] },
    [],
  );
  const kinds = await t.db
    .selectFrom('plan_units as u')
    .innerJoin('exercises as e', 'e.id', 'u.exercise_id')
    .select(['u.plan_date', 'e.kind'])
    .where('u.user_id', '=', sleeper.id)
    .execute();
  const dates = [...new Set(kinds.map((k) => k.plan_date))];
  expect(dates).toHaveLength(12);
  for (const date of dates) {
    expect(kinds.filter((k) => k.plan_date === date && k.kind === 'mental')).toHaveLength(1);
  }
  const athlete = await userWithPlan(
    'plan-athlete@example.com',
    [1, 3, 5],
    { focus: ['strength', 'sport'] },
    [],
  );
  const athleteKinds = await t.db
    .selectFrom('plan_units as u')
    .innerJoin('exercises as e', 'e.id', 'u.exercise_id')
    .select('e.kind')
    .where('u.user_id', '=', athlete.id)
    .execute();
  expect(athleteKinds.some((k) => k.kind === 'mental')).toBe(false);
});

test('a finished phase: the next visit starts a new one from today', async () => {
  const user = await userWithPlan('plan-phase@example.com');
  t.setNow('2026-12-28T09:00:00Z');
  const res = await http.get('current_units', user.token);
  expect(res.body).toMatchObject({ day: 1, date: '2026-12-28', maxDay: 12, total: 4 });
  const plan = await t.db
    .selectFrom('plans')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  expect(plan).toMatchObject({ starts_on: '2026-12-28', ends_on: '2027-01-24' });
  // concurrent visits build it once
  t.setNow('2027-02-01T09:00:00Z');
  await Promise.all([http.get('current_units', user.token), http.get('current_day', user.token)]);
  const units = await t.db
    .selectFrom('plan_units')
    .select('id')
    .where('user_id', '=', user.id)
    .where('plan_date', '>=', '2027-02-01')
    .execute();
  expect(units).toHaveLength(48);
});

test('without a health profile there is no plan: empty answers, day_units 404', async () => {
  const user = await t.createUser('plan-none@example.com');
  expect((await http.get('current_units', user.token)).body).toEqual({
    units: [],
    day: 0,
    date: '2026-11-23',
    maxDay: 0,
    done: 0,
    total: 0,
    today: '2026-11-23',
  });
  expect((await http.get('current_day', user.token)).body).toEqual({ day: 0, maxDay: 0, days: [] });
  expect((await http.get('day_units/1', user.token)).body.code).toBe('rest_day_invalid');
  expect(await t.db.selectFrom('plans').select('user_id').where('user_id', '=', user.id).execute()).toEqual(
    [],
  );
});

test('the user’s time zone decides what today is', async () => {
  const user = await t.createUser('plan-zone@example.com', { timeZone: 'Pacific/Honolulu' });
  await http.put('anamnesis', profileBody(), user.token).expect(200);
  // 09:00 UTC on Monday is still Sunday night in Honolulu: the plan starts on Sunday, the first plan day is Monday
  const plan = await t.db
    .selectFrom('plans')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  expect(plan.starts_on).toBe('2026-11-22');
  expect((await http.get('current_units', user.token)).body).toMatchObject({
    day: 1,
    date: '2026-11-23',
    // the apps read "today" from here and from the weekly goal, never from the device: both say Sunday
    today: '2026-11-22',
  });
  expect((await http.get('weekly_goal', user.token)).body).toMatchObject({
    today: '2026-11-22',
    week: '2026-W47',
  });
});

test('an exercise fixture without texts is never planned', async () => {
  const hidden = await insertExercise(t.db, {
    slug: 'plan-no-text',
    texts: false,
    focus: ['strength'],
    goals: ['muscle'],
  });
  const user = await userWithPlan('plan-hidden@example.com', ALL_WEEK, {}, []);
  const units = await t.db
    .selectFrom('plan_units')
    .select('exercise_id')
    .where('user_id', '=', user.id)
    .execute();
  expect(units.some((u) => u.exercise_id === hidden)).toBe(false);
});
