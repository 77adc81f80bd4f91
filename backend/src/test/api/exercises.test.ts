// GET exercises (list) and GET exercise/{id} (detail), on the seeded catalogue plus fixtures of known content.
import request from 'supertest';
import { exerciseCatalogue } from '../../seed/catalogue';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';
import { EXERCISE_SUMMARY_KEYS, insertExercise } from '../training-fixtures';

let token: string;
let mentalId: number;
let bandId: number;
const t = useTestApp();
beforeAll(async () => {
  token = await tokenFor(t.app, 'demo@example.com');
  mentalId = await insertExercise(t.db, {
    slug: 'fixture-box-breathing',
    kind: 'mental',
    name: 'Box-Atmung (Test)',
    durationSeconds: 240,
    regions: ['brain'],
    focus: ['mental'],
    goals: ['wellbeing'],
  });
  bandId = await insertExercise(t.db, {
    slug: 'fixture-band-pull',
    kind: 'strengthening',
    level: 2,
    equipment: 'band',
    undercover: false,
    durationSeconds: 120,
    repetitions: 12,
    name: 'Band auseinanderziehen (Test)',
    regions: ['rhomboids', 'shoulder'],
    contraindicated: ['wrist'],
    focus: ['strength'],
    goals: ['muscle'],
  });
}, DB_SETUP_TIMEOUT_MS);

const URL = '/wp-json/officefit/v1/exercises';
const list = (query: string, bearer: string = token) =>
  request(t.app).get(`${URL}${query}`).set('Authorization', `Bearer ${bearer}`);
/** The band fixture as a list shows it (ExerciseSummary, German texts). */
const bandSummary = () => ({
  id: bandId,
  slug: 'fixture-band-pull',
  name: 'Band auseinanderziehen (Test)',
  kind: 'strengthening',
  level: 2,
  equipment: 'band',
  undercover: false,
  duration: 120,
  repetitions: 12,
  regions: ['rhomboids', 'shoulder'],
  illustration: '/wp-json/officefit/v1/media/exercises/fixture-band-pull.svg',
  isFavourite: false,
  // a fixture without a demonstration (issue 14 "Show the movement")
  startPose: null,
});

test('needs a token', async () => {
  const res = await request(t.app).get(`${URL}?lang=de`);
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('jwt_auth_no_auth_header');
});

test('lists every physical exercise in German by default, ordered by name, as ExerciseSummary', async () => {
  const res = await list('');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const physical = await t.db.selectFrom('exercises').select('id').where('kind', '<>', 'mental').execute();
  expect(res.body.map((e: { id: number }) => e.id).sort()).toEqual(physical.map((e) => e.id).sort());
  expect(res.body).toContainEqual(bandSummary());
  for (const exercise of res.body) expect(Object.keys(exercise).sort()).toEqual(EXERCISE_SUMMARY_KEYS);
  const names: string[] = res.body.map((e: { name: string }) => e.name);
  const collator = new Intl.Collator('de', { sensitivity: 'base' });
  expect([...names].sort(collator.compare)).toEqual(names);
  expect((await list('?lang=de')).body).toEqual(res.body);
});

test('the seeded catalogue is listed with its illustration paths', async () => {
  const res = await list('?lang=en');
  const slugs = new Set(res.body.map((e: { slug: string }) => e.slug));
  for (const exercise of exerciseCatalogue.filter((e) => e.kind !== 'mental')) {
    expect(slugs.has(exercise.slug)).toBe(true);
  }
  const first = exerciseCatalogue.find((e) => e.kind !== 'mental');
  if (first) {
    expect(res.body).toContainEqual(
      expect.objectContaining({
        slug: first.slug,
        name: first.en.name,
        duration: first.durationSeconds,
        repetitions: first.repetitions,
      }),
    );
  }
});

test('lang=en answers in English; the apps’ interface tags de-DE / en-US are understood too', async () => {
  const en = await list('?lang=en');
  expect(en.status).toBe(200);
  expect(en.body.map((e: { name: string }) => e.name)).toContain('Exercise fixture-band-pull');
  expect((await list('?lang=en-US')).body).toEqual(en.body);
  expect((await list('?lang=de-DE')).body).toEqual((await list('?lang=de')).body);
});

