// Static SQL for the hottest reads (issue 34). A query written once as text runs without Kysely building and
// compiling it on every request (16 % of `GET me`'s CPU), and one constant string lets the prepared-statement name
// (statement-names.ts) be found without hashing a fresh 3 kB text each time. The values are the statement's own
// `$n` parameters at call time — nothing is built with stand-in arguments. Rules the query shares with builder
// queries (who has access, the points sum, …) stay Kysely fragments in one place; `fragmentSql` renders a fragment
// that carries no values to its text when the module loads.
import {
  type Compilable,
  CompiledQuery,
  createQueryId,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';
import type { Database } from './schema';

/** The database or a transaction: anything that runs a compiled query. */
export type QueryRunner = Pick<Kysely<Database>, 'executeQuery'>;

const compiler = new PostgresQueryCompiler();

/** The SQL text of a fragment without values; throws if it carries one (its value would be lost). */
export function fragmentSql(fragment: RawBuilder<unknown>): string {
  const compiled = compiler.compileQuery(fragment.toOperationNode(), createQueryId());
  if (compiled.parameters.length > 0) {
    throw new Error(`a static SQL fragment may not carry values: ${compiled.sql}`);
  }
  return compiled.sql;
}

/**
 * The statement's `$n` value as an expression a builder query takes where it would take a value. It is an
 * expression, not a stand-in value: a builder cannot branch on it, so the text it renders holds for every call.
 */
export function param<T>(position: number): RawBuilder<T> {
  return sql.raw<T>(`$${position}`);
}

/** Builds queries only to render their text (statementSql); it has no connection and runs nothing. */
export const textOnly = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * The text of a builder query whose varying inputs are all `param(n)`, rendered once when the module loads (built
 * with `textOnly`); throws if it carries a value, which the text would lose.
 */
export function statementSql(query: Compilable): string {
  const compiled = query.compile();
  if (compiled.parameters.length > 0) {
    throw new Error(`a static statement may not carry values: ${compiled.sql}`);
  }
  return compiled.sql;
}

/** A statement written as text with its `$1…$n` values, run through the database's Kysely driver (one round trip). */
export interface StaticQuery<Row, Args extends readonly unknown[]> {
  readonly sql: string;
  first(db: QueryRunner, ...args: Args): Promise<Row | undefined>;
  all(db: QueryRunner, ...args: Args): Promise<Row[]>;
}

/** Declares a static query: its text and the order of its values. */
export function staticQuery<Row, Args extends readonly unknown[]>(text: string): StaticQuery<Row, Args> {
  return {
    sql: text,
    async first(db, ...args) {
      const result = await db.executeQuery<Row>(CompiledQuery.raw(text, [...args]));
      return result.rows[0];
    },
    async all(db, ...args) {
      const result = await db.executeQuery<Row>(CompiledQuery.raw(text, [...args]));
      return [...result.rows];
    },
  };
}
