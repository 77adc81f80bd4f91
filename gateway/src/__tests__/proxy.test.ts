import express from 'express';
import request from 'supertest';
import { backendProxy } from '../proxy';
import { deadUrl, echoBackend, listen, makeApps, testGateway, type Started } from './helpers';

let backend: Started;
let root: string;

beforeAll(async () => {
  backend = await listen(echoBackend());
  root = makeApps();
});
afterAll(() => backend.close());

function gateway() {
  return testGateway(root, { BACKEND_URL: backend.url }).app;
}

describe('/wp-json proxy', () => {
  it('keeps the /wp-json prefix, the query string and the Authorization header', async () => {
    const res = await request(gateway())
      .get('/wp-json/officefit/v1/me?lang=de-DE&fields=a,b')
      .set('Authorization', 'Bearer abc.def.ghi');
    expect(res.status).toBe(200);
    expect(res.body.method).toBe('GET');
    expect(res.body.url).toBe('/wp-json/officefit/v1/me?lang=de-DE&fields=a,b');
    expect(res.body.headers.authorization).toBe('Bearer abc.def.ghi');
    expect(res.body.headers['x-forwarded-for']).toBeDefined();
    expect(res.body.headers['x-forwarded-proto']).toBe('http');
    // changeOrigin: the backend sees its own host, the original one travels in X-Forwarded-Host.
    expect(res.body.headers.host).toBe(new URL(backend.url).host);
    expect(res.body.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('forwards a POST JSON body byte for byte', async () => {
    const body = JSON.stringify({
      username: 'demo@example.com',
      password: 'Ä pässwörd 💪',
      nested: { a: [1, 2] },
    });
    const res = await request(gateway())
      .post('/wp-json/jwt-auth/v1/token')
      .set('Content-Type', 'application/json')
      .set('Authorization', 'Bearer t0k3n')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body.method).toBe('POST');
    expect(res.body.url).toBe('/wp-json/jwt-auth/v1/token');
    expect(res.body.body).toBe(body);
    expect(res.body.headers['content-type']).toBe('application/json');
    expect(res.body.headers.authorization).toBe('Bearer t0k3n');
  });

  it('forwards a PUT JSON body with its query string', async () => {
    const body = JSON.stringify({ weekly_goal: 3, weekdays: [1, 3, 5] });
    const res = await request(gateway())
      .put('/wp-json/officefit/v1/me?force=1')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.body).toMatchObject({ method: 'PUT', url: '/wp-json/officefit/v1/me?force=1', body });
  });

  it('passes the backend status through and proxies /wp-json itself', async () => {
    expect((await request(gateway()).get('/wp-json/teapot')).status).toBe(418);
    const root = await request(gateway()).get('/wp-json');
    expect(root.body.url).toBe('/wp-json');
  });

  it('does not proxy look-alike paths such as /wp-jsonx', async () => {
    const res = await request(gateway()).get('/wp-jsonx/foo').set('Accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found\n');
  });

  it('answers 502 with a WordPress-style body when the backend is unreachable', async () => {
    const { app, warnings } = testGateway(root, { BACKEND_URL: await deadUrl() });
    const res = await request(app).post('/wp-json/jwt-auth/v1/token').send({ username: 'x' });
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      code: 'gateway_backend_unavailable',
      message: expect.any(String),
      data: { status: 502 },
    });
    expect(warnings.join('\n')).toMatch(/ECONNREFUSED/);
  });

  it('answers 502 when the backend does not answer in time', async () => {
    const silent = express();
    silent.use(() => undefined);
    const slow = await listen(silent);
    try {
      const app = express().use(backendProxy(slow.url, () => undefined, 200));
      const res = await request(app).get('/wp-json/officefit/v1/me');
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('gateway_backend_unavailable');
    } finally {
      await slow.close();
    }
  });
});
