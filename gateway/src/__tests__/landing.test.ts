import express from 'express';
import request from 'supertest';
import { composeLandingHtml, landingPages, type LandingHtml, type LandingRenderer } from '../landing';
import type { AppRegistry } from '../manifest';
import { oneRemoteRegistry } from './helpers';

const INDEX =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"/><meta name="description" content="default"/>' +
  '<title>officefit</title><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';

const PAGE: LandingHtml = {
  html: '<main id="main"><h1>Hallo</h1></main>',
  styles: '<style data-styled="true">h1{color:red}</style>',
  title: 'Start – officefit',
  meta: '<meta name="description" content="Die Startseite"/>',
  state: '{"api":{}}',
  eager: false,
};

function registry(routes = [{ id: 'landing', path: '/', layout: 'nonuser' as const }]): AppRegistry {
  return oneRemoteRegistry(INDEX, {
    name: 'mf_marketing',
    entry: '/remotes/marketing/mf-manifest.json',
    routes,
  });
}

function renderer(
  render: NonNullable<LandingRenderer['renderLanding']>,
): LandingRenderer & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    configure: () => undefined,
    matchLanding: (pathname) =>
      pathname === '/' ? { route: { id: 'landing', path: '/', layout: 'nonuser' } } : null,
    renderLanding: async (req) => {
      calls.push(req);
      return render(req);
    },
  };
}

function app(r: LandingRenderer | null, reg = registry(), timeoutMs = 500) {
  const a = express();
  a.use(landingPages(reg, r, { timeoutMs, log: () => undefined }));
  a.use((_req, res) => res.type('html').send('SHELL'));
  return a;
}

test('the page goes into the shell index: language, head, markup, state and the boot script', () => {
  const html = composeLandingHtml(INDEX, { ...PAGE, eager: true }, 'en-US', '/');
  expect(html).toContain('<html lang="en">');
  expect(html).not.toContain('content="default"');
  expect(html).toContain(
    '<title>Start – officefit</title><meta name="description" content="Die Startseite"/>',
  );
  expect(html).toContain('<style data-styled="true">');
  expect(html).not.toContain('<script defer="defer" src="/main.js">');
  expect(html).toContain('<script defer src="/landing-boot.js" data-app-scripts="[&quot;/main.js&quot;]">');
  expect(html).toContain(
    '<div id="root" data-prerendered="/" data-boot="eager"><main id="main"><h1>Hallo</h1></main></div>',
  );
  expect(html).toContain(
    '<script id="officefit-prerender-state" type="application/json">{"api":{}}</script>',
  );
});

test('a logged-out visitor gets the prerendered page in the language of the cookie', async () => {
  const r = renderer(async () => PAGE);
  const res = await request(app(r)).get('/').set('Cookie', 'officefit_lang=en-US').set('Accept', 'text/html');
  expect(res.status).toBe(200);
  expect(res.text).toContain('data-prerendered="/"');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers.vary).toMatch(/Cookie/);
  expect(r.calls).toEqual([
    expect.objectContaining({ language: 'en-US', url: expect.stringMatching(/\/$/) }),
  ]);
  await request(app(r)).get('/');
  expect(r.calls[1]).toEqual(expect.objectContaining({ language: 'de-DE' }));
});

test('the cookie carries the language by the one rule; Accept-Language is no carrier', async () => {
  const r = renderer(async () => PAGE);
  await request(app(r)).get('/').set('Cookie', 'officefit_lang=EN-gb').set('Accept', 'text/html');
  await request(app(r)).get('/').set('Cookie', 'officefit_lang=fr-FR').set('Accept', 'text/html');
  await request(app(r)).get('/').set('Accept-Language', 'en-US,en;q=0.9').set('Accept', 'text/html');
  expect(r.calls.map((call) => (call as { language: string }).language)).toEqual(['en-US', 'de-DE', 'de-DE']);
});

test.each([
  ['a session cookie', (t: request.Test) => t.set('Cookie', 'access_token=abc')],
  ['a request for JSON', (t: request.Test) => t.set('Accept', 'application/json')],
])('%s gets the plain shell', async (_name, prepare) => {
  const r = renderer(async () => PAGE);
  const res = await prepare(request(app(r)).get('/'));
  expect(res.text).toBe('SHELL');
  expect(r.calls).toHaveLength(0);
});

test('no renderer, another path, the owning area missing, no page, a failure or a slow render: the plain shell', async () => {
  expect((await request(app(null)).get('/')).text).toBe('SHELL');
  expect((await request(app(renderer(async () => PAGE))).get('/blog')).text).toBe('SHELL');
  expect(
    (
      await request(
        app(
          renderer(async () => PAGE),
          registry([]),
        ),
      ).get('/')
    ).text,
  ).toBe('SHELL');
  expect((await request(app(renderer(async () => null))).get('/')).text).toBe('SHELL');
  const failing = renderer(async () => {
    throw new Error('backend down');
  });
  expect((await request(app(failing)).get('/')).text).toBe('SHELL');
  const slow = renderer(() => new Promise((resolve) => setTimeout(() => resolve(PAGE), 300)));
  expect((await request(app(slow, registry(), 50)).get('/')).text).toBe('SHELL');
});
