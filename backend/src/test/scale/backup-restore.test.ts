// Backups (docs/operations.md): a seeded database with activity is dumped with pg_dump (custom format) and
// restored with pg_restore into a new database; every table has the same rows, the migrations are recorded as
// applied, and the restored copy serves a login and `me` like the original. PostgreSQL only.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import request from 'supertest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { seedDatabase } from '../../seed/seed-database';
import { createApp } from '../../app';
import { createFileSystemStorage } from '../../shared/storage';
import { createScratchDatabase, describeOnPostgres, type ScratchDatabase } from '../scratch-postgres';

/** pg_dump and pg_restore of the server's major version (Debian keeps them beside initdb). */
function pgTool(name: string): string {
  const bin = process.env.PG_BIN;
  if (bin && fs.existsSync(path.join(bin, name))) return path.join(bin, name);
  return name;
}

describeOnPostgres('pg_dump and pg_restore', () => {
  const suffix = randomBytes(6).toString('hex');
  let source: ScratchDatabase;
  let copy: ScratchDatabase;
  const handles: DatabaseHandle[] = [];
  const dumpFile = path.join(os.tmpdir(), `officefit-${suffix}.dump`);
  const filesDir = path.join(os.tmpdir(), `officefit-files-${suffix}`);
  const jwtSecret = randomBytes(32).toString('hex');
  const appOn = async (handle: DatabaseHandle) =>
    createApp({
      db: handle.db,
      dbKind: handle.kind,
      storage: await createFileSystemStorage(filesDir),
      jwt: { secret: jwtSecret, expiresInSeconds: 3600 },
    });

  async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(handle.db);
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(
        handle.db,
      );
      counts[name] = Number(rows[0]!.n);
    }
    return counts;
  }

  beforeAll(async () => {
    source = await createScratchDatabase('officefit_backup');
    copy = await createScratchDatabase('officefit_restore');
  }, 30_000);

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await source?.drop();
    await copy?.drop();
    fs.rmSync(dumpFile, { force: true });
    fs.rmSync(filesDir, { recursive: true, force: true });
  }, 30_000);

  test('a restored dump has every row and serves a login', async () => {
    const original = await openDatabase({ databaseUrl: source.url, poolSize: 2 });
    handles.push(original);
    await migrateToLatest(original.db);
    await seedDatabase(original.db);
    const app = await appOn(original);
    const login = await request(app)
      .post('/wp-json/jwt-auth/v1/token')
      .send({ username: 'demo@example.com', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const before = await rowCounts(original);
    expect(before.users).toBeGreaterThan(5);

    execFileSync(pgTool('pg_dump'), ['--format=custom', `--file=${dumpFile}`, source.url]);
    execFileSync(pgTool('pg_restore'), ['--no-owner', `--dbname=${copy.url}`, dumpFile]);

    const restoredDb = await openDatabase({ databaseUrl: copy.url, poolSize: 2 });
    handles.push(restoredDb);
    expect(await rowCounts(restoredDb)).toEqual(before);
    // nothing left to migrate, and the copy works as the app's database
    expect(await migrateToLatest(restoredDb.db)).toEqual([]);
    const restored = await appOn(restoredDb);
    const again = await request(restored)
      .post('/wp-json/jwt-auth/v1/token')
      .send({ username: 'demo@example.com', password: DEMO_PASSWORD });
    expect(again.status).toBe(200);
    const me = await request(restored)
      .get('/wp-json/officefit/v1/me')
      .set('Authorization', `Bearer ${again.body.token as string}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('demo@example.com');
  }, 120_000);
});
