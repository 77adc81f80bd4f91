import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { listen, makeApps, REMOTE_ROUTES, SHELL_HTML, testGateway, writeJson } from './helpers';

const html = (req: request.Test) => req.set('Accept', 'text/html');

describe('GET /app-manifest.json', () => {
  it('lists every remote with its default entry and the routes from its routes.json', async () => {
    const { app } = testGateway(makeApps());
    const res = await request(app).get('/app-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      buildId: createHash('sha256').update(SHELL_HTML).digest('hex').slice(0, 16),
      remotes: ['training', 'community', 'shop', 'marketing', 'admin'].map((area) => ({
        name: `mf_${area}`,
        entry: `/remotes/${area}/mf-manifest.json`,
        routes: REMOTE_ROUTES[area],
      })),
      config: { analyticsUrl: null },
    });
  });

  it('passes ANALYTICS_URL to the shell', async () => {
    const { app } = testGateway(makeApps(), { ANALYTICS_URL: 'https://stats.example.com/collect' });
    const res = await request(app).get('/app-manifest.json');
    expect(res.body.config).toEqual({ analyticsUrl: 'https://stats.example.com/collect' });
  });

  it('takes one entry from REMOTE_ENTRY_MF_COMMUNITY and keeps its local routes known', async () => {
    const broken = 'http://127.0.0.1:9/broken/mf-manifest.json';
    const { app } = testGateway(makeApps(), { REMOTE_ENTRY_MF_COMMUNITY: broken });
    const res = await request(app).get('/app-manifest.json');
    const community = res.body.remotes.find((r: { name: string }) => r.name === 'mf_community');
    expect(community).toEqual({ name: 'mf_community', entry: broken, routes: REMOTE_ROUTES.community });
    expect(res.body.remotes.find((r: { name: string }) => r.name === 'mf_shop').entry).toBe(
      '/remotes/shop/mf-manifest.json',
    );
    expect((await html(request(app).get('/score'))).status).toBe(200);
  });

  it('re-reads routes.json after a remote is redeployed, without a restart', async () => {
    const root = makeApps();
    const { app } = testGateway(root);
    expect((await html(request(app).get('/mybonuses/7'))).status).toBe(404);

    const routes = [
      ...REMOTE_ROUTES.shop!,
      { id: 'bonus', path: '/mybonuses/:id', guard: 'abo', layout: 'default' },
    ];
    writeJson(path.join(root, 'mf-shop/dist/routes.json'), routes);
    const res = await request(app).get('/app-manifest.json');
    expect(res.body.remotes.find((r: { name: string }) => r.name === 'mf_shop').routes).toEqual(routes);
    expect((await html(request(app).get('/mybonuses/7'))).status).toBe(200);

    fs.rmSync(path.join(root, 'mf-shop/dist/routes.json'));
    expect((await html(request(app).get('/mybonuses'))).status).toBe(404);
  });

  it('checks the files at most once per interval', async () => {
    const root = makeApps();
    const { app } = testGateway(root, {}, { fileCheckMs: 60_000 });
    await request(app).get('/app-manifest.json');
    writeJson(path.join(root, 'mf-admin/dist/routes.json'), []);
    const res = await request(app).get('/app-manifest.json');
    expect(res.body.remotes[4].routes).toEqual(REMOTE_ROUTES.admin);
  });

  it('re-reads a routes.json whose size and mtime look unchanged once the refresh interval has passed', async () => {
    const root = makeApps();
    const file = path.join(root, 'mf-admin/dist/routes.json');
    const mtime = new Date('2026-01-01T00:00:00Z');
    fs.utimesSync(file, mtime, mtime);
    const { app } = testGateway(root, {}, { refreshMs: 100 });
    await request(app).get('/app-manifest.json');
    const same = JSON.stringify(REMOTE_ROUTES.admin).replace('"admin"', '"ADMIN"');
    fs.writeFileSync(file, same);
    fs.utimesSync(file, mtime, mtime);
    expect((await request(app).get('/app-manifest.json')).body.remotes[4].routes[0].id).toBe('admin');
    await new Promise((r) => setTimeout(r, 120));
    expect((await request(app).get('/app-manifest.json')).body.remotes[4].routes[0].id).toBe('ADMIN');
  });

  it('keeps the last good routes while a routes.json is half written', async () => {
    const root = makeApps();
    const { app, warnings } = testGateway(root);
    await request(app).get('/app-manifest.json');
    fs.writeFileSync(path.join(root, 'mf-admin/dist/routes.json'), '[{"id":"adm');
    const res = await request(app).get('/app-manifest.json');
    expect(res.body.remotes[4].routes).toEqual(REMOTE_ROUTES.admin);
    expect(warnings.join('\n')).toMatch(/mf_admin: cannot read/);
  });

  it('changes buildId when the shell is redeployed', async () => {
    const root = makeApps();
    const { app } = testGateway(root);
    const before = (await request(app).get('/app-manifest.json')).body.buildId;
    fs.writeFileSync(path.join(root, 'shell/dist/index.html'), `${SHELL_HTML}<!-- v2 -->`);
    const after = (await request(app).get('/app-manifest.json')).body.buildId;
    expect(after).toMatch(/^[0-9a-f]{16}$/);
    expect(after).not.toBe(before);
  });

  it('lists a remote that is not built with no routes', async () => {
    const root = makeApps();
    fs.rmSync(path.join(root, 'mf-admin'), { recursive: true });
    fs.rmSync(path.join(root, 'shell/dist/index.html'));
    const res = await request(testGateway(root).app).get('/app-manifest.json');
    expect(res.body.buildId).toBe('unbuilt');
    expect(res.body.remotes[4]).toEqual({
      name: 'mf_admin',
      entry: '/remotes/admin/mf-manifest.json',
      routes: [],
    });
  });

  it('fetches routes.json next to an absolute entry when there is no local build', async () => {
    const cdnApp = express();
    let hits = 0;
    cdnApp.get('/community/v2/routes.json', (_req, res) => {
      hits += 1;
      res.json(REMOTE_ROUTES.community);
    });
    const cdn = await listen(cdnApp);
    try {
      const { app } = testGateway(makeApps({ omitRoutes: ['community'] }), {
        REMOTE_ENTRY_MF_COMMUNITY: `${cdn.url}/community/v2/mf-manifest.json`,
      });
      const res = await request(app).get('/app-manifest.json');
      expect(res.body.remotes[1]).toEqual({
        name: 'mf_community',
        entry: `${cdn.url}/community/v2/mf-manifest.json`,
        routes: REMOTE_ROUTES.community,
      });
      expect((await html(request(app).get('/challenges/create/12'))).status).toBe(200);
      expect(hits).toBe(1); // cached for refreshMs
    } finally {
      await cdn.close();
    }
  });

  it('answers quickly with no routes when the absolute entry host is down', async () => {
    const { app, warnings } = testGateway(makeApps({ omitRoutes: ['community'] }), {
      REMOTE_ENTRY_MF_COMMUNITY: 'http://127.0.0.1:9/broken/mf-manifest.json',
    });
    const res = await request(app).get('/app-manifest.json');
    expect(res.body.remotes[1].routes).toEqual([]);
    expect((await html(request(app).get('/score'))).status).toBe(404);
    expect(warnings.join('\n')).toMatch(/mf_community: cannot fetch routes\.json/);
  });

  it('reads the remotes list from the config file', async () => {
    const root = makeApps();
    const file = path.join(root, 'gateway.json');
    writeJson(file, {
      remotes: [
        { area: 'training', name: 'mf_training', entry: 'https://cdn.example.com/training/mf-manifest.json' },
        { area: 'shop', name: 'mf_shop', dir: 'mf-shop/dist' },
      ],
    });
    const { app } = testGateway(root, { GATEWAY_CONFIG: file });
    const res = await request(app).get('/app-manifest.json');
    expect(res.body.remotes).toEqual([
      {
        name: 'mf_training',
        entry: 'https://cdn.example.com/training/mf-manifest.json',
        routes: REMOTE_ROUTES.training,
      },
      { name: 'mf_shop', entry: '/remotes/shop/mf-manifest.json', routes: REMOTE_ROUTES.shop },
    ]);
    expect((await html(request(app).get('/admin'))).status).toBe(404);
    expect((await request(app).get('/remotes/admin/remoteEntry.js')).status).toBe(404);
  });
});
