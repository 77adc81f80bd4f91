import request from 'supertest';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, tokenFor } from '../test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'demo@example.com');
}, DB_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const URL = '/wp-json/officefit/v1/exercises';
const list = (query: string, bearer: string = token) =>
  request(t.app).get(`${URL}${query}`).set('Authorization', `Bearer ${bearer}`);

async function idOfSlug(slug: string): Promise<number> {
  const row = await t.db.selectFrom('exercises').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

test('needs a token', async () => {
  const res = await request(t.app).get(`${URL}?lang=de`);
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('jwt_auth_no_auth_header');
});

test('lists every exercise in German by default, with seconds and string codes', async () => {
  const res = await list('');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const all = await t.db.selectFrom('exercises').select('id').orderBy('id').execute();
  expect(res.body.map((e: { id: number }) => e.id)).toEqual(all.map((e) => e.id));
  expect(res.body).toContainEqual({
    id: await idOfSlug('box-breathing'),
    name: 'Box-Atmung',
    level: 1,
    duration: 240,
    equipment: 'none',
    undercover: true,
    kind: 'mental',
  });
  expect(res.body).toContainEqual(
    expect.objectContaining({ name: 'Band auseinanderziehen', equipment: 'band', kind: 'strengthening' }),
  );
  for (const exercise of res.body) {
    expect(Object.keys(exercise).sort()).toEqual(
      ['duration', 'equipment', 'id', 'kind', 'level', 'name', 'undercover'].sort(),
    );
  }
  expect((await list('?lang=de')).body).toEqual(res.body);
});

test('lang=en answers in English; the apps’ interface tags de-DE / en-US are understood too', async () => {
  const en = await list('?lang=en');
  expect(en.status).toBe(200);
  expect(en.body.map((e: { name: string }) => e.name)).toContain('Box breathing');
  expect(en.body.map((e: { name: string }) => e.name)).not.toContain('Box-Atmung');
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
  } finally {
    await t.db.deleteFrom('exercises').where('id', 'in', [onlyGerman.id, noText.id]).execute();
  }
});

test('tag=mental returns only the mental-strength exercises', async () => {
  const res = await list('?lang=en&tag=mental');
  expect(res.status).toBe(200);
  const mental = await t.db.selectFrom('exercises').select('id').where('kind', '=', 'mental').orderBy('id').execute();
  expect(mental.length).toBeGreaterThanOrEqual(2);
  expect(res.body.map((e: { id: number }) => e.id)).toEqual(mental.map((e) => e.id));
  expect(res.body.every((e: { kind: string }) => e.kind === 'mental')).toBe(true);
  expect(res.body.map((e: { name: string }) => e.name)).toEqual(
    expect.arrayContaining(['Box breathing', 'Five senses reset']),
  );
});

test('any signed-in user may read the catalogue (a guest too)', async () => {
  const res = await list('?lang=de', await tokenFor(t.app, 'guest@example.com'));
  expect(res.status).toBe(200);
  expect(res.body.length).toBeGreaterThan(0);
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
