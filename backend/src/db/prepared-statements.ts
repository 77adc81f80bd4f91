// Named prepared statements for node-postgres. Kysely sends every query as an unnamed statement, so PostgreSQL
// parses and plans it on every call: for `GET me` that was 1.4 ms of 1.6 ms server time per request, for the token
// check 0.4 of 0.45 ms (log_min_duration_statement: parse + bind against execute). A named statement is parsed once
// per connection, and after five runs PostgreSQL keeps a generic plan when it is no worse than the custom ones.
import type pg from 'pg';

/** The hot paths use well under a hundred statements; the cap bounds the server memory per connection. */
export const DEFAULT_PREPARED_STATEMENTS = 200;

export interface StatementNamesOptions {
  /** At most this many statement texts get a name (each costs memory on every connection); 0 = none. */
  maxNames: number;
  /** A text gets a name on its `threshold`-th use, so one-off statements (migrations, seeds) stay unnamed. */
  threshold?: number;
  /** Counting stops being exact beyond this many distinct unnamed texts: the counts start over (bounded memory). */
  maxCounted?: number;
}

/** The process's statement names: text → name, the same for every connection of the pool. */
export interface StatementNames {
  /** The name for this text, or undefined while it should stay unnamed. */
  nameFor(text: string): string | undefined;
  readonly size: number;
}

export function createStatementNames({
  maxNames,
  threshold = 3,
  maxCounted = 2_000,
}: StatementNamesOptions): StatementNames {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  return {
    nameFor(text) {
      const name = names.get(text);
      if (name !== undefined || names.size >= maxNames) return name;
      const count = (counts.get(text) ?? 0) + 1;
      if (count < threshold) {
        if (counts.size >= maxCounted) counts.clear();
        counts.set(text, count);
        return undefined;
      }
      counts.delete(text);
      const created = `s${names.size}`;
      names.set(text, created);
      return created;
    },
    get size() {
      return names.size;
    },
  };
}

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

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes `client.query(text, values)` (how Kysely calls it) run a named statement once `names` gives the text a name.
 * Only parameterised calls: a call without values uses the simple protocol, which allows several statements in one
 * text (migrations), and BEGIN/COMMIT gain nothing. After a stale plan the connection moves to fresh names (the old
 * statements die with the connection) and, outside a transaction, the call is retried once; inside one, the
 * transaction fails as it would have for any other error.
 */
export function usePreparedStatements(client: pg.ClientBase, names: StatementNames): void {
  const query = client.query.bind(client) as QueryFn;
  const status = client as unknown as { getTransactionStatus?: () => string | null };
  let generation = 0;
  const patched = (...args: unknown[]): unknown => {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) {
      return query(...args);
    }
    const id = names.nameFor(text);
    if (id === undefined) return query(text, values);
    // 'I': no transaction block is open, so the failed statement changed nothing and may run again
    const idle = status.getTransactionStatus?.() === 'I';
    const run = () => query({ name: `${id}.${generation}`, text, values }) as Promise<pg.QueryResult>;
    return run().catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      generation += 1;
      if (!idle) throw error;
      return run();
    });
  };
  client.query = patched as typeof client.query;
}

/**
 * Names the hot statements on every connection of `pool` (`maxNames` texts at most; 0 = none): one name per text
 * for the whole pool, prepared on each connection at its first use there.
 */
export function usePoolPreparedStatements(pool: pg.Pool, maxNames: number): void {
  if (maxNames <= 0) return;
  const names = createStatementNames({ maxNames });
  pool.on('connect', (client) => usePreparedStatements(client, names));
}
