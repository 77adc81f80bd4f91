import request from 'supertest';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, tokenFor } from '../test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'guest@example.com');
}, DB_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const URL = '/wp-json/wp/v2/posts';
const asVisitor = (query: string) => request(t.app).get(`${URL}${query}`);
const asUser = (query: string) => asVisitor(query).set('Authorization', `Bearer ${token}`);
const titles = (body: Array<{ title: { rendered: string } }>) => body.map((p) => p.title.rendered);

test('a visitor gets the public published posts of the language, in the WordPress shape', async () => {
  const res = await asVisitor('?lang=de');
  expect(res.status).toBe(200);
  // the members-only snack article is withheld
  expect(titles(res.body)).toEqual(['Die bewegte Pause: fünf Minuten, die deinen Arbeitstag verändern']);
  expect(res.headers['x-wp-total']).toBe('1');
  expect(res.headers['x-wp-totalpages']).toBe('1');

  const post = await t.db
    .selectFrom('posts')
    .selectAll()
    .where('slug', '=', 'bewegte-pause')
    .executeTakeFirstOrThrow();
  const tag = await t.db
    .selectFrom('tags')
    .select('id')
    .where('slug', '=', 'artikel-bewegung')
    .executeTakeFirstOrThrow();
  expect(res.body[0]).toEqual({
    id: post.id,
    date: '2026-01-12T08:00:00.000Z',
    title: { rendered: post.title },
    excerpt: { rendered: `<p>${post.excerpt}</p>\n` },
    content: { rendered: post.content },
    author: post.author_id,
    tags: [tag.id],
  });
  expect(post.author_id).toEqual(expect.any(Number));
});

test('a signed-in user also gets members-only posts; newest first', async () => {
  const res = await asUser('?lang=de');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(titles(res.body)).toEqual([
    'Gesunde Snacks fürs Büro',
    'Die bewegte Pause: fünf Minuten, die deinen Arbeitstag verändern',
  ]);
  expect(res.headers['x-wp-total']).toBe('2');
});

test('a bad or expired token is answered as for a visitor', async () => {
  const res = await asVisitor('?lang=de').set('Authorization', 'Bearer not-a-token');
  expect(res.status).toBe(200);
  expect(titles(res.body)).toHaveLength(1);
});

test('lang=en and the interface tags; German is the default', async () => {
  const en = await asVisitor('?lang=en');
  expect(titles(en.body)).toEqual([
    'Healthy snacks for the office',
    'The active break: five minutes that change your working day',
  ]);
  expect((await asVisitor('?lang=en-US')).body).toEqual(en.body);
  expect((await asVisitor('')).body).toEqual((await asVisitor('?lang=de')).body);
});

test('drafts, private and future posts are never listed; titles are HTML-escaped', async () => {
  const now = Date.now();
  await t.db
    .insertInto('posts')
    .values([
      { lang: 'de', slug: 'entwurf', title: 'Entwurf', status: 'draft' },
      {
        lang: 'de',
        slug: 'privat',
        title: 'Privat',
        status: 'private',
        published_at: new Date(now - 1000),
      },
      {
        lang: 'de',
        slug: 'morgen',
        title: 'Morgen',
        status: 'publish',
        published_at: new Date(now + 86_400_000),
      },
      {
        lang: 'de',
        slug: 'zeichen',
        title: 'Rücken & <Nacken>',
        excerpt: '',
        status: 'publish',
        published_at: new Date(now - 1000),
      },
    ])
    .execute();
  const res = await asUser('?lang=de');
  expect(titles(res.body)).toEqual([
    'Rücken &amp; &lt;Nacken&gt;',
    'Gesunde Snacks fürs Büro',
    'Die bewegte Pause: fünf Minuten, die deinen Arbeitstag verändern',
  ]);
  expect(res.body[0]).toMatchObject({ excerpt: { rendered: '' }, author: 0, tags: [] });
  expect(res.headers['x-wp-total']).toBe('3');
  await t.db.deleteFrom('posts').where('slug', '=', 'zeichen').execute();
});

test('per_page, page and offset page through the list with the WordPress headers', async () => {
  const first = await asUser('?lang=de&per_page=1');
  expect(titles(first.body)).toEqual(['Gesunde Snacks fürs Büro']);
  expect(first.headers['x-wp-total']).toBe('2');
  expect(first.headers['x-wp-totalpages']).toBe('2');
  const second = await asUser('?lang=de&per_page=1&page=2');
  expect(titles(second.body)).toEqual(['Die bewegte Pause: fünf Minuten, die deinen Arbeitstag verändern']);
  expect((await asUser('?lang=de&per_page=1&offset=1')).body).toEqual(second.body);
  // offset wins over page, as in WordPress
  expect((await asUser('?lang=de&per_page=1&page=2&offset=0')).body).toEqual(first.body);
  const past = await asUser('?lang=de&offset=5');
  expect(past.body).toEqual([]);
  expect(past.headers['x-wp-total']).toBe('2');
  expect((await asUser('?lang=de&per_page=100')).body).toHaveLength(2);
});

test('search is case-insensitive over title, excerpt and content and keeps the members-only rule', async () => {
  expect(titles((await asUser('?lang=de&search=SNACKS')).body)).toEqual(['Gesunde Snacks fürs Büro']);
  expect(titles((await asUser('?lang=de&search=blutzucker')).body)).toEqual(['Gesunde Snacks fürs Büro']);
  const visitor = await asVisitor('?lang=de&search=snacks');
  expect(visitor.body).toEqual([]);
  expect(visitor.headers['x-wp-total']).toBe('0');
  expect(visitor.headers['x-wp-totalpages']).toBe('0');
  // LIKE wildcards are taken literally
  expect((await asUser('?lang=de&search=%25')).body).toEqual([]);
  expect((await asUser('?lang=de&search=_')).body).toEqual([]);
});

test('per_page outside 1–100 or not a number, and bad parameters → 400 rest_invalid_param', async () => {
  for (const value of ['0', '101', '-1']) {
    const res = await asVisitor(`?lang=de&per_page=${value}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page',
      data: {
        status: 400,
        params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
      },
    });
  }
  for (const value of ['abc', '2.5', '']) {
    const res = await asVisitor(`?lang=de&per_page=${value}`);
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ per_page: 'per_page is not of type integer.' });
  }
  expect((await asVisitor('?lang=de&offset=-1')).status).toBe(400);
  expect((await asVisitor('?lang=de&page=0')).status).toBe(400);
  expect((await asVisitor('?lang=fr')).body.data.params).toEqual({ lang: 'lang must be de or en.' });
  expect((await asVisitor('?lang=de&status=draft')).body.data.params).toEqual({
    status: 'status is not a valid parameter.',
  });
});
