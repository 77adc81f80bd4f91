// Test fixtures: fake built apps in a temp folder and a real tiny backend on an ephemeral port.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createGateway } from '../app';
import { loadConfig, type GatewayConfig } from '../config';
import type { AppRegistry, ManifestRemote } from '../manifest';

export const SHELL_HTML =
  '<!doctype html><html><head><title>officefit</title></head><body><div id="root"></div></body></html>';
/** A served page without the per-answer CSP nonce the gateway adds (csp-nonce.ts). */
export const withoutNonce = (html: string): string =>
  html.replace(/<meta property="csp-nonce" nonce="[^"]*">/g, '').replace(/ nonce="[^"]*"/g, '');
/** The page without the boot hints of a navigation (inline manifest, remote preload; boot-hints.test.ts). */
export const withoutBootHints = (html: string): string =>
  html
    .replace(/<script id="app-manifest" type="application\/json">.*?<\/script>/g, '')
    .replace(/<link rel="preload" href="[^"]*" as="fetch" crossorigin>/g, '');
/** Large enough (> 1 kB) to be gzip-compressed. */
export const HASHED_JS = `/* main */\n${'console.log("officefit");\n'.repeat(200)}`;

export type Routes = Array<{ id: string; path: string; guard?: string; layout?: string }>;

export const REMOTE_ROUTES: Record<string, Routes> = {
  training: [
    { id: 'home', path: '/home', guard: 'abo', layout: 'default' },
    { id: 'exercise', path: '/exercise/:id', guard: 'aboorguest', layout: 'default' },
  ],
  community: [
    { id: 'score', path: '/score', layout: 'default' },
    { id: 'challenge-create', path: '/challenges/create/:id', layout: 'default' },
  ],
  shop: [{ id: 'mybonuses', path: '/mybonuses', guard: 'abo', layout: 'default' }],
  marketing: [
    { id: 'landing', path: '/', layout: 'nonuser' },
    { id: 'blog-post', path: '/blog/:id', layout: 'nonuser' },
    { id: 'special', path: '/special/:name', layout: 'nonuser' },
    { id: 'for-your-company', path: '/for_your_company', layout: 'nonuser' },
  ],
  admin: [{ id: 'admin', path: '/admin', guard: 'admin', layout: 'default' }],
};

export const SHELL_ROUTES: Routes = [
  { id: 'loading', path: '/loading', layout: 'loading' },
  { id: 'password_lost', path: '/password_lost', layout: 'nonuser' },
];

/** Writes JSON to a file, creating folders. */
export function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(data));
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** Creates `<root>/shell/dist` and `<root>/mf-<area>/dist` with the files a real build emits. */
export function makeApps(options: { omitRoutes?: string[] } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  roots.push(root);
  const shell = path.join(root, 'shell/dist');
  fs.mkdirSync(path.join(shell, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(shell, 'main.3f9a1c2b.js'), HASHED_JS);
  fs.writeFileSync(path.join(shell, '123.abcdef12.js'), 'export{};');
  fs.writeFileSync(path.join(shell, 'main.0d1e2f34.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(shell, 'assets/inter.9a8b7c6d.woff2'), 'font');
  fs.writeFileSync(path.join(shell, 'remoteEntry.js'), 'var shell;');
  fs.writeFileSync(path.join(shell, 'sw.js'), 'self.addEventListener("install",()=>{});');
  fs.writeFileSync(path.join(shell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeJson(path.join(shell, 'routes.json'), SHELL_ROUTES);
  for (const [area, routes] of Object.entries(REMOTE_ROUTES)) {
    const dist = path.join(root, `mf-${area}/dist`);
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var mf_${area};`);
    fs.writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), `/* ${area} */`);
    writeJson(path.join(dist, 'mf-manifest.json'), { id: `mf_${area}`, name: `mf_${area}` });
    fs.writeFileSync(path.join(dist, 'index.html'), `<html>${area} alone</html>`);
    if (!options.omitRoutes?.includes(area)) writeJson(path.join(dist, 'routes.json'), routes);
  }
  return root;
}

/** A gateway config over a fixture folder; `env` adds or overrides environment variables. */
export function testConfig(
  root: string,
  env: Record<string, string> = {},
  overrides: Partial<GatewayConfig> = {},
): GatewayConfig {
  const config = loadConfig(
    { APPS_ROOT: root, BACKEND_URL: 'http://127.0.0.1:9', PRERENDER: '0', ...env },
    root,
  );
  return { ...config, fileCheckMs: 0, ...overrides };
}

/** The gateway for a fixture folder, with warnings collected instead of printed. */
export function testGateway(
  root: string,
  env: Record<string, string> = {},
  overrides: Partial<GatewayConfig> = {},
) {
  const warnings: string[] = [];
  const app = createGateway(testConfig(root, env, overrides), { log: (m) => warnings.push(m) });
  return { app, warnings };
}

export interface Started {
  url: string;
  close: () => Promise<void>;
}

/** Listens on an ephemeral port of 127.0.0.1 (an Express app or a whole gateway). */
export function listen(app: express.Express | http.RequestListener): Promise<Started> {
  return new Promise((resolve) => {
    const server: Server = http.createServer(app).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * For a test file: a running echo backend and a fixture folder, made before its tests and closed after them (read
 * `backend` and `root` inside a test, once they exist).
 */
export function echoBackendAndApps(): { readonly backend: Started; readonly root: string } {
  const fixture = {} as { backend: Started; root: string };
  beforeAll(async () => {
    fixture.backend = await listen(echoBackend());
    fixture.root = makeApps();
  });
  afterAll(() => fixture.backend.close());
  return fixture;
}

/** A registry of one remote over a fixed shell index (build b1), for the page middlewares (landing, first screen). */
export function oneRemoteRegistry(index: string, remote: ManifestRemote): AppRegistry {
  const shellIndex = { body: Buffer.from(index), buildId: 'b1' };
  return {
    manifest: async () => ({ buildId: 'b1', remotes: [remote], config: { analyticsUrl: null } }),
    isKnownRoute: async () => true,
    shellIndex: async () => shellIndex,
  };
}

/** A URL where nothing listens (a port that was just freed). */
export async function deadUrl(): Promise<string> {
  const started = await listen(express());
  await started.close();
  return started.url;
}

/** A tiny backend that echoes what it received, raw body included, and answers /wp-json/health. */
export function echoBackend(): express.Express {
  const app = express();
  app.get('/wp-json/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.status(req.path === '/wp-json/teapot' ? 418 : 200).json({
        method: req.method,
        url: req.originalUrl,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
    });
  });
  return app;
}
