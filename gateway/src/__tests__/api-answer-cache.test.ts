// Visitors' /wp-json answers kept by the gateway and revalidated on every use (api-answer-cache.ts), through the
// whole gateway app and a real backend on loopback: the backend decides every answer, the gateway only saves the
// transfer of one it confirmed.
import express from 'express';
import request from 'supertest';
import { ApiAnswerCache, isKeepable } from '../api-answer-cache';
import type { RequestListener } from '../api-requests';
import { backendProxy } from '../proxy';
import { deadUrl, listen, makeApps, type Started, testGateway } from './helpers';

interface Seen {
  path: string;
  ifNoneMatch?: string;
  status: number;
}

let backend: Started;
let root: string;
const seen: Seen[] = [];
let items = [{ id: 1, title: 'Erster Beitrag' }];
let total = '1';

beforeAll(async () => {
  const app = express();
  app.set('etag', 'strong');
  app.use((req, res, next) => {
    res.on('finish', () =>
      seen.push({ path: req.path, ifNoneMatch: req.get('if-none-match'), status: res.statusCode }),
    );
    next();
  });
  app.get('/wp-json/wp/v2/posts', (_req, res) => {
    res.vary('Authorization').set('X-WP-Total', total).json(items);
  });
  app.get('/wp-json/with-cookie', (_req, res) => {
    res.cookie('session', 'x').json(items);
  });
  app.get('/wp-json/no-store', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(items);
  });
  app.get('/wp-json/by-language', (_req, res) => {
    res.vary('Accept-Language').json(items);
  });
  backend = await listen(app);
  root = makeApps();
});
afterAll(() => backend.close());

beforeEach(() => {
  seen.length = 0;
  items = [{ id: 1, title: 'Erster Beitrag' }];
  total = '1';
});

const gateway = () => testGateway(root, { BACKEND_URL: backend.url }).app;
/** A GET from the site's visitors: supertest would give every request its own port, and so its own Host. */
const visit = (app: RequestListener, path: string) => request(app).get(path).set('Host', 'officefit.example');

test('a repeated visitor GET is revalidated: the backend says 304, the client gets the kept 200', async () => {
  const app = gateway();
  const first = await visit(app, '/wp-json/wp/v2/posts?per_page=10');
  expect(first.status).toBe(200);
  const second = await visit(app, '/wp-json/wp/v2/posts?per_page=10');
  expect(second.status).toBe(200);
  expect(second.body).toEqual(items);
  expect(second.headers['x-wp-total']).toBe('1');
  expect(second.headers['content-type']).toBe(first.headers['content-type']);
  expect(second.headers.etag).toBe(first.headers.etag);
  // the gateway's own headers are still there
  expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  expect(seen).toEqual([
    { path: '/wp-json/wp/v2/posts', ifNoneMatch: undefined, status: 200 },
    { path: '/wp-json/wp/v2/posts', ifNoneMatch: first.headers.etag, status: 304 },
  ]);
});

test('a changed answer is sent and kept instead; headers of a 304 replace the kept ones', async () => {
  const app = gateway();
  await visit(app, '/wp-json/wp/v2/posts');
  items = [{ id: 2, title: 'Neu' }, ...items];
  const changed = await visit(app, '/wp-json/wp/v2/posts');
  expect(changed.body).toEqual(items);
  expect(seen.map((s) => s.status)).toEqual([200, 200]);
  // same body, a header the backend changed (RFC 9111: the 304's fields win)
  total = '2';
  const refreshed = await visit(app, '/wp-json/wp/v2/posts');
  expect(seen.at(-1)).toEqual({
    path: '/wp-json/wp/v2/posts',
    ifNoneMatch: changed.headers.etag,
    status: 304,
  });
  expect(refreshed.body).toEqual(items);
  expect(refreshed.headers['x-wp-total']).toBe('2');
});

