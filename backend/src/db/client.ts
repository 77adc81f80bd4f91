// One code path for both databases: Kysely's PostgresDialect over a node-postgres pool, connected to a PostgreSQL
// server (DATABASE_URL) or to PGlite through PGlite's own node-postgres connection (one session).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, restrictTree } from '../shared/private-files';
import { type Listen, pgliteListen, postgresListen } from './notifications';
import { PreparedPostgresDialect } from './prepared-dialect';
import type { Database } from './schema';
import { createStatementNames, DEFAULT_PREPARED_STATEMENTS } from './statement-names';
import { pgTypes } from './type-parsers';
import { logger } from '../shared/logger';

export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Where the data lives: the PGlite folder, 'memory://', or the server URL without password. */
  location: string;
  /** LISTEN on a channel (db/notifications.ts); whatever still listens stops when the handle closes. */
  listen: Listen;
  close(): Promise<void>;
}

/** `listen` that close() stops: every listener first, then the database. */
function stoppingOnClose(listen: Listen, closeDatabase: () => Promise<void>) {
  const stops = new Set<() => Promise<void>>();
  return {
    listen: (async (channel, listener) => {
      const stop = await listen(channel, listener);
      const once = async () => {
        if (stops.delete(once)) await stop();
      };
      stops.add(once);
      return once;
    }) satisfies Listen,
    close: async () => {
      await Promise.all([...stops].map((stop) => stop()));
      await closeDatabase();
    },
  };
}

export type OpenDatabaseOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** How many statement texts run as named prepared statements (statement-names.ts); 0 = none. */
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
  // btree_gist: the exclusion constraint of membership periods (migration 0028). Imported when needed: the contrib
  // entry's types are ES-module only, which the CommonJS build (module node16) cannot import statically.
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const pglite = await PGlite.create(dir, { extensions: { btree_gist } });
  if (onDisk) await restrictTree(dir);
  // A named statement is planned anew for its parameters until PostgreSQL judges a generic plan no worse; on PGlite
  // it kept re-planning `me` (3.1 ms a call against 1.1 with its generic plan; on a server both are 0.44–0.48).
  // Every hot statement here looks rows up by user, company or date through indexes, where a generic plan is as
  // good, and planning in WebAssembly costs more than the data of an embedded database.
  await pglite.exec('set plan_cache_mode = force_generic_plan');
  const db = new Kysely<Database>({
    dialect: preparedDialect(pgliteSession(pglite), DEFAULT_PREPARED_STATEMENTS),
  });
  const closing = stoppingOnClose(pgliteListen(pglite), async () => {
    await db.destroy();
    await pglite.close();
    if (onDisk) await restrictTree(dir);
  });
  return { db, kind: 'pglite', location: dir, ...closing };
}

/** How long a caller waits for PGlite's one session; the usual cause of a long wait is `db` used inside a transaction. */
export const PGLITE_ACQUIRE_TIMEOUT_MS = 60_000;

/**
 * A pool of one client over PGlite's node-postgres connection: a client holds the session from connect() to
 * release(), which keeps a transaction's statements together and makes concurrent transactions run one after
 * another. Through node-postgres, PGlite gets the same named prepared statements and result types as a server
 * (PGlite's own query() parses and plans every statement anew: 0.50 against 0.17 ms for a join).
 */
export function pgliteSession(
  pglite: PGlite,
  { acquireTimeoutMs = PGLITE_ACQUIRE_TIMEOUT_MS } = {},
): pg.Pool {
  const pool = new pg.Pool({
    ...createPgConfig(pglite),
    max: 1,
    // the one connection object lives as long as PGlite: never closed for being idle
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: acquireTimeoutMs,
    types: pgTypes,
  });
  pool.on('error', (error) => logger.error({ err: error }, 'db: PGlite session error'));
  return pool;
}

function openPostgres(databaseUrl: string, max: number, preparedStatements: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, types: pgTypes });
  // An idle client can lose its server (restart, failover); without a listener that error would crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'db: idle PostgreSQL client error'));
  const db = new Kysely<Database>({ dialect: preparedDialect(pool, preparedStatements) });
  const closing = stoppingOnClose(postgresListen({ connectionString: databaseUrl }), () => db.destroy());
  return { db, kind: 'postgres', location: redactUrl(databaseUrl), ...closing };
}

/** Kysely over `pool`, the `maxNames` most used statement texts named (statement-names.ts; 0 = none). */
function preparedDialect(pool: pg.Pool, maxNames: number): PreparedPostgresDialect {
  return new PreparedPostgresDialect(pool, maxNames > 0 ? createStatementNames({ maxNames }) : undefined);
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
