import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { compileOnce } from './compiled-query';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

test('a query built once answers each call with that call’s values, repeated values included', async () => {
  const query = compileOnce((db, a: number, b: string) =>
    db.selectNoFrom([
      sql<number>`${a}::int + 1`.as('next'),
      sql<string>`${b}::text || ${b}::text`.as('twice'),
      sql<number>`${a}::int * 2`.as('double'),
    ]),
  );
  expect(await query.executeTakeFirst(database.db, 1, 'x')).toEqual({ next: 2, twice: 'xx', double: 2 });
  expect(await query.execute(database.db, 20, 'ab')).toEqual([{ next: 21, twice: 'abab', double: 40 }]);
});

test('runs inside a transaction', async () => {
  const query = compileOnce((db, id: number) => db.selectFrom('users').select('id').where('id', '=', id));
  await database.db.transaction().execute(async (trx) => {
    expect(await query.executeTakeFirst(trx, -1)).toBeUndefined();
  });
});

test('an argument used other than as a query value is refused when the query is first built', async () => {
  const query = compileOnce((db, id: number, skip: boolean) =>
    skip ? db.selectFrom('users').select('id') : db.selectFrom('users').select('id').where('id', '=', id),
  );
  await expect(query.execute(database.db, 1, false)).rejects.toThrow(/not query parameters/);
});
