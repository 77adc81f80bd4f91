// Which statement texts run as named prepared statements. Kysely sends every query as an unnamed statement, so
// PostgreSQL parses and plans it on every call: for `GET me` that was 1.4 ms of 1.6 ms server time per request, for
// the token check 0.4 of 0.45 ms (log_min_duration_statement: parse + bind against execute). A named statement is
// parsed once per connection, and after five runs PostgreSQL keeps a generic plan when it is no worse than the
// custom ones. The names are handed to node-postgres as a query config `{ name, text, values }` (its documented
// prepared-statement API) by the Kysely driver in prepared-dialect.ts.

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
