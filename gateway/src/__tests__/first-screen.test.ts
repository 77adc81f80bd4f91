import express from 'express';
import request from 'supertest';
import { composeFirstScreenHtml, firstScreens } from '../first-screen';
import type { FirstScreenHtml, FirstScreenRequest, LandingRenderer } from '../landing';
import type { AppRegistry } from '../manifest';
import { oneRemoteRegistry } from './helpers';

const INDEX =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"/><title>officefit</title>' +
  '<script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';

const PAGE: FirstScreenHtml = {
  html: '<main id="main"><h1>Hallo Dana!</h1></main>',
  styles: '<style data-styled="true">h1{color:red}</style>',
  title: 'Übersicht – officefit',
  state: '{"api":{"queries":{}}}',
};

const HOME = { id: 'home', path: '/home', guard: 'aboorguest', layout: 'default' as const };

const registry = (): AppRegistry =>
  oneRemoteRegistry(INDEX, {
    name: 'mf_training',
    entry: '/remotes/training/mf-manifest.json',
    routes: [HOME],
  });

function renderer(render: (req: FirstScreenRequest) => Promise<FirstScreenHtml | null>) {
  const calls: FirstScreenRequest[] = [];
  const r: LandingRenderer = {
    configure: () => undefined,
    matchLanding: () => null,
    renderLanding: async () => null,
    matchFirstScreen: (pathname, routes) =>
      routes.some((route) => route.id === 'home' && route.path === pathname),
    renderFirstScreen: async (req) => {
      calls.push(req);
      return render(req);
    },
  };
  return Object.assign(r, { calls });
}

function app(r: LandingRenderer | null, timeoutMs = 400) {
  const a = express();
  a.use(firstScreens(registry(), r, { timeoutMs, log: () => undefined }));
  a.use((_req, res) => res.type('html').set('Cache-Control', 'no-cache').send('SHELL'));
  return a;
}

test('the first screen goes into the shell index like a landing page: the app loads when the user shows up', () => {
  const html = composeFirstScreenHtml(INDEX, PAGE, 'en-US', '/home');
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<title>Übersicht – officefit</title><style data-styled="true">');
  // the boot script loads the app's scripts at the user's first sign (`presence`) and remembers an early tap
  expect(html).toContain('<script defer src="/landing-boot.js" data-app-scripts="[&quot;/main.js&quot;]">');
  expect(html).toContain(
    '<div id="root" data-prerendered="/home" data-boot="presence"><main id="main"><h1>Hallo Dana!</h1></main></div>',
  );
  expect(html).toContain(
    '<script id="officefit-prerender-state" type="application/json">{"api":{"queries":{}}}</script>',
  );
});

test('a signed-in navigation to /home gets its first screen, private and never stored', async () => {
  const r = renderer(async () => PAGE);
  const res = await request(app(r))
    .get('/home')
    .set('Cookie', 'access_token=tok.en.value; officefit_lang=en-US')
    .set('Accept', 'text/html');
  expect(res.status).toBe(200);
  expect(res.text).toContain('<h1>Hallo Dana!</h1>');
  // the runtime manifest inline and the remote's manifest preloaded, as for the plain shell
  expect(res.text).toContain('<script id="app-manifest" type="application/json">');
  expect(res.text).toContain('<link rel="preload" href="/remotes/training/mf-manifest.json"');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers.vary).toMatch(/Cookie/);
  expect(r.calls).toEqual([
    expect.objectContaining({
      token: 'tok.en.value',
      language: 'en-US',
      url: expect.stringMatching(/\/home$/),
    }),
  ]);
});

test('without a session, on another path or for a non-HTML request the plain shell answers', async () => {
  const r = renderer(async () => PAGE);
  expect((await request(app(r)).get('/home').set('Accept', 'text/html')).text).toBe('SHELL');
  expect(
    (await request(app(r)).get('/score').set('Cookie', 'access_token=t').set('Accept', 'text/html')).text,
  ).toBe('SHELL');
  expect(
    (await request(app(r)).get('/home').set('Cookie', 'access_token=t').set('Accept', 'application/json'))
      .text,
  ).toBe('SHELL');
  expect(r.calls).toHaveLength(0);
});

test('a refused token, a failing or a slow render fall back to the plain shell', async () => {
  const refused = renderer(async () => null);
  const failing = renderer(async () => {
    throw new Error('backend down');
  });
  const slow = renderer(() => new Promise((resolve) => setTimeout(() => resolve(PAGE), 300)));
  for (const [r, timeout] of [
    [refused, 400],
    [failing, 400],
    [slow, 50],
  ] as const) {
    const res = await request(app(r, timeout))
      .get('/home')
      .set('Cookie', 'access_token=t')
      .set('Accept', 'text/html');
    expect(res.text).toBe('SHELL');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
});

test('FIRST_SCREEN_TIMEOUT_MS=0 or a renderer without first screens leaves every page to the shell', async () => {
  const r = renderer(async () => PAGE);
  const get = (a: express.Express) =>
    request(a).get('/home').set('Cookie', 'access_token=t').set('Accept', 'text/html');
  expect((await get(app(r, 0))).text).toBe('SHELL');
  const older: LandingRenderer = {
    configure: () => undefined,
    matchLanding: () => null,
    renderLanding: async () => null,
  };
  expect((await get(app(older))).text).toBe('SHELL');
  expect((await get(app(null))).text).toBe('SHELL');
});
