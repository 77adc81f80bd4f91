// Token checks kept between requests (issue 16, modules/auth/token-user-cache.ts), on PGlite and (with
// DATABASE_URL) PostgreSQL: the app is built as server.ts builds it, with the database's notifications. A kept check
// saves its statement, and every write that changes what it read, from this app or straight in the database (as
// another process would), is seen by the next request; the end of a subscription is seen without any write.
import type { Express } from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../../app';
import { until } from '../scratch-postgres';
import { countingStatements, createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, tokenFor } from '../test-app';

const V1 = '/wp-json/officefit/v1';
const DEMO = 'demo@example.com';

let t: TestApp;
let app: Express;
let statements: true[];
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  const counting = countingStatements(t.db);
  statements = counting.answered;
  app = createApp({
    db: counting.db,
    dbKind: t.kind,
    listen: t.listen,
    jwt: { secret: t.jwtSecret, expiresInSeconds: 3600 },
  });
  demoId = (await t.db.selectFrom('users').select('id').where('email', '=', DEMO).executeTakeFirstOrThrow())
    .id;
  // the listener connects in the background: a check is kept once it is live
  const token = await tokenFor(app, DEMO);
  await until('token checks kept', async () => {
    await request(app).get(`${V1}/points`).set('Authorization', `Bearer ${token}`);
    statements.length = 0;
    await request(app).get(`${V1}/points`).set('Authorization', `Bearer ${token}`);
    return statements.length === 1;
  });
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const get = (path: string, token: string) =>
  request(app).get(`${V1}/${path}`).set('Authorization', `Bearer ${token}`);

/** Runs the request twice and answers how many statements the second one sent. */
async function statementsOfRepeat(path: string, token: string): Promise<number> {
  await get(path, token);
  statements.length = 0;
  expect((await get(path, token)).status).toBe(200);
  return statements.length;
}

test('a kept check saves its statement: GET points is one statement, not two', async () => {
  const token = await tokenFor(app, DEMO);
  expect(await statementsOfRepeat('points', token)).toBe(1);
});

test('a logout ends the token at once, and only that token', async () => {
  const token = await tokenFor(app, DEMO);
  const other = await tokenFor(app, DEMO);
  expect(await statementsOfRepeat('points', token)).toBe(1);
  expect(await statementsOfRepeat('points', other)).toBe(1);
  const logout = await request(app)
    .post('/wp-json/jwt-auth/v1/token/revoke')
    .set('Authorization', `Bearer ${token}`);
  expect(logout.status).toBe(200);
  const after = await get('points', token);
  expect(after.status).toBe(401);
  expect(after.body.code).toBe('jwt_auth_invalid_token');
  expect((await get('points', other)).status).toBe(200);
});

test('ending every session in the database (as another process would) is seen by the next request', async () => {
  const token = await tokenFor(app, DEMO);
  expect(await statementsOfRepeat('points', token)).toBe(1);
  await t.db
    .updateTable('users')
    .set({ token_version: sql<number>`token_version + 1` })
    .where('id', '=', demoId)
    .execute();
  await until('the revoked token refused', async () => (await get('points', token)).status === 401, 2_000);
});

test('a role given in the database is seen, and the check is kept again afterwards', async () => {
  const token = await tokenFor(app, DEMO);
  expect((await get('me', token)).body.admin).toBe(false);
  expect(await statementsOfRepeat('points', token)).toBe(1);
  const roles = (
    await t.db.selectFrom('users').select('roles').where('id', '=', demoId).executeTakeFirstOrThrow()
  ).roles;
  await t.db
    .updateTable('users')
    .set({ roles: [...roles, 'administrator'] })
    .where('id', '=', demoId)
    .execute();
  try {
    await until('the new role seen', async () => (await get('me', token)).body.admin === true, 2_000);
    expect(await statementsOfRepeat('points', token)).toBe(1);
  } finally {
    await t.db.updateTable('users').set({ roles }).where('id', '=', demoId).execute();
  }
  await until('the role taken back seen', async () => (await get('me', token)).body.admin === false, 2_000);
});

test('a subscription that ends is seen when it ends, without any write', async () => {
  const token = await tokenFor(app, DEMO);
  const saved = await t.db
    .selectFrom('subscriptions')
    .select(['id', 'ends_at'])
    .where('user_id', '=', demoId)
    .execute();
  // demo's access ends 1.5 s from now (the write is seen at once; the end itself is only a moment)
  await t.db
    .updateTable('subscriptions')
    .set({ ends_at: sql<Date>`now() + interval '1500 milliseconds'` })
    .where('user_id', '=', demoId)
    .execute();
  try {
    // kept again after the write (once its notification, which PostgreSQL delivers after the commit, is heard),
    // until the end
    await until('the check kept again', async () => (await statementsOfRepeat('points', token)) === 1, 1_000);
    expect((await get('weekly_goal', token)).status).toBe(200);
    await until(
      'the ended subscription refused',
      async () => (await get('weekly_goal', token)).status === 403,
      5_000,
    );
  } finally {
    for (const row of saved) {
      await t.db
        .updateTable('subscriptions')
        .set({ ends_at: row.ends_at })
        .where('id', '=', row.id)
        .execute();
    }
  }
  await until(
    'the restored subscription seen',
    async () => (await get('weekly_goal', token)).status === 200,
    2_000,
  );
});

test("a deleted user's token stops working", async () => {
  const email = 'token-cache-deleted@example.com';
  const demo = await t.db.selectFrom('users').selectAll().where('id', '=', demoId).executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('users')
    .values({ ...demo, id: undefined, email } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await tokenFor(app, email);
  expect(await statementsOfRepeat('points', token)).toBe(1);
  await t.db.deleteFrom('users').where('id', '=', id).execute();
  await until('the deleted user refused', async () => (await get('points', token)).status === 401, 2_000);
});
