import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { makeApps, testGateway, writeJson } from './helpers';

const SCRIPT = path.resolve(__dirname, '../../../scripts/deploy-remote.sh');

/** A changed community build in its own folder (another remoteEntry and another route). */
function changedBuild(root: string, label: string): string {
  const dir = path.join(root, `build-${label}`);
  fs.cpSync(path.join(root, 'mf-community/dist'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_community; /* ${label} */`);
  writeJson(path.join(dir, 'routes.json'), [{ id: 'score', path: `/score-${label}`, layout: 'default' }]);
  return dir;
}

function deploy(deployDir: string, ...args: string[]): string {
  return execFileSync('bash', [SCRIPT, ...args], {
    env: { ...process.env, REMOTES_DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
}

async function manifest(app: Parameters<typeof request>[0]) {
  const res = await request(app).get('/app-manifest.json');
  return res.body as {
    buildId: string;
    remotes: Array<{ name: string; entry: string; routes: Array<{ path: string }> }>;
  };
}

const community = (m: Awaited<ReturnType<typeof manifest>>) =>
  m.remotes.find((r) => r.name === 'mf_community')!;

test("a deployed version becomes the area's entry, routes and files; a rollback switches back; the others stay", async () => {
  const root = makeApps();
  const deployDir = path.join(root, 'deployments');
  const { app } = testGateway(root, { REMOTES_DEPLOY_DIR: deployDir });

  const before = await manifest(app);
  expect(community(before).entry).toBe('/remotes/community/mf-manifest.json');

  deploy(deployDir, 'community', 'v1', changedBuild(root, 'one'));
  const one = await manifest(app);
  expect(community(one).entry).toBe('/remotes/community/v1/mf-manifest.json');
  expect(community(one).routes.map((r) => r.path)).toEqual(['/score-one']);
  expect(one.buildId).not.toBe(before.buildId);
  expect(one.buildId).toContain('mf_community@v1');
  // the other areas are untouched
  const training = (m: typeof one) => m.remotes.find((r) => r.name === 'mf_training');
  expect(training(one)).toEqual(training(before));
  expect((await request(app).get('/remotes/community/v1/remoteEntry.js')).text).toContain('one');

  deploy(deployDir, 'community', 'v2', changedBuild(root, 'two'));
  const two = await manifest(app);
  expect(community(two).entry).toBe('/remotes/community/v2/mf-manifest.json');
  expect(two.buildId).not.toBe(one.buildId);
  // a tab that started with v1 still gets v1's files; the unversioned build is still there too
  expect((await request(app).get('/remotes/community/v1/remoteEntry.js')).text).toContain('one');
  expect((await request(app).get('/remotes/community/v2/remoteEntry.js')).text).toContain('two');
  expect((await request(app).get('/remotes/community/remoteEntry.js')).text).toBe('var mf_community;');
  expect((await request(app).get('/remotes/community/v3/remoteEntry.js')).status).toBe(404);
  // the new version's routes are known to the gateway (no 404 for its page)
  expect((await request(app).get('/score-two').set('Accept', 'text/html')).status).toBe(200);

  deploy(deployDir, 'rollback', 'community');
  const back = await manifest(app);
  expect(community(back).entry).toBe('/remotes/community/v1/mf-manifest.json');
  expect(back.buildId).toBe(one.buildId);
});

test('a version is written once; bad names and a current file naming no version are refused', async () => {
  const root = makeApps();
  const deployDir = path.join(root, 'deployments');
  deploy(deployDir, 'community', 'v1', changedBuild(root, 'one'));
  expect(() => deploy(deployDir, 'community', 'v1', changedBuild(root, 'other'))).toThrow();
  expect(() => deploy(deployDir, 'community', '../escape')).toThrow();
  expect(() => deploy(deployDir, 'rollback', 'community')).toThrow(); // nothing earlier

  fs.writeFileSync(path.join(deployDir, 'community/current'), '../../etc\n');
  const { app, warnings } = testGateway(root, { REMOTES_DEPLOY_DIR: deployDir });
  expect(community(await manifest(app)).entry).toBe('/remotes/community/mf-manifest.json');
  expect(warnings.join('\n')).toMatch(/not a version name/);
});

test('an entry set by the environment wins over a deployment', async () => {
  const root = makeApps();
  const deployDir = path.join(root, 'deployments');
  deploy(deployDir, 'community', 'v1', changedBuild(root, 'one'));
  const { app } = testGateway(root, {
    REMOTES_DEPLOY_DIR: deployDir,
    REMOTE_ENTRY_MF_COMMUNITY: 'https://cdn.example/community/mf-manifest.json',
  });
  expect(community(await manifest(app)).entry).toBe('https://cdn.example/community/mf-manifest.json');
});
