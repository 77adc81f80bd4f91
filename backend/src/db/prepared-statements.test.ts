import { sql } from 'kysely';
import { createScratchDatabase, describeOnPostgres, type ScratchDatabase } from '../test/scratch-postgres';
import { openDatabase, type DatabaseHandle } from './client';
import { createStatementNames } from './prepared-statements';

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

describeOnPostgres('named prepared statements on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase('officefit_prepared');
    // one connection, so every statement below meets the statements prepared before
    handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 1, preparedStatements: 50 });
    await sql`create table things (id int primary key, made timestamptz not null, n bigint not null)`.execute(
      handle.db,
    );
    await sql`insert into things values (1, '2026-01-02T03:04:05Z', 7)`.execute(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  const read = (id: number) =>
    sql<Record<string, unknown>>`select * from things where id = ${id}`.execute(handle.db);
  const prepared = async () =>
    (await sql<{ n: string }>`select count(*)::int as n from pg_prepared_statements`.execute(handle.db))
      .rows[0]!.n;

  test('a repeated statement is prepared once and answers as an unnamed one does', async () => {
    const first = (await read(1)).rows;
    for (let i = 0; i < 5; i += 1) expect((await read(1)).rows).toEqual(first);
    // the pool's type parsers apply to named statements too
    expect(first).toEqual([{ id: 1, made: new Date('2026-01-02T03:04:05Z'), n: 7 }]);
    expect(await prepared()).toBeGreaterThanOrEqual(1);
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
});
