// Queries of the hottest paths built and compiled once. Kysely builds and compiles a query on every call (an
// immutable tree of frozen nodes, then the SQL text): for `GET me` and the token check of every signed-in request
// that was about a quarter of the backend's CPU per request. Only the parameter values change between calls, so the
// query is built once with stand-ins for its arguments and each call swaps the values into the compiled parameters.
import {
  type Compilable,
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Database } from './schema';

/** Builds and compiles PostgreSQL queries without a connection (Kysely's documented "cold" setup). */
const coldBuilder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Where a compiled query runs: the database or a transaction. */
type Executor = Pick<Kysely<Database>, 'executeQuery'>;

/** Stands in for argument `index` while the query is built. */
class Slot {
  constructor(readonly index: number) {}
}

export interface OnceCompiled<A extends unknown[], R> {
  /** The rows of the query for these arguments, run on `db` (or a transaction). */
  execute(db: Executor, ...args: A): Promise<R[]>;
  /** The first row, or undefined. */
  executeTakeFirst(db: Executor, ...args: A): Promise<R | undefined>;
}

/**
 * `build` is called once, with a query builder and stand-ins for its other arguments, and must use every argument only as a query value
 * (`where('id', '=', id)`, `sql\`… ${id}\``) — never in JavaScript logic, in lists (`in`) or in names. Each argument
 * must reach the SQL as a parameter at least once; a query that does not is refused when it is first built.
 */
export function compileOnce<A extends unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): OnceCompiled<A, R> {
  let compiled: CompiledQuery<R> | undefined;
  const compile = (): CompiledQuery<R> => {
    if (compiled) return compiled;
    const slots = Array.from({ length: build.length - 1 }, (_, i) => new Slot(i));
    const query = build(coldBuilder, ...(slots as unknown as A)).compile();
    const used = new Set(query.parameters.filter((p) => p instanceof Slot).map((p) => (p as Slot).index));
    if (used.size !== slots.length) {
      throw new Error(`compileOnce: ${slots.length - used.size} argument(s) are not query parameters`);
    }
    compiled = query;
    return query;
  };
  const execute = async (db: Executor, args: unknown[]): Promise<R[]> => {
    const query = compile();
    const parameters = query.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    const result = await db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<R>);
    return result.rows;
  };
  return {
    execute: (db, ...args) => execute(db, args),
    executeTakeFirst: async (db, ...args) => (await execute(db, args))[0],
  };
}
