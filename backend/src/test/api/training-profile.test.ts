// PUT anamnesis and POST anamnesis/skip: the questionnaire rules, red flags, has_anamnesis and the new plan.
import { useClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS } from '../test-app';
import { api, insertExercises, PAINFUL_KNEE, profileBody } from '../training-fixtures';

// Monday 23 November 2026, 10:00 in Berlin
const NOW = '2026-11-23T09:00:00Z';

const t = useClockedTestApp(NOW);
const http = api(t);
beforeAll(async () => {
  // enough safe exercises for full plans, whatever the catalogue holds
  await insertExercises(t.db, 'profile-safe', 30, { focus: ['strength'], goals: ['muscle'] });
}, DB_SETUP_TIMEOUT_MS);

async function stored(userId: number) {
  const anamnesis = await t.db
    .selectFrom('anamnesis')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const injuries = anamnesis
    ? await t.db
        .selectFrom('anamnesis_injuries')
        .selectAll()
        .where('anamnesis_id', '=', anamnesis.id)
        .execute()
    : [];
  const plan = await t.db.selectFrom('plans').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const units = await t.db.selectFrom('plan_units').select('id').where('user_id', '=', userId).execute();
  return { anamnesis, injuries, plan, units: units.length };
}

/** A user's plan units of one day, in their order. */
const unitsOn = (userId: number, date: string) =>
  t.db
    .selectFrom('plan_units')
    .selectAll()
    .where('user_id', '=', userId)
    .where('plan_date', '=', date)
    .orderBy('position')
    .execute();

test('needs a token', async () => {
  expect((await http.put('anamnesis', profileBody())).status).toBe(401);
  expect((await http.post('anamnesis/skip', {})).body.code).toBe('jwt_auth_no_auth_header');
});

test('saves profile and pain points, sets has_anamnesis and builds the plan from today', async () => {
  const user = await t.createUser('profile-save@example.com');
  expect((await http.get('me', user.token)).body.meta.has_anamnesis).toBe(false);

  const res = await http.put('anamnesis', profileBody({ time: 31 }, [PAINFUL_KNEE]), user.token);
  expect(res.status).toBe(200);
  expect(res.body.anamnesis).toMatchObject({
    id: expect.any(Number),
    new: false,
    skipped: false,
    focus: ['strength', 'mobility'],
    time: 31,
    weight: 75.5,
    accept: true,
  });
  // the pain point comes back as it was sent
  expect(res.body.injuries).toEqual([PAINFUL_KNEE]);
  expect(res.body.redFlags).toEqual([]);

  expect((await http.get('me', user.token)).body.meta.has_anamnesis).toBe(true);
  const get = await http.get('anamnesis', user.token);
  expect(get.body).toEqual({
    anamnesis: res.body.anamnesis,
    injuries: res.body.injuries,
    consents: { health_plan: true, pain_tracking: true },
  });

  const db = await stored(user.id);
  // createUser's weekdays default to Monday–Friday: 20 plan days from today
  expect(db.plan).toMatchObject({ starts_on: '2026-11-23', ends_on: '2026-12-20', seed: user.id });
  expect(db.units).toBe(80);
});

test('saving again replaces the pain points and starts a new phase; done units stay', async () => {
  const user = await t.createUser('profile-again@example.com');
  await http.put('anamnesis', profileBody({}, [PAINFUL_KNEE]), user.token).expect(200);
  const first = await unitsOn(user.id, '2026-11-23');
  await t.doExercise(user.token, first[0]!.exercise_id);
  await http.put('finish_unit', { id: first[0]!.id }, user.token).expect(200);

  t.setNow('2026-11-24T09:00:00Z');
  try {
    const res = await http.put('anamnesis', profileBody({ equipment: 'band' }), user.token);
    expect(res.status).toBe(200);
    expect(res.body.injuries).toEqual([]);
    const db = await stored(user.id);
    expect(db.injuries).toEqual([]);
    expect(db.plan).toMatchObject({ starts_on: '2026-11-24', ends_on: '2026-12-21' });
    // Monday's finished unit is history; Monday's open ones stay as they were (before the new phase)
    const monday = await unitsOn(user.id, '2026-11-23');
    expect(monday.map((u) => [u.id, u.status])).toEqual(
      first.map((u, i) => [u.id, i === 0 ? 'done' : 'open']),
    );
  } finally {
    t.setNow(NOW);
  }
});

test('red flags: severe, worsening, accident, numbness, long and unexamined', async () => {
  const user = await t.createUser('profile-flags@example.com');
  const res = await http.put(
    'anamnesis',
    profileBody({}, [
      { ...PAINFUL_KNEE, severity: 7, worsening: true },
      { region: 'lumbar_spine', duration: 3, examined: false, painful: false },
      { region: 'wrist', duration: 0, examined: true, accident: true, numbness: true },
      { region: 'neck', duration: 3, examined: true, severity: 6 },
    ]),
    user.token,
  );
  expect(res.status).toBe(200);
  expect(res.body.redFlags).toEqual([
    { region: 'knee', reasons: ['severe', 'worsening'] },
    { region: 'lumbar_spine', reasons: ['long_unexamined'] },
    { region: 'wrist', reasons: ['accident', 'numbness'] },
  ]);
});

