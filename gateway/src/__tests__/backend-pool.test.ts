import express from 'express';
import request from 'supertest';
import { BackendPool } from '../backend-pool';
import { loadConfig } from '../config';
import { backendProxy } from '../proxy';
import { deadUrl, listen, makeApps, testGateway, type Started } from './helpers';

/** A replica that names itself in every answer. */
function replica(name: string): express.Express {
  const app = express();
  app.get('/wp-json/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use((req, res) => {
    res.json({ replica: name, method: req.method });
  });
  return app;
}

const quiet = { checkMs: 60_000, timeoutMs: 500 };

describe('BackendPool', () => {
  it('takes turns among the replicas that are up, and all of them when none is known up', async () => {
    const up = new Set(['http://a', 'http://b', 'http://c']);
    const pool = new BackendPool([...up], { ...quiet, ping: async (url) => up.has(url) });
    expect([pool.pick(), pool.pick(), pool.pick(), pool.pick()]).toEqual([
      'http://a',
      'http://b',
      'http://c',
      'http://a',
    ]);
    pool.markDown('http://b');
    const picks = new Set(Array.from({ length: 6 }, () => pool.pick()));
    expect([...picks].sort()).toEqual(['http://a', 'http://c']);

    up.clear();
    await pool.check();
    expect(pool.states().every((s) => !s.up)).toBe(true);
    expect(new Set(Array.from({ length: 6 }, () => pool.pick())).size).toBe(3);

    up.add('http://b');
    await pool.check();
    expect(new Set(Array.from({ length: 4 }, () => pool.pick()))).toEqual(new Set(['http://b']));
  });

  it('needs a URL', () => {
    expect(() => new BackendPool([], quiet)).toThrow(/at least one/);
  });
});

test('BACKEND_URLS lists the replicas and wins over BACKEND_URL', () => {
  const root = makeApps();
  const config = loadConfig(
    { APPS_ROOT: root, BACKEND_URL: 'http://x:1', BACKEND_URLS: 'http://a:1/, http://b:2' },
    root,
  );
  expect(config.backendUrls).toEqual(['http://a:1', 'http://b:2']);
  expect(config.backendUrl).toBe('http://a:1');
  expect(loadConfig({ APPS_ROOT: root, BACKEND_URL: 'http://x:1' }, root).backendUrls).toEqual([
    'http://x:1',
  ]);
  expect(() => loadConfig({ APPS_ROOT: root, BACKEND_URLS: 'http://a:1,ftp://b' }, root)).toThrow(
    /BACKEND_URLS/,
  );
});

describe('the proxy over two replicas', () => {
  let one: Started;
  let two: Started;
  beforeEach(async () => {
    one = await listen(replica('one'));
    two = await listen(replica('two'));
  });
  afterEach(async () => {
    await one.close();
    await two.close();
  });

  it('spreads requests over both, and after one died sends every request to the other', async () => {
    const pool = new BackendPool([one.url, two.url], quiet);
    const app = express().use(backendProxy(pool, () => undefined, 5000));
    const seen = [];
    for (let i = 0; i < 4; i += 1) seen.push((await request(app).get('/wp-json/me')).body.replica);
    expect(seen.sort()).toEqual(['one', 'one', 'two', 'two']);

    await one.close();
    // a GET whose connection is refused goes to the other replica: no error reaches the client
    for (let i = 0; i < 4; i += 1) {
      const res = await request(app).get('/wp-json/me');
      expect(res.status).toBe(200);
      expect(res.body.replica).toBe('two');
    }
    expect(pool.states()).toEqual([
      { url: one.url, up: false },
      { url: two.url, up: true },
    ]);
    // writes too go only to the live one now
    const write = await request(app).put('/wp-json/officefit/v1/action_exercise').send({ id: 1 });
    expect(write.body).toEqual({ replica: 'two', method: 'PUT' });
  });

  it('answers 502 with the WordPress-style body when no replica answers', async () => {
    const pool = new BackendPool([await deadUrl(), await deadUrl()], quiet);
    const app = express().use(backendProxy(pool, () => undefined, 5000));
    const res = await request(app).get('/wp-json/me');
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('gateway_backend_unavailable');
  });

  it('/healthz counts the replicas that answer', async () => {
    const dead = await deadUrl();
    const { app } = testGateway(makeApps(), { BACKEND_URLS: `${one.url},${dead}` });
    const res = await request(app).get('/healthz');
    expect(res.body).toEqual({ status: 'ok', backend: 'ok', backends: { up: 1, total: 2 } });
  });
});
