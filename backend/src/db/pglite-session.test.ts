// PGlite behind node-postgres (client.ts pgliteSession): one session shared in turn, transactions kept together,
// the same result types and named prepared statements as on a PostgreSQL server.
import { PGlite } from '@electric-sql/pglite';
import { type Generated, Kysely, sql } from 'kysely';
import type pg from 'pg';
import { openDatabase, pgliteSession } from './client';
import { PreparedPostgresDialect } from './prepared-dialect';
import { createStatementNames } from './statement-names';

interface TestDb {
  log: { id: Generated<number>; tx: string; step: number };
}

let pglite: PGlite;
let pool: pg.Pool;
let db: Kysely<TestDb>;

beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  pool = pgliteSession(pglite);
  db = new Kysely<TestDb>({
    dialect: new PreparedPostgresDialect(pool, createStatementNames({ maxNames: 50 })),
  });
  await sql`create table log (id serial primary key, tx text not null, step int not null)`.execute(db);
}, 60_000);

afterAll(async () => {
  await db.destroy();
  await pglite.close();
});

beforeEach(async () => {
  await sql`truncate log restart identity`.execute(db);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('concurrent transactions run one after another', async () => {
  const run = (tx: string) =>
    db.transaction().execute(async (trx) => {
      for (const step of [1, 2, 3]) {
        await trx.insertInto('log').values({ tx, step }).execute();
        await pause(5);
      }
    });
  await Promise.all([run('a'), run('b'), run('c')]);
  const rows = await db.selectFrom('log').select(['tx', 'step']).orderBy('id').execute();
  // each transaction's three inserts are contiguous: a1 a2 a3 b1 b2 b3 … in some transaction order
  const chunks = [0, 3, 6].map((i) => rows.slice(i, i + 3));
  for (const chunk of chunks) {
    expect(chunk.map((r) => r.step)).toEqual([1, 2, 3]);
    expect(new Set(chunk.map((r) => r.tx)).size).toBe(1);
  }
  expect(new Set(rows.map((r) => r.tx)).size).toBe(3);
});

test('a failing transaction is rolled back and frees the session', async () => {
  await expect(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('log').values({ tx: 'x', step: 1 }).execute();
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(pool.idleCount).toBe(1);
  const count = await db
    .selectFrom('log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(count.n).toBe(0);
});

test('a SQL error inside a transaction rolls back the earlier statements', async () => {
  await expect(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('log').values({ tx: 'y', step: 1 }).execute();
      await sql`select * from no_such_table`.execute(trx);
    }),
  ).rejects.toThrow(/no_such_table/);
  const rows = await db.selectFrom('log').selectAll().execute();
  expect(rows).toEqual([]);
});

test('reports affected rows like a server', async () => {
  await db
    .insertInto('log')
    .values([
      { tx: 'u', step: 1 },
      { tx: 'u', step: 2 },
    ])
    .execute();
  const update = await db.updateTable('log').set({ step: 9 }).where('tx', '=', 'u').executeTakeFirst();
  expect(update.numUpdatedRows).toBe(2n);
  const del = await db.deleteFrom('log').where('step', '=', 9).executeTakeFirst();
  expect(del.numDeletedRows).toBe(2n);
});

test('connect() waits until the holder releases', async () => {
  const first = await pool.connect();
  let secondConnected = false;
  const second = pool.connect().then((client) => {
    secondConnected = true;
    return client;
  });
  await pause(20);
  expect(secondConnected).toBe(false);
  first.release();
  const client = await second;
  expect(secondConnected).toBe(true);
  client.release();
  expect(pool.idleCount).toBe(1);
});

test('connect() gives up after the acquire timeout', async () => {
  const other = await PGlite.create('memory://');
  const impatient = pgliteSession(other, { acquireTimeoutMs: 50 });
  const holder = await impatient.connect();
  await expect(impatient.connect()).rejects.toThrow(/timeout/i);
  holder.release();
  const next = await impatient.connect();
  next.release();
  await impatient.end();
  await other.close();
}, 60_000);

test('type parsers: int8 and numeric as numbers, date as YYYY-MM-DD, timestamptz as Date', async () => {
  const { rows } = await sql<{ i: number; n: number; d: string; t: Date }>`
    select 9007199254740::int8 as i, 62.5::numeric(5,1) as n, '2026-03-01'::date as d, now() as t`.execute(
    db,
  );
  expect(rows[0]).toEqual({ i: 9007199254740, n: 62.5, d: '2026-03-01', t: expect.any(Date) });
});

test('a statement used again runs as a named prepared statement, parsed once in the session', async () => {
  for (const step of [1, 2, 3, 4]) await db.insertInto('log').values({ tx: 'p', step }).execute();
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from pg_prepared_statements where statement like 'insert into "log"%'`.execute(db);
  expect(rows[0]?.n).toBe(1);
  const count = await db
    .selectFrom('log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tx', '=', 'p')
    .executeTakeFirstOrThrow();
  expect(count.n).toBe(4);
});

test('an embedded database plans named statements generically (planning in WebAssembly costs more than its data)', async () => {
  const handle = await openDatabase({ memory: true });
  try {
    const { rows } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(handle.db);
    expect(rows[0]?.plan_cache_mode).toBe('force_generic_plan');
  } finally {
    await handle.close();
  }
}, 60_000);
