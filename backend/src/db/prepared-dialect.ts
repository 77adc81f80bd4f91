// Kysely's PostgreSQL dialect with named prepared statements, written against the two documented extension points:
// Kysely's `Dialect`/`Driver`/`DatabaseConnection` interfaces (a custom driver) and node-postgres's query config
// `{ name, text, values }`. Neither the pg client nor Kysely's own driver is patched. Which texts get a name is
// statement-names.ts; PGlite is reached through its node-postgres connection (client.ts), so it takes the same path.
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import type { StatementNames } from './statement-names';

/**
 * A statement prepared before a schema change whose result columns changed (another replica migrated: `select *`
 * now has a new column). PostgreSQL refuses to run it again on that connection.
 */
function isStalePlan(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as { message?: unknown }).message))
  );
}

const MODIFYING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** One pooled pg client. Parameterised statements run named once `names` names their text. */
class PreparedConnection implements DatabaseConnection {
  /** Bumped after a stale plan: the connection moves to fresh names (the old statements die with it). */
  private generation = 0;
  /** Set by the driver between begin and commit/rollback: a failed statement there may not simply run again. */
  inTransaction = false;

  constructor(
    readonly client: pg.PoolClient,
    private readonly names: StatementNames | undefined,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.run<R>(compiled.sql, [...compiled.parameters]);
    return {
      numAffectedRows: MODIFYING.has(result.command) ? BigInt(result.rowCount ?? 0) : undefined,
      rows: result.rows ?? [],
    };
  }

  // Only parameterised statements get names: a text without values uses the simple protocol, which allows several
  // statements in one text (migrations), and BEGIN/COMMIT gain nothing from a name.
  private async run<R>(text: string, values: unknown[]): Promise<pg.QueryResult<R & pg.QueryResultRow>> {
    const id = values.length > 0 ? this.names?.nameFor(text) : undefined;
    if (id === undefined) return this.client.query<R & pg.QueryResultRow>(text, values);
    const named = () =>
      this.client.query<R & pg.QueryResultRow>({ name: `${id}.${this.generation}`, text, values });
    const retry = !this.inTransaction;
    try {
      return await named();
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      this.generation += 1;
      if (!retry) throw error;
      return named();
    }
  }

  // eslint-disable-next-line require-yield -- no cursor configured, like Kysely's PostgresDialect without `cursor`
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not configured for this database');
  }
}

/** Kysely's Driver over a pg pool; transactions and savepoints as Kysely's PostgresDriver sends them. */
class PreparedDriver implements Driver {
  private readonly connections = new WeakMap<pg.PoolClient, PreparedConnection>();
  private pool: pg.Pool | undefined;

  constructor(
    pool: pg.Pool,
    private readonly names: StatementNames | undefined,
  ) {
    this.pool = pool;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<PreparedConnection> {
    if (!this.pool) throw new Error('driver has already been destroyed');
    const client = await this.pool.connect();
    let connection = this.connections.get(client);
    if (!connection) {
      connection = new PreparedConnection(client, this.names);
      this.connections.set(client, connection);
    }
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const mode = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    await connection.executeQuery(
      CompiledQuery.raw(mode.length ? `start transaction ${mode.join(' ')}` : 'begin'),
    );
    (connection as PreparedConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection, 'rollback');
  }

  private async end(connection: DatabaseConnection, command: 'commit' | 'rollback'): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw(command));
    } finally {
      (connection as PreparedConnection).inTransaction = false;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PreparedConnection).client.release();
  }

  async destroy(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end();
  }
}

/** A savepoint name as an SQL identifier. */
function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * PostgresDialect (same adapter, compiler, introspector) whose driver runs the texts `names` names as named
 * prepared statements on each connection of `pool`; without `names`, every statement stays unnamed.
 */
export class PreparedPostgresDialect extends PostgresDialect {
  constructor(
    private readonly pgPool: pg.Pool,
    private readonly names: StatementNames | undefined,
  ) {
    super({ pool: pgPool });
  }

  override createDriver(): Driver {
    return new PreparedDriver(this.pgPool, this.names);
  }
}
