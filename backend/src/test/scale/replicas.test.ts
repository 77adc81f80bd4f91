// Scale-out on one PostgreSQL (issue 17): two real backend processes and two real gateways, each gateway
// proxying to both backends (BACKEND_URLS). A login made through one gateway works through the other, a write
// made through one is read through the other, a mail queued through either is delivered once by the two backends'
// job runners together, and when one backend is killed (SIGKILL) every read still succeeds through both gateways.
// PostgreSQL only: PGlite is an in-process database that a second process cannot open.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { seedDatabase } from '../../seed/seed-database';
import { BACKEND_SERVER, freePort, GATEWAY_SERVER, Processes } from '../processes';
import { createScratchDatabase, describeOnPostgres, type ScratchDatabase, until } from '../scratch-postgres';

describeOnPostgres('two backends and two gateways on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  const dataDirs: string[] = [];
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let backends: Array<{ url: string; child: ChildProcess }> = [];
  let gateways: string[] = [];

  const processes = new Processes();
  const start = (script: string, env: Record<string, string>) => processes.start(script, env);

  async function startBackend(databaseUrl: string) {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-replica-'));
    dataDirs.push(dataDir);
    const child = start(BACKEND_SERVER, {
      DATABASE_URL: databaseUrl,
      BACKEND_PORT: String(port),
      BACKEND_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUTBOX_INTERVAL: '1s',
      JOBS_POLL_SECONDS: '1',
    });
    const url = `http://127.0.0.1:${port}`;
    await until(`backend ${url}`, async () => (await fetch(`${url}/wp-json/health`)).ok, 60_000);
    return { url, child };
  }

  async function startGateway(backendUrls: string[]) {
    const port = await freePort();
    start(GATEWAY_SERVER, {
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKEND_URLS: backendUrls.join(','),
      BACKEND_CHECK_MS: '300',
      APPS_ROOT: fs.mkdtempSync(path.join(os.tmpdir(), 'officefit-no-apps-')),
      PRERENDER: '0',
    });
    const url = `http://127.0.0.1:${port}`;
    await until(`gateway ${url}`, async () => (await fetch(`${url}/livez`)).ok, 60_000);
    return url;
  }

  async function login(gateway: string, email: string): Promise<string> {
    const res = await fetch(`${gateway}/wp-json/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  const me = async (gateway: string, token: string) => {
    const res = await fetch(`${gateway}/wp-json/officefit/v1/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as { id?: number; lang?: string } };
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase('officefit_replicas');
    const url = scratch.url;
    handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
    db = handle.db;
    await migrateToLatest(db);
    await seedDatabase(db);
    backends = await Promise.all([startBackend(url), startBackend(url)]);
    const urls = backends.map((b) => b.url);
    gateways = await Promise.all([startGateway(urls), startGateway(urls)]);
  }, 150_000);

  afterAll(async () => {
    processes.killAll();
    await handle?.close();
    await scratch?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  test('a login through one gateway works through the other, on every backend', async () => {
    const token = await login(gateways[0]!, 'demo@example.com');
    // four reads through the second gateway reach both backends (round-robin); all accept the token
    for (let i = 0; i < 4; i += 1) {
      const answer = await me(gateways[1]!, token);
      expect(answer.status).toBe(200);
      expect(answer.body.id).toEqual(expect.any(Number));
    }
    // and straight to each backend: both sign and check with the one secret kept in PostgreSQL
    for (const backend of backends) expect((await me(backend.url, token)).status).toBe(200);
  }, 60_000);

  test('a write through one gateway is read through the other', async () => {
    const token = await login(gateways[1]!, 'colleague@example.com');
    const res = await fetch(`${gateways[0]}/wp-json/officefit/v1/me`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'en-US' }),
    });
    expect(res.status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await me(gateways[1]!, token)).body.lang).toBe('en-US');
  }, 60_000);

  test('a logout through one backend ends the token on the other, which had kept its check', async () => {
    const token = await login(gateways[0]!, 'demo@example.com');
    const first = backends[0]!;
    const second = backends[1]!;
    // the second backend checks the token and keeps that check (modules/auth/token-user-cache.ts)
    for (let i = 0; i < 3; i += 1) expect((await me(second.url, token)).status).toBe(200);
    const logout = await fetch(`${first.url}/wp-json/jwt-auth/v1/token/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    // the first backend's commit notifies the second (LISTEN officefit_auth): refused within moments
    await until(
      'the second backend refusing the ended token',
      async () => (await me(second.url, token)).status === 401,
      2_000,
    );
    expect((await me(first.url, token)).status).toBe(401);
  }, 60_000);

  test('a mail queued through either gateway is delivered once by the two job runners', async () => {
    for (const gateway of gateways) {
      const res = await fetch(`${gateway}/wp-json/officefit/v1/password_lost`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'guest@example.com' }),
      });
      expect(res.status).toBeLessThan(300);
    }
    const queued = () =>
      db
        .selectFrom('mail_outbox')
        .select(['id', 'state'])
        .where('recipient', '=', 'guest@example.com')
        .execute();
    await until('both mails sent', async () => {
      const rows = await queued();
      return rows.length === 2 && rows.every((r) => r.state === 'sent');
    });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // room for a (wrong) second delivery
    const sent = await queued();
    expect(sent).toHaveLength(2);
    expect(sent.every((r) => r.state === 'sent')).toBe(true);
    const delivered = dataDirs
      .map((dir) => path.join(dir, 'mail'))
      .filter((dir) => fs.existsSync(dir))
      .flatMap((dir) => fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((eml) => /^To: .*guest@example\.com/im.test(eml));
    expect(delivered).toHaveLength(2);
  }, 60_000);

  test('with one backend killed, every read still succeeds through both gateways', async () => {
    const token = await login(gateways[0]!, 'demo@example.com');
    backends[0]!.child.kill('SIGKILL');
    await new Promise((resolve) => backends[0]!.child.once('exit', resolve));
    for (let i = 0; i < 6; i += 1) {
      for (const gateway of gateways) expect((await me(gateway, token)).status).toBe(200);
    }
    const health = (await (await fetch(`${gateways[1]}/healthz`)).json()) as { backends: unknown };
    expect(health.backends).toEqual({ up: 1, total: 2 });
  }, 60_000);
});
