// Issue 9.6: hostile strings and paths answer 400 (not 500), and bodies are parsed only after auth, with a
// size limit per route and a nesting-depth cap.
import request from 'supertest';
import { DEFAULT_BODY_LIMIT, MAX_JSON_DEPTH } from '../../shared/json-body';
import { captureLogs, LEVEL } from '../log-capture';
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';

let token: string;
let admin: string;
const logs = captureLogs('warn');
const t = useTestApp({ logger: logs.logger });
beforeAll(async () => {
  token = await tokenFor(t.app, 'demo@example.com');
  admin = await tokenFor(t.app, 'admin@example.com');
}, DB_SETUP_TIMEOUT_MS);

/** What the requests of one test logged as an error (a hostile input must be a 4xx, never an unexpected failure). */
const errorsLogged = () => logs.lines.filter((line) => line.level >= LEVEL.error);
beforeEach(() => logs.clear());

const NUL = 'a\u0000b';
const HIGH = 'a\uD800b';
const LOW = '\uDC00';
const contact = { name: 'Dana', email: 'dana@example.com', message: 'Hello' };

type Case = [string, () => request.Test];
const hostile: Case[] = [
  [
    'login: NUL in username',
    () => request(t.app).post('/wp-json/jwt-auth/v1/token').send({ username: NUL, password: 'x' }),
  ],
  [
    'login: lone high surrogate in password',
    () =>
      request(t.app)
        .post('/wp-json/jwt-auth/v1/token')
        .send({ username: 'demo@example.com', password: HIGH }),
  ],
  [
    'login: lone low surrogate in username',
    () => request(t.app).post('/wp-json/jwt-auth/v1/token').send({ username: LOW, password: 'x' }),
  ],
  [
    'login form: %00 in username',
    () => request(t.app).post('/wp-json/jwt-auth/v1/token').type('form').send('username=a%00b&password=x'),
  ],
  [
    'login: NUL in a key',
    () =>
      request(t.app)
        .post('/wp-json/jwt-auth/v1/token')
        .send({ username: 'x', password: 'y', [NUL]: 1 }),
  ],
  ['search: %00', () => request(t.app).get('/wp-json/wp/v2/posts?search=a%00b')],
  ['search: NUL in another query key', () => request(t.app).get('/wp-json/wp/v2/posts?a%00=1')],
  [
    'exercises (query read without validate): %00',
    () =>
      request(t.app).get('/wp-json/officefit/v1/exercises?lang=%00').set('Authorization', `Bearer ${token}`),
  ],
  [
    'contact: NUL in the name',
    () =>
      request(t.app)
        .post('/wp-json/officefit/v1/contact')
        .send({ ...contact, name: NUL }),
  ],
  [
    'contact: lone surrogate in the message',
    () =>
      request(t.app)
        .post('/wp-json/officefit/v1/contact')
        .send({ ...contact, message: HIGH }),
  ],
  [
    'challenge id: %00',
    () => request(t.app).get('/wp-json/officefit/v1/challenge/1%00').set('Authorization', `Bearer ${token}`),
  ],
  ['post id: malformed %', () => request(t.app).get('/wp-json/wp/v2/posts/%E0%A4%A')],
  ['post id: lone % ', () => request(t.app).get('/wp-json/wp/v2/posts/%')],
  [
    'challenge id: malformed %',
    () =>
      request(t.app).get('/wp-json/officefit/v1/challenge/%E0%A4%A').set('Authorization', `Bearer ${token}`),
  ],
  [
    'challenge id: %00',
    () => request(t.app).get('/wp-json/officefit/v1/challenge/1%00').set('Authorization', `Bearer ${token}`),
  ],
  [
    'bookmark id: malformed %',
    () =>
      request(t.app).delete('/wp-json/officefit/v1/bookmarks/%C0').set('Authorization', `Bearer ${token}`),
  ],
  [
    'cms page lang: %00',
    () =>
      request(t.app)
        .get('/wp-json/officefit/v1/cms/pages/home/d%00e')
        .set('Authorization', `Bearer ${admin}`),
  ],
  [
    'challenge body: lone surrogate in a name',
    () =>
      request(t.app)
        .post('/wp-json/officefit/v1/challenge')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: HIGH }),
  ],
];

test.each(hostile)('%s → 400 rest_invalid_param, nothing logged', async (_name, send) => {
  const res = await send();
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  // refused for the character (or the broken escape), not by some later schema rule
  expect(JSON.stringify(res.body.data.params)).toMatch(/not allowed|malformed percent-encoding/);
  // the bad character is never echoed back
  expect(JSON.stringify(res.body)).not.toMatch(/\\u0000|\\ud[89ab]|\\udc/i);
  expect(errorsLogged()).toEqual([]);
});

test('a NUL in a post id is no route at all, as any non-numeric id in WordPress (404, nothing logged)', async () => {
  const res = await request(t.app).get('/wp-json/wp/v2/posts/1%00');
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  expect(errorsLogged()).toEqual([]);
});

test('a well-formed surrogate pair (an emoji) is fine', async () => {
  const res = await request(t.app).get(`/wp-json/wp/v2/posts?search=${encodeURIComponent('💪')}`);
  expect(res.status).toBe(200);
});

describe('bodies are parsed after auth, with limits', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const route = '/wp-json/officefit/v1/participating';

  test('a huge nested array without a token → 401 before the body is read', async () => {
    // unterminated as well: a parser running before the auth would answer 400 rest_invalid_json
    const started = Date.now();
    const res = await request(t.app)
      .put(route)
      .set('Content-Type', 'application/json')
      .send('['.repeat(1_000_000));
    expect(res.status).toBe(401);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('too deep with a token → 400 rest_invalid_json', async () => {
    const res = await request(t.app)
      .put(route)
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send(`{"participating": ${nested(MAX_JSON_DEPTH)}}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
    expect(errorsLogged()).toEqual([]);
  });

  test('over the route limit → 413 rest_payload_too_large', async () => {
    const res = await request(t.app)
      .put(route)
      .set('Authorization', `Bearer ${token}`)
      .send({ participating: 1, pad: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'rest_payload_too_large', data: { status: 413 } });
  });

  test('the login takes a small body only', async () => {
    const res = await request(t.app)
      .post('/wp-json/jwt-auth/v1/token')
      .send({ username: 'x'.repeat(10_000), password: 'y' });
    expect(res.status).toBe(413);
  });

  test('CMS routes take a larger body (a long post)', async () => {
    const res = await request(t.app)
      .post('/wp-json/officefit/v1/cms/posts')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        title: 'Long read',
        slug: 'long-read',
        lang: 'en',
        content: `<p>${'Lorem ipsum '.repeat(15_000)}</p>`,
      });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(300);
  });

  test('the login still works as a form', async () => {
    const res = await request(t.app)
      .post('/wp-json/jwt-auth/v1/token')
      .type('form')
      .send({
        username: 'demo@example.com',
        password: (await import('../../seed/demo-users')).DEMO_PASSWORD,
      });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
  });
});