test('exactly two focus areas, else 400 focus_two_required and nothing is written', async () => {
  const user = await t.createUser('profile-focus@example.com');
  for (const focus of [[], ['strength'], ['strength', 'mobility', 'yoga']]) {
    const res = await http.put('anamnesis', profileBody({ focus }), user.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'focus_two_required',
      message: 'Please choose two body parts!',
      data: { status: 400 },
    });
  }
  expect(await stored(user.id)).toEqual({ anamnesis: undefined, injuries: [], plan: undefined, units: 0 });
});

test('an incomplete pain point → 400 pain_point_incomplete; no consent → 400 consent_required', async () => {
  const user = await t.createUser('profile-rules@example.com');
  const incomplete = await http.put(
    'anamnesis',
    profileBody({}, [PAINFUL_KNEE, { region: 'hip', duration: 1 }, { region: '' as never, examined: false }]),
    user.token,
  );
  expect(incomplete.status).toBe(400);
  expect(incomplete.body).toMatchObject({
    code: 'pain_point_incomplete',
    data: {
      status: 400,
      params: { 'injuries.1': 'Missing: examined.', 'injuries.2': 'Missing: region, duration.' },
    },
  });
  for (const accept of [false, undefined]) {
    const body = profileBody({ accept });
    const res = await http.put('anamnesis', body, user.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('consent_required');
  }
  expect(await stored(user.id)).toEqual({ anamnesis: undefined, injuries: [], plan: undefined, units: 0 });
});

test('values outside the scales of spec §3 → 400 rest_invalid_param naming the fields, nothing written', async () => {
  const user = await t.createUser('profile-ranges@example.com');
  const bad: Array<[Record<string, unknown>, string]> = [
    [{ fitness: 4 }, 'anamnesis.fitness'],
    [{ equipment: 'yes' }, 'anamnesis.equipment'],
    [{ time: 60 }, 'anamnesis.time'],
    [{ workoutdays: 0 }, 'anamnesis.workoutdays'],
    [{ sports_frequency: 8 }, 'anamnesis.sports_frequency'],
    [{ stress: 0 }, 'anamnesis.stress'],
    [{ sleep: 6 }, 'anamnesis.sleep'],
    [{ workhours_sitting: 17 }, 'anamnesis.workhours_sitting'],
    [{ focus: ['strength', 'chess'] }, 'anamnesis.focus.1'],
    [{ goals: ['muscle', 'muscle'] }, 'anamnesis.goals'],
    [{ favourite_colour: 'blue' }, 'anamnesis.favourite_colour'],
  ];
  for (const [change, field] of bad) {
    const res = await http.put('anamnesis', profileBody(change), user.token);
    expect({ change, status: res.status, code: res.body.code }).toEqual({
      change,
      status: 400,
      code: 'rest_invalid_param',
    });
    expect(Object.keys(res.body.data.params)).toContain(field);
  }
  const badInjury = await http.put(
    'anamnesis',
    profileBody({}, [{ ...PAINFUL_KNEE, severity: 11 }]),
    user.token,
  );
  expect(badInjury.body.data.params).toEqual({ 'injuries.0.severity': expect.any(String) });
  const badRegion = await http.put(
    'anamnesis',
    profileBody({}, [{ ...PAINFUL_KNEE, region: 'elbow' as never }]),
    user.token,
  );
  expect(Object.keys(badRegion.body.data.params)).toEqual(['injuries.0.region']);
  expect((await http.put('anamnesis', {}, user.token)).body.data.params).toEqual({
    anamnesis: 'anamnesis is a required parameter.',
  });
  expect(await stored(user.id)).toEqual({ anamnesis: undefined, injuries: [], plan: undefined, units: 0 });
});

test('the read-only fields of GET anamnesis may be sent back', async () => {
  const user = await t.createUser('profile-roundtrip@example.com');
  const body = profileBody({ id: null, new: true, skipped: false });
  expect((await http.put('anamnesis', body, user.token)).status).toBe(200);
});

test('skip stores the standard profile and builds the standardized plan', async () => {
  const user = await t.createUser('profile-skip@example.com');
  // a user without weekdays: the standardized plan uses Monday–Friday
  await t.db.updateTable('users').set({ weekdays: [] }).where('id', '=', user.id).execute();
  const res = await http.post('anamnesis/skip', {}, user.token);
  expect(res.status).toBe(200);
  expect(res.body.injuries).toEqual([]);
  expect(res.body.anamnesis).toMatchObject({
    new: false,
    skipped: true,
    fitness: 1,
    equipment: 'none',
    focus: ['mobility', 'strength'],
    accept: false,
  });
  expect((await http.get('me', user.token)).body.meta.has_anamnesis).toBe(true);
  const db = await stored(user.id);
  expect(db.plan).toMatchObject({ weekdays: [1, 2, 3, 4, 5], starts_on: '2026-11-23' });
  const units = await t.db
    .selectFrom('plan_units as u')
    .innerJoin('exercises as e', 'e.id', 'u.exercise_id')
    .select(['e.level', 'e.equipment', 'e.kind'])
    .where('u.user_id', '=', user.id)
    .execute();
  expect(units.length).toBe(80);
  expect(units.every((u) => u.level <= 2 && u.equipment === 'none' && u.kind !== 'mental')).toBe(true);
  expect(units.some((u) => u.kind === 'mobility')).toBe(true);

  expect((await http.post('anamnesis/skip', { really: true }, user.token)).status).toBe(400);
});