test('falls back to German when an exercise has no English text; one without any text is not listed', async () => {
  const onlyGerman = await t.db
    .insertInto('exercises')
    .values({ slug: 'only-german', level: 1, duration_seconds: 30, kind: 'mobility' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('exercise_translations')
    .values({ exercise_id: onlyGerman.id, lang: 'de', name: 'Nur auf Deutsch' })
    .execute();
  const noText = await t.db
    .insertInto('exercises')
    .values({ slug: 'no-text', level: 1, duration_seconds: 30, kind: 'mobility' })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const en = await list('?lang=en');
    expect(en.body).toContainEqual(expect.objectContaining({ id: onlyGerman.id, name: 'Nur auf Deutsch' }));
    expect(en.body.map((e: { id: number }) => e.id)).not.toContain(noText.id);
    const detail = await request(t.app)
      .get(`/wp-json/officefit/v1/exercise/${onlyGerman.id}?lang=en`)
      .set('Authorization', `Bearer ${token}`);
    expect(detail.body.name).toBe('Nur auf Deutsch');
    const hidden = await request(t.app)
      .get(`/wp-json/officefit/v1/exercise/${noText.id}`)
      .set('Authorization', `Bearer ${token}`);
    expect(hidden.status).toBe(404);
  } finally {
    await t.db.deleteFrom('exercises').where('id', 'in', [onlyGerman.id, noText.id]).execute();
  }
});

test('tag=mental returns only the mental-strength exercises', async () => {
  const res = await list('?lang=en&tag=mental');
  expect(res.status).toBe(200);
  const mental = await t.db.selectFrom('exercises').select('id').where('kind', '=', 'mental').execute();
  expect(res.body.map((e: { id: number }) => e.id).sort()).toEqual(mental.map((e) => e.id).sort());
  expect(res.body.every((e: { kind: string }) => e.kind === 'mental')).toBe(true);
  expect(res.body).toContainEqual(
    expect.objectContaining({ id: mentalId, name: 'Exercise fixture-box-breathing' }),
  );
});

test('isFavourite reflects the caller’s favourites only', async () => {
  const demoId = await userIdOf(t, 'demo@example.com');
  await t.db.insertInto('favourites').values({ user_id: demoId, exercise_id: bandId }).execute();
  try {
    const mine = (await list('')).body.find((e: { id: number }) => e.id === bandId);
    expect(mine.isFavourite).toBe(true);
    const other = await list('', await tokenFor(t.app, 'colleague@example.com'));
    expect(other.body.find((e: { id: number }) => e.id === bandId).isFavourite).toBe(false);
  } finally {
    await t.db.deleteFrom('favourites').where('user_id', '=', demoId).execute();
  }
});

test('an invalid lang or tag, a repeated or an unknown parameter → 400 rest_invalid_param', async () => {
  const badLang = await list('?lang=fr');
  expect(badLang.status).toBe(400);
  expect(badLang.body).toEqual({
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): lang',
    data: { status: 400, params: { lang: 'lang must be de or en.' } },
  });
  const badTag = await list('?lang=de&tag=strength');
  expect(badTag.status).toBe(400);
  expect(badTag.body.data.params).toEqual({ tag: 'tag must be mental.' });
  expect((await list('?lang=de&lang=en')).body.code).toBe('rest_invalid_param');
  const unknown = await list('?lang=de&kind=mental');
  expect(unknown.status).toBe(400);
  expect(unknown.body.data.params).toEqual({ kind: 'kind is not a valid parameter.' });
});

test('exercise/{id}: the exercise with its six tabs and safety data', async () => {
  const res = await request(t.app)
    .get(`/wp-json/officefit/v1/exercise/${bandId}?lang=en`)
    .set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    ...bandSummary(),
    name: 'Exercise fixture-band-pull',
    tabs: {
      startingPosition: 'Sit upright.',
      sequence: '1. Breathe in\n2. Breathe out',
      duration: '1 minute',
      effect: 'Loosens up.',
      commonMistakes: 'Too fast.',
      tip: 'Breathe calmly.',
    },
    contraindicated_regions: ['wrist'],
    gentle: false,
    focus: ['strength'],
    goals: ['muscle'],
    startPose: null,
    poses: null,
  });
  const de = await request(t.app)
    .get(`/wp-json/officefit/v1/exercise/${bandId}`)
    .set('Authorization', `Bearer ${token}`);
  expect(de.body.tabs.startingPosition).toBe('Aufrecht sitzen.');
});

test('exercise/{id}: unknown → 404 rest_exercise_invalid; not a number → 400', async () => {
  const missing = await request(t.app)
    .get('/wp-json/officefit/v1/exercise/999999')
    .set('Authorization', `Bearer ${token}`);
  expect(missing.status).toBe(404);
  expect(missing.body).toEqual({
    code: 'rest_exercise_invalid',
    message: 'Invalid exercise ID.',
    data: { status: 404 },
  });
  const bad = await request(t.app)
    .get('/wp-json/officefit/v1/exercise/abc')
    .set('Authorization', `Bearer ${token}`);
  expect(bad.status).toBe(400);
  expect(bad.body.data.params).toEqual({ id: 'id is not of type integer.' });
  expect((await request(t.app).get(`/wp-json/officefit/v1/exercise/${bandId}`)).status).toBe(401);
});
