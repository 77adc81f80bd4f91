import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { cacheControlFor, IMMUTABLE, isHashedFile } from '../static';
import {
  echoBackend,
  HASHED_JS,
  listen,
  makeApps,
  SHELL_HTML,
  testGateway,
  withoutBootHints,
  withoutNonce,
} from './helpers';

let root: string;
beforeAll(() => {
  root = makeApps();
});
const app = () => testGateway(root).app;

describe('cache headers', () => {
  const immutable = ['immutable for a year', 'public, max-age=31536000, immutable'] as const;
  const revalidated = ['revalidated on every use', 'no-cache'] as const;
  it.each([
    ...[
      '/main.3f9a1c2b.js',
      '/123.abcdef12.js',
      '/main.0d1e2f34.css',
      '/assets/inter.9a8b7c6d.woff2',
      '/remotes/training/main.1a2b3c4d.js',
    ].map((url) => [url, ...immutable] as const),
    ...[
      '/index.html',
      '/remoteEntry.js',
      '/sw.js',
      '/routes.json',
      '/favicon.svg',
      '/remotes/training/remoteEntry.js',
      '/remotes/training/mf-manifest.json',
      '/remotes/training/routes.json',
      '/app-manifest.json',
    ].map((url) => [url, ...revalidated] as const),
  ])('%s is %s', async (url, _kind, cacheControl) => {
    const res = await request(app()).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('revalidates an entry file with its ETag', async () => {
    const first = await request(app()).get('/remotes/shop/remoteEntry.js');
    const again = await request(app())
      .get('/remotes/shop/remoteEntry.js')
      .set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('allows the service worker to control the whole site', async () => {
    const res = await request(app()).get('/sw.js');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('lets other origins load remote files (a host elsewhere may use this gateway as its CDN)', async () => {
    const res = await request(app()).get('/remotes/marketing/remoteEntry.js');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('recognises content-hashed names', () => {
    expect(isHashedFile('main.3f9a1c2b.js')).toBe(true);
    expect(isHashedFile('vendors-node_modules_react.0a1b2c3d.js')).toBe(true);
    expect(isHashedFile('workbox-1a2b3c4d.js')).toBe(true);
    expect(isHashedFile('logo.0123abcd.svg')).toBe(true);
    expect(isHashedFile('main.js')).toBe(false);
    expect(isHashedFile('mf-manifest.json')).toBe(false);
    expect(isHashedFile('font-deadbeef.woff2')).toBe(false);
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/a.12345678.js')).toBe(IMMUTABLE);
  });
});

describe('missing files', () => {
  it.each(['/remotes/training/missing.js', '/remotes/x/missing.js', '/remotes/training/', '/remotes'])(
    '%s answers a plain 404, never the app',
    async (url) => {
      const res = await request(app()).get(url).set('Accept', 'text/html,*/*');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).not.toContain('<html');
    },
  );

  it('answers a plain 404 for a missing chunk at the root, even with Accept: */*', async () => {
    const res = await request(app()).get('/main.99999999.js').set('Accept', '*/*');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('does not serve dotfiles', async () => {
    fs.writeFileSync(path.join(root, 'shell/dist/.env'), 'SECRET=1');
    const res = await request(app()).get('/.env').set('Accept', 'text/plain');
    expect(res.status).toBe(404);
  });
});

describe('compression', () => {
  it('gzips static files when the client accepts gzip', async () => {
    const gw = await listen(app());
    try {
      // A raw request, so the bytes on the wire are checked (supertest would inflate them silently).
      const { headers, body } = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          http
            .get(`${gw.url}/main.3f9a1c2b.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            })
            .on('error', reject);
        },
      );
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers.vary).toMatch(/Accept-Encoding/i);
      expect(body.length).toBeLessThan(HASHED_JS.length / 4);
      expect(zlib.gunzipSync(body).toString()).toBe(HASHED_JS);
    } finally {
      await gw.close();
    }
  });

  it('does not gzip without Accept-Encoding', async () => {
    const res = await request(app()).get('/main.3f9a1c2b.js').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('gzips proxied API responses too', async () => {
    const backend = await listen(echoBackend());
    try {
      const { app: gw } = testGateway(root, { BACKEND_URL: backend.url });
      const res = await request(gw)
        .post('/wp-json/officefit/v1/echo')
        .set('Accept-Encoding', 'gzip')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ text: 'x'.repeat(4000) }));
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(res.body.body).text).toHaveLength(4000);
    } finally {
      await backend.close();
    }
  });
});

describe('app routes and 404', () => {
  it.each([
    '/',
    '/home',
    '/home/',
    '/HOME',
    '/exercise/42',
    '/blog/healthy-back',
    '/special/summer.2026',
    '/challenges/create/7',
    '/password_lost',
    '/loading',
    '/for_your_company?utm_source=x',
  ])('%s is a known route: index.html with 200', async (url) => {
    const res = await request(app()).get(url).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(withoutBootHints(withoutNonce(res.text))).toBe(SHELL_HTML);
  });

  it.each(['/does/not-exist', '/blog', '/exercise', '/exercise/1/2', '/remotesx'])(
    '%s is unknown: the same index.html with 404',
    async (url) => {
      const res = await request(app()).get(url).set('Accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(withoutBootHints(withoutNonce(res.text))).toBe(SHELL_HTML);
    },
  );

  it('treats Accept: */* (and no Accept) as a navigation', async () => {
    expect((await request(app()).get('/home').set('Accept', '*/*')).status).toBe(200);
    const res = await request(app()).get('/nowhere').unset('Accept');
    expect(res.status).toBe(404);
    expect(withoutBootHints(withoutNonce(res.text))).toBe(SHELL_HTML);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await request(app()).head('/home').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('does not serve the app to non-HTML clients or other methods', async () => {
    const json = await request(app()).get('/home').set('Accept', 'application/json');
    expect(json.status).toBe(404);
    expect(json.headers['content-type']).toMatch(/^text\/plain/);
    const post = await request(app()).post('/home').set('Accept', 'text/html');
    expect(post.status).toBe(404);
    expect(post.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers 503 while the shell is not built', async () => {
    const bare = makeApps();
    fs.rmSync(path.join(bare, 'shell'), { recursive: true });
    const res = await request(testGateway(bare).app).get('/home').set('Accept', 'text/html');
    expect(res.status).toBe(503);
  });
});
