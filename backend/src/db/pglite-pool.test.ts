import { PGlite } from '@electric-sql/pglite';
import { type Generated, Kysely, PostgresDialect, sql } from 'kysely';
import { PGlitePool } from './pglite-pool';
import { TYPE_PARSERS } from './type-parsers';

interface TestDb {
  log: { id: Generated<number>; tx: string; step: number };
}

let pglite: PGlite;
let pool: PGlitePool;
let db: Kysely<TestDb>;

beforeAll(async () => {
  pglite = await PGlite.create('memory://', { parsers: TYPE_PARSERS });
  pool = new PGlitePool(pglite);
  db = new Kysely<TestDb>({ dialect: new PostgresDialect({ pool }) });
  await sql`create table log (id serial primary key, tx text not null, step int not null)`.execute(db);
}, 60_000);

afterAll(async () => {
  await db.destroy();
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

test('a failing transaction is rolled back and frees the connection', async () => {
  await expect(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('log').values({ tx: 'x', step: 1 }).execute();
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(pool.busy).toBe(false);
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

test('reports affected rows and command like node-postgres', async () => {
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

  const client = await pool.connect();
  try {
    const result = await client.query<{ n: number }>('select $1::int8 as n', [5]);
    expect(result).toEqual({ command: 'SELECT', rowCount: 1, rows: [{ n: 5 }] });
  } finally {
    client.release();
  }
});

test('connect() waits until the holder releases; a released client cannot query', async () => {
  const first = await pool.connect();
  let secondConnected = false;
  const second = pool.connect().then((client) => {
    secondConnected = true;
    return client;
  });
  await pause(20);
  expect(secondConnected).toBe(false);
  first.release();
  first.release(); // a second release is harmless
  const client = await second;
  expect(secondConnected).toBe(true);
  await expect(first.query('select 1', [])).rejects.toThrow(/after release/);
  client.release();
  expect(pool.busy).toBe(false);
});

test('connect() gives up after the acquire timeout', async () => {
  const impatient = new PGlitePool(pglite, { acquireTimeoutMs: 50 });
  const holder = await impatient.connect();
  await expect(impatient.connect()).rejects.toThrow(/still busy after 50 ms/);
  holder.release();
  const next = await impatient.connect();
  next.release();
  expect(impatient.busy).toBe(false);
});

test('end() rejects waiting and later connect() calls', async () => {
  const other = await PGlite.create('memory://');
  const closing = new PGlitePool(other);
  const holder = await closing.connect();
  const waiting = closing.connect();
  await closing.end();
  await expect(waiting).rejects.toThrow(/closed/);
  await expect(closing.connect()).rejects.toThrow(/closed/);
  holder.release();
  expect(other.closed).toBe(true);
}, 60_000);

test('type parsers: int8 and numeric as numbers, date as YYYY-MM-DD, timestamptz as Date', async () => {
  const { rows } = await sql<{ i: number; n: number; d: string; t: Date }>`
    select 9007199254740::int8 as i, 62.5::numeric(5,1) as n, '2026-03-01'::date as d, now() as t`.execute(
    db,
  );
  expect(rows[0]).toEqual({ i: 9007199254740, n: 62.5, d: '2026-03-01', t: expect.any(Date) });
});
