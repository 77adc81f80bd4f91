import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { createScratchDatabase, describeOnPostgres, type ScratchDatabase } from '../test/scratch-postgres';
import { openDatabase, pgliteSession, type DatabaseHandle } from './client';
import { PreparedPostgresDialect } from './prepared-dialect';
import type { Database } from './schema';
import { createStatementNames } from './statement-names';

describe('createStatementNames', () => {
  test('names a text at its third use, the same name ever after', () => {
    const names = createStatementNames({ maxNames: 10 });
    expect(names.nameFor('select $1')).toBeUndefined();
    expect(names.nameFor('select $1')).toBeUndefined();
    const name = names.nameFor('select $1');
    expect(name).toBeDefined();
    expect(names.nameFor('select $1')).toBe(name);
    expect(names.nameFor('select $2')).toBeUndefined();
  });

  test('stops naming at the cap; named texts keep their names', () => {
    const names = createStatementNames({ maxNames: 2, threshold: 1 });
    const a = names.nameFor('a');
    const b = names.nameFor('b');
    expect(new Set([a, b]).size).toBe(2);
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('a')).toBe(a);
    expect(names.size).toBe(2);
  });

  test('counting starts over when too many texts were seen once', () => {
    const names = createStatementNames({ maxNames: 10, threshold: 2, maxCounted: 3 });
    names.nameFor('x');
    for (const text of ['1', '2', '3']) names.nameFor(text);
    // the counts were cleared before '3' was counted: 'x' starts again
    expect(names.nameFor('x')).toBeUndefined();
    expect(names.nameFor('x')).toBeDefined();
  });
});

/** The same checks on both databases: PGlite (always) and a PostgreSQL server (when DATABASE_URL is set). */
function namedStatementChecks(
  open: () => Promise<{ handle: DatabaseHandle; drop?: () => Promise<void> }>,
): void {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ handle, drop } = await open());
    await sql`create table things (id int primary key, made timestamptz not null, n bigint not null)`.execute(
      handle.db,
    );
    await sql`insert into things values (1, '2026-01-02T03:04:05Z', 7)`.execute(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const read = (id: number) =>
    sql<Record<string, unknown>>`select * from things where id = ${id}`.execute(handle.db);
  const prepared = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
        where statement = 'select * from things where id = $1'`.execute(handle.db)
    ).rows[0]!.n;

  test('a statement is unnamed for its first uses, then prepared once and answers as an unnamed one does', async () => {
    const first = (await read(1)).rows;
    expect(await prepared()).toBe(0);
    for (let i = 0; i < 5; i += 1) expect((await read(1)).rows).toEqual(first);
    // the pool's type parsers apply to named statements too
    expect(first).toEqual([{ id: 1, made: new Date('2026-01-02T03:04:05Z'), n: 7 }]);
    expect(await prepared()).toBe(1);
  });

  test('a transaction with named statements commits and rolls back as a whole', async () => {
    const put = (db: typeof handle.db, id: number) =>
      sql`insert into things values (${id}, now(), ${id})`.execute(db);
    for (const id of [10, 11, 12, 13]) await put(handle.db, id);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await put(trx, 20);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await handle.db.transaction().execute((trx) => put(trx, 21));
    expect((await read(20)).rows).toEqual([]);
    expect((await read(21)).rows).toHaveLength(1);
  });

  test('after a schema change a statement outside a transaction is prepared anew and answers', async () => {
    for (let i = 0; i < 4; i += 1) await read(1);
    await sql`alter table things add column note text`.execute(handle.db);
    expect((await read(1)).rows[0]).toHaveProperty('note', null);
  });

  test('inside a transaction the stale statement fails that transaction only', async () => {
    for (let i = 0; i < 4; i += 1) await read(1);
    await sql`alter table things add column extra int`.execute(handle.db);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`select * from things where id = ${1}`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '0A000' });
    expect((await read(1)).rows[0]).toHaveProperty('extra', null);
  });

  test('with no names allowed every statement stays unnamed', async () => {
    const plain = await openUnnamed();
    try {
      for (let i = 0; i < 5; i += 1) await sql`select ${i}::int as i`.execute(plain.db);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements`.execute(plain.db);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await plain.close();
    }
  }, 60_000);
}

/** A PostgreSQL database with DATABASE_PREPARED_STATEMENTS=0, or PGlite behind a dialect without names. */
let openUnnamed: () => Promise<{ db: DatabaseHandle['db']; close: () => Promise<void> }>;

describe('named prepared statements on PGlite', () => {
  beforeAll(() => {
    openUnnamed = async () => {
      const pglite = await PGlite.create('memory://');
      const db = new Kysely<Database>({
        dialect: new PreparedPostgresDialect(pgliteSession(pglite), undefined),
      });
      return { db, close: async () => (await db.destroy(), await pglite.close()) };
    };
  });
  namedStatementChecks(async () => ({ handle: await openDatabase({ memory: true }) }));
});

describeOnPostgres('named prepared statements on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  beforeAll(() => {
    openUnnamed = async () => {
      const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 1, preparedStatements: 0 });
      return { db: handle.db, close: () => handle.close() };
    };
  });
  // one connection, so every statement meets the statements prepared before
  namedStatementChecks(async () => {
    scratch = await createScratchDatabase('officefit_prepared');
    const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 1, preparedStatements: 50 });
    return { handle, drop: () => scratch.drop() };
  });
});
