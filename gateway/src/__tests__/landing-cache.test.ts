import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { assignCspNonce } from '../csp-nonce';
import { isContentWrite, LandingCache } from '../landing-cache';
import { landingPages, type LandingHtml, type LandingRenderer } from '../landing';
import { backendProxy } from '../proxy';
import { echoBackend, listen, oneRemoteRegistry, type Started } from './helpers';

const INDEX =
  '<!doctype html><html><head><title>officefit</title></head><body><div id="root"></div></body></html>';
/** A page's text without its per-answer nonce. */
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
const PAGE: LandingHtml = {
  html: '<main><h1>Hallo</h1></main>',
  styles: '',
  title: 'Start',
  meta: '',
  state: '{}',
  eager: false,
};

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('LandingCache', () => {
  it('answers a fresh page from memory and makes it once for requests arriving together', async () => {
    const cache = new LandingCache({ ttlMs: 5000, maxEntries: 10 });
    let made = 0;
    const produce = async () => `page ${++made}`;
    const [a, b] = await Promise.all([cache.get('k', [], produce), cache.get('k', [], produce)]);
    expect(a?.body).toBe('page 1');
    expect(b?.body).toBe('page 1');
    expect((await cache.get('k', [], produce))?.body).toBe('page 1');
    expect(made).toBe(1);
  });

  it('makes the page again after the time to live, and when a source object changes', async () => {
    const time = clock();
    const cache = new LandingCache({ ttlMs: 5000, maxEntries: 10, now: time.now });
    let made = 0;
    const produce = async () => `page ${++made}`;
    const routes = [{ path: '/' }];
    await cache.get('k', [routes], produce);
    time.advance(4999);
    expect((await cache.get('k', [routes], produce))?.body).toBe('page 1');
    time.advance(1);
    expect((await cache.get('k', [routes], produce))?.body).toBe('page 2');
    // a deploy re-read the route table: a new array, even with equal content
    expect((await cache.get('k', [[{ path: '/' }]], produce))?.body).toBe('page 3');
  });

  it('drops every page on invalidate, and does not keep a page whose render began before it', async () => {
    const cache = new LandingCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('a', [], async () => 'old a');
    let release!: (body: string) => void;
    const slow = cache.get('b', [], () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    expect(cache.size).toBe(0);
    release('old b');
    expect((await slow)?.body).toBe('old b'); // the request that asked still gets its answer
    expect(cache.size).toBe(0);
    expect((await cache.get('b', [], async () => 'new b'))?.body).toBe('new b');
  });

  it('passes "no page" on without keeping it, and holds at most maxEntries pages', async () => {
    const cache = new LandingCache({ ttlMs: 60_000, maxEntries: 2 });
    expect(await cache.get('none', [], async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    await cache.get('1', [], async () => 'one');
    await cache.get('2', [], async () => 'two');
    await cache.get('3', [], async () => 'three');
    expect(cache.size).toBe(2);
    expect((await cache.get('1', [], async () => 'one again'))?.body).toBe('one again');
  });
});

test('isContentWrite: successful CMS and admin writes only', () => {
  expect(isContentWrite('PUT', '/wp-json/officefit/v1/cms/pages/3', 200)).toBe(true);
  expect(isContentWrite('POST', '/wp-json/officefit/v1/cms/pages/3/publish', 201)).toBe(true);
  expect(isContentWrite('DELETE', '/wp-json/officefit/v1/admin/streams/4', 200)).toBe(true);
  expect(isContentWrite('GET', '/wp-json/officefit/v1/cms/pages', 200)).toBe(false);
  expect(isContentWrite('PUT', '/wp-json/officefit/v1/cms/pages/3', 403)).toBe(false);
  expect(isContentWrite('PUT', '/wp-json/officefit/v1/action_exercise', 200)).toBe(false);
  expect(isContentWrite('PUT', '/wp-json/officefit/v1/cmsx', 200)).toBe(false);
});

describe('the landing middleware with the cache', () => {
  const registry = oneRemoteRegistry(INDEX, {
    name: 'mf_marketing',
    entry: '/remotes/marketing/mf-manifest.json',
    routes: [{ id: 'landing', path: '/', layout: 'nonuser' }],
  });

  function appWith(cache: LandingCache) {
    const calls: string[] = [];
    const renderer: LandingRenderer = {
      configure: () => undefined,
      matchLanding: (pathname) =>
        pathname === '/' ? { route: { id: 'landing', path: '/', layout: 'nonuser' } } : null,
      renderLanding: async (req) => {
        calls.push(req.language);
        // over the compression threshold (1 kB)
        const filler = `<p>${'Text '.repeat(300)}</p>`;
        return { ...PAGE, html: `<main><h1>${req.language} ${calls.length}</h1>${filler}</main>` };
      },
    };
    const app = express();
    app.use(compression());
    app.use((_req, res, next) => {
      assignCspNonce(res);
      next();
    });
    app.use(landingPages(registry, renderer, { timeoutMs: 500, log: () => undefined, cache }));
    app.use((_req, res) => res.type('html').send('SHELL'));
    // supertest listens on a new port per request: one Host keeps one cache key
    const get = () => request(app).get('/').set('Accept', 'text/html').set('Host', 'officefit.example');
    return { get, calls };
  }

  it('renders once per language, gives every answer its own nonce and renders again after a CMS write', async () => {
    const cache = new LandingCache({ ttlMs: 60_000, maxEntries: 10 });
    const { get, calls } = appWith(cache);
    const first = await get();
    const second = await get();
    expect(withoutNonce(second.text)).toBe(withoutNonce(first.text));
    expect(second.text).not.toBe(first.text);
    expect(first.text).toContain('de-DE 1');
    expect(first.text).toMatch(/<meta property="csp-nonce" nonce="[\w+/=]{24}">/);
    const english = await get().set('Cookie', 'officefit_lang=en-US');
    expect(english.text).toContain('en-US 2');
    expect(calls).toEqual(['de-DE', 'en-US']);
    const zipped = await get().set('Accept-Encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(withoutNonce(zipped.text)).toBe(withoutNonce(first.text)); // supertest unzips
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    // a 304 would pair the browser's old copy (old nonce) with a new policy: a revalidation gets the page
    const revalidated = await get().set('If-None-Match', String(first.headers.etag ?? '*'));
    expect(revalidated.status).toBe(200);
    expect(revalidated.text).toContain('csp-nonce');

    cache.invalidate();
    const after = await get();
    expect(after.text).toContain('de-DE 3');
  });

  it('never serves a logged-in user from the cache', async () => {
    const cache = new LandingCache({ ttlMs: 60_000, maxEntries: 10 });
    const { get } = appWith(cache);
    await get();
    const res = await get().set('Cookie', 'access_token=abc');
    expect(res.text).toBe('SHELL');
  });
});

describe('the proxy tells of content writes', () => {
  let backend: Started;
  beforeAll(async () => {
    backend = await listen(echoBackend());
  });
  afterAll(() => backend.close());

  it('after the backend accepted a CMS write, not after a read or a refused write', async () => {
    const heard: number[] = [];
    const app = express();
    app.use(backendProxy(backend.url, () => undefined, 5000, { onContentWrite: () => heard.push(1) }));
    await request(app).get('/wp-json/officefit/v1/cms/pages');
    await request(app).put('/wp-json/officefit/v1/action_exercise').send({});
    expect(heard).toHaveLength(0);
    await request(app).post('/wp-json/officefit/v1/cms/pages/1/publish').send({});
    expect(heard).toHaveLength(1);
  });
});