test('signed-in requests are never answered from what a visitor was sent', async () => {
  const app = gateway();
  await visit(app, '/wp-json/wp/v2/posts');
  const signedIn = await visit(app, '/wp-json/wp/v2/posts').set('Authorization', 'Bearer t0k3n');
  expect(signedIn.status).toBe(200);
  expect(seen.at(-1)).toEqual({ path: '/wp-json/wp/v2/posts', ifNoneMatch: undefined, status: 200 });
});

test("a client's own If-None-Match is its own: a 304 goes through as a 304", async () => {
  const app = gateway();
  const first = await visit(app, '/wp-json/wp/v2/posts');
  const again = await visit(app, '/wp-json/wp/v2/posts').set('If-None-Match', first.headers.etag!);
  expect(again.status).toBe(304);
  expect(again.text).toBe('');
  const other = await visit(app, '/wp-json/wp/v2/posts').set('If-None-Match', '"something else"');
  expect(other.status).toBe(200);
  expect(other.body).toEqual(items);
});

test.each(['/wp-json/with-cookie', '/wp-json/no-store', '/wp-json/by-language'])(
  '%s is not kept (Set-Cookie, no-store, a Vary the gateway does not key on)',
  async (path) => {
    const app = gateway();
    await visit(app, path);
    await visit(app, path);
    expect(seen.map((s) => s.ifNoneMatch)).toEqual([undefined, undefined]);
  },
);

test('without the backend nothing kept is sent: 502 as for any request', async () => {
  const cache = new ApiAnswerCache();
  const live = express().use(backendProxy(backend.url, () => {}, 5_000, undefined, cache));
  const host = 'officefit.example';
  expect((await request(live).get('/wp-json/wp/v2/posts').set('Host', host)).status).toBe(200);
  expect(cache.size).toBe(1);
  const orphan = express().use(backendProxy(await deadUrl(), () => {}, 5_000, undefined, cache));
  const answer = await request(orphan).get('/wp-json/wp/v2/posts').set('Host', host);
  expect(answer.status).toBe(502);
  expect(answer.body.code).toBe('gateway_backend_unavailable');
});

test('isKeepable: 200 with an ETag, no private/no-store, size within the limit', () => {
  const ok = { etag: '"a"', 'content-length': '10' };
  expect(isKeepable(200, ok, 100)).toBe(true);
  expect(isKeepable(404, ok, 100)).toBe(false);
  expect(isKeepable(200, { 'content-length': '10' }, 100)).toBe(false);
  expect(isKeepable(200, { ...ok, 'cache-control': 'private, max-age=0' }, 100)).toBe(false);
  expect(isKeepable(200, { ...ok, 'cache-control': 'public, no-cache' }, 100)).toBe(true);
  expect(isKeepable(200, { ...ok, 'content-length': '1000' }, 100)).toBe(false);
  expect(isKeepable(200, { ...ok, vary: 'Authorization, Accept-Encoding' }, 100)).toBe(true);
  expect(isKeepable(200, { ...ok, vary: '*' }, 100)).toBe(false);
});

test('the least recently used answers make room, by count and by bytes', () => {
  const cache = new ApiAnswerCache({ maxEntries: 3, maxTotalBytes: 10 });
  const answer = (size: number) => ({ etag: '"x"', headers: {}, body: Buffer.alloc(size) });
  cache.set('a', answer(3));
  cache.set('b', answer(3));
  cache.set('c', answer(3));
  cache.get('a');
  cache.set('d', answer(1));
  expect(cache.get('b')).toBeUndefined();
  expect(cache.bytes).toBe(7);
  cache.set('e', answer(6));
  expect(cache.bytes).toBeLessThanOrEqual(10);
  expect(cache.get('e')?.body.length).toBe(6);
  cache.set('e', answer(2));
  expect(cache.size).toBeLessThanOrEqual(3);
  expect(cache.bytes).toBe(
    [...['a', 'c', 'd', 'e']].reduce((n, k) => n + (cache.get(k)?.body.length ?? 0), 0),
  );
});
