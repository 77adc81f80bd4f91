import request from 'supertest';
import { useTestApp } from '../test-app';
import { expectWpError } from '../wp-error';

const t = useTestApp({ seed: false });

test.each(['/wp-json/health', '/wp-json/officefit/v1/health'])(
  'GET %s reports the database kind',
  async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    expect(res.body.db).toBe(t.kind);
  },
);

test('an unknown route or method under /wp-json → 404 rest_no_route', async () => {
  const expected = {
    code: 'rest_no_route',
    message: 'No route was found matching the URL and request method.',
    data: { status: 404 },
  };
  for (const res of [
    await request(t.app).get('/wp-json/officefit/v1/nothing-here'),
    await request(t.app).get('/wp-json'),
    await request(t.app).delete('/wp-json/officefit/v1/me'),
    await request(t.app).get('/somewhere-else'),
  ]) {
    expect(res.status).toBe(404);
    expect(res.body).toEqual(expected);
  }
});

test('a malformed JSON body → 400 rest_invalid_json in the WP body', async () => {
  const res = await request(t.app)
    .post('/wp-json/jwt-auth/v1/token')
    .set('Content-Type', 'application/json')
    .send('{"username": "demo@example.com", ');
  expectWpError(res, 400, 'rest_invalid_json', 'Invalid JSON body passed.');
});

test('an oversized body → 413 in the WP body', async () => {
  const res = await request(t.app)
    .post('/wp-json/jwt-auth/v1/token')
    .send({ username: 'x'.repeat(1_100_000), password: 'y' });
  expect(res.status).toBe(413);
  expect(res.body).toMatchObject({ code: 'rest_payload_too_large', data: { status: 413 } });
});

test('does not announce the framework', async () => {
  const res = await request(t.app).get('/wp-json/health');
  expect(res.headers['x-powered-by']).toBeUndefined();
});
