// Test helper of the PostgreSQL-only tests (several processes, replicas, backups): a new database on the server of
// DATABASE_URL, and a `describe` that skips with a reason on PGlite. createTestDatabase() (test-app.ts) uses it too.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server's URL from DATABASE_URL; undefined on PGlite. */
export const POSTGRES_URL = process.env.DATABASE_URL;

/**
 * `describe` on a PostgreSQL server, else a skipped test that says why (PGlite is an in-process database that a
 * second process cannot open).
 */
export function describeOnPostgres(title: string, body: () => void): void {
  if (POSTGRES_URL) {
    describe(title, body);
  } else {
    test.skip(`${title}: needs a PostgreSQL server (DATABASE_URL); skipped on PGlite`, () => undefined);
  }
}

/** Runs one statement as the server's admin (create/drop database cannot run inside a pool's transaction). */
export async function adminQuery(statement: string, adminUrl = POSTGRES_URL!): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates `<prefix>_<random>` on the server of `adminUrl`; `drop()` removes it, connections and all. */
export async function createScratchDatabase(
  prefix: string,
  adminUrl = POSTGRES_URL!,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`, adminUrl),
  };
}

/** Polls `check` every 100 ms until it holds; a throwing check counts as "not yet". */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
