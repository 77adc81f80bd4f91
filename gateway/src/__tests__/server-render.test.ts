// The landing pages are rendered by the marketing area's server bundle of its CURRENT deployment, loaded at run
// time (issue 33): real files in a temp deployments folder, the real deploy script, one gateway that keeps running.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { makeApps, testGateway } from './helpers';

const SCRIPT = path.resolve(__dirname, '../../../scripts/deploy-remote.sh');

/** A server bundle as prerender/server-build.js emits it (CommonJS), rendering `heading` on `/`. */
function serverBundle(heading: string, body = ''): string {
  return `${body}
let apiRoot = null;
exports.configure = (options) => { apiRoot = options.apiRoot; };
exports.matchLanding = (p) => (p === '/' ? { route: { id: 'landing', path: '/', layout: 'nonuser' } } : null);
exports.renderLanding = async (req) => ({
  html: '<main id="main"><h1>${heading}</h1><p>' + apiRoot + ' ' + req.language + '</p></main>',
  styles: '', title: '${heading}', meta: '', state: '{"api":{}}', eager: false,
});
`;
}

/** A marketing build (the fixture's browser files) with `server/render.js`, in a folder of its own. */
function marketingBuild(root: string, label: string, bundle: string | null): string {
  const dir = path.join(root, `build-${label}`);
  fs.cpSync(path.join(root, 'mf-marketing/dist'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_marketing; /* ${label} */`);
  if (bundle !== null) {
    fs.mkdirSync(path.join(dir, 'server'));
    fs.writeFileSync(path.join(dir, 'server/render.js'), bundle);
  }
  return dir;
}

function deploy(deployDir: string, ...args: string[]): void {
  execFileSync('bash', [SCRIPT, ...args], { env: { ...process.env, REMOTES_DEPLOY_DIR: deployDir } });
}

function setup(env: Record<string, string> = {}) {
  const root = makeApps();
  const deployDir = path.join(root, 'deployments');
  const gateway = testGateway(root, { REMOTES_DEPLOY_DIR: deployDir, PRERENDER: '1', ...env });
  const page = async () => {
    const res = await request(gateway.app).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    return { text: res.text, by: res.headers['x-rendered-by'] as string | undefined };
  };
  return { root, deployDir, page, ...gateway };
}

test('a deploy, a rollback and a broken version switch the server render without a restart', async () => {
  const { root, deployDir, page, app, warnings } = setup();
  deploy(deployDir, 'marketing', 'A', marketingBuild(root, 'A', serverBundle('Version A')));
  const a = await page();
  expect(a.text).toContain('<h1>Version A</h1>');
  // the renderer calls the gateway's backend; the page names the version that rendered it
  expect(a.text).toContain('http://127.0.0.1:9/wp-json/ de-DE');
  expect(a.text).toContain('data-rendered-by="mf_marketing@A"');
  expect(a.by).toBe('mf_marketing@A');
  // the browser gets the same version's remote
  const manifest = await request(app).get('/app-manifest.json');
  expect(manifest.body.remotes).toContainEqual(
    expect.objectContaining({ name: 'mf_marketing', entry: '/remotes/marketing/A/mf-manifest.json' }),
  );

  deploy(deployDir, 'marketing', 'B', marketingBuild(root, 'B', serverBundle('Version B')));
  const b = await page();
  expect(b.text).toContain('<h1>Version B</h1>');
  expect(b.text).not.toContain('Version A');
  expect(b.by).toBe('mf_marketing@B');

  deploy(deployDir, 'rollback', 'marketing');
  expect((await page()).text).toContain('<h1>Version A</h1>');

  // C throws while loading: the client-rendered page (the plain shell), and one note in the log
  deploy(
    deployDir,
    'marketing',
    'C',
    marketingBuild(root, 'C', serverBundle('Version C', 'throw new Error("C is broken");')),
  );
  for (let i = 0; i < 2; i++) {
    const c = await page();
    expect(c.text).not.toContain('data-prerendered');
    expect(c.text).not.toContain('Version');
    expect(c.by).toBeUndefined();
  }
  expect(warnings.filter((w) => w.includes('C is broken'))).toHaveLength(1);

  deploy(deployDir, 'rollback', 'marketing');
  const back = await page();
  expect(back.text).toContain('<h1>Version A</h1>');
  expect(back.by).toBe('mf_marketing@A');
});

test('a version without server code, a render that throws and one that hangs serve the client-rendered page', async () => {
  const { root, deployDir, page, warnings } = setup({ PRERENDER_TIMEOUT_MS: '100' });
  deploy(deployDir, 'marketing', 'none', marketingBuild(root, 'none', null));
  expect((await page()).text).not.toContain('data-prerendered');
  expect(warnings.join('\n')).toMatch(/mf_marketing@none: no server[/\\]render\.js/);

  const throws = serverBundle('x').replace('exports.renderLanding = async', 'exports.renderLanding =');
  const bad = throws.replace(
    "html: '<main",
    "html: (() => { throw new Error('render failed'); })() + '<main",
  );
  deploy(deployDir, 'marketing', 'throws', marketingBuild(root, 'throws', bad));
  expect((await page()).text).not.toContain('data-prerendered');
  expect(warnings.join('\n')).toMatch(/render failed/);

  const hangs = `${serverBundle('x')}\nexports.renderLanding = () => new Promise(() => {});`;
  deploy(deployDir, 'marketing', 'hangs', marketingBuild(root, 'hangs', hangs));
  expect((await page()).text).not.toContain('data-prerendered');

  deploy(deployDir, 'marketing', 'good', marketingBuild(root, 'good', serverBundle('Good')));
  expect((await page()).text).toContain('<h1>Good</h1>');
});

test('the server bundle is not served to browsers', async () => {
  const { root, deployDir, app } = setup();
  deploy(deployDir, 'marketing', 'A', marketingBuild(root, 'A', serverBundle('Version A')));
  expect((await request(app).get('/remotes/marketing/A/remoteEntry.js')).status).toBe(200);
  expect((await request(app).get('/remotes/marketing/A/server/render.js')).status).toBe(404);
  expect((await request(app).get('/remotes/marketing/server/render.js')).status).toBe(404);
});
