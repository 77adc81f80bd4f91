// One code path for both databases: Kysely's PostgresDialect over a pg.Pool (DATABASE_URL) or over PGlite.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, restrictTree } from '../shared/private-files';
import { PGlitePool } from './pglite-pool';
import {
  createStatementNames,
  DEFAULT_PREPARED_STATEMENTS,
  usePreparedStatements,
} from './prepared-statements';
import type { Database } from './schema';
import { pgTypes, TYPE_PARSERS } from './type-parsers';

export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Where the data lives: the PGlite folder, 'memory://', or the server URL without password. */
  location: string;
  close(): Promise<void>;
}

export type OpenDatabaseOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** How many statement texts run as named prepared statements (prepared-statements.ts); 0 = none. */
      preparedStatements?: number;
    }
  | { pgliteDir: string }
  | { memory: true };

/** Opens the database described by the options (a PostgreSQL server, a PGlite folder, or in-memory PGlite). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? 10,
      options.preparedStatements ?? DEFAULT_PREPARED_STATEMENTS,
    );
  }
  const dir = 'memory' in options ? 'memory://' : path.resolve(options.pgliteDir);
  const onDisk = dir !== 'memory://';
  // DATA_DIR and the database folder are the server user's only (private-files.ts)
  if (onDisk) {
    await ensurePrivateDir(path.dirname(dir));
    await ensurePrivateDir(dir);
  }
  const pglite = await PGlite.create(dir, { parsers: TYPE_PARSERS });
  if (onDisk) await restrictTree(dir);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  const close = async () => {
    await db.destroy();
    if (onDisk) await restrictTree(dir);
  };
  return { db, kind: 'pglite', location: dir, close };
}

function openPostgres(databaseUrl: string, max: number, preparedStatements: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, types: pgTypes });
  if (preparedStatements > 0) {
    // one name per text for the whole pool; each new connection prepares a statement at its first use
    const names = createStatementNames({ maxNames: preparedStatements });
    pool.on('connect', (client) => usePreparedStatements(client, names));
  }
  // An idle client can lose its server (restart, failover); without a listener that error would crash the process.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', location: redactUrl(databaseUrl), close: () => db.destroy() };
}

/** The URL with any password replaced by '***', for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** Runs `select 1`; resolves true when the database answers. */
export async function ping(db: Kysely<Database>): Promise<boolean> {
  const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return result.rows[0]?.ok === 1;
}
