// The ranking a process keeps (community/ranking/cache.ts) answers what a fresh read answers: after every kind of
// write to a ranking input — points through the API and straight in the database, a revocation, a name, an opt-out,
// a move to another location or company, a user's deletion, the company's settings — made by this app or by
// another one on the same database (a second process), the cached answer equals the answer of an app that never
// cached. Plus the statements it costs: a warm call one check, a call after a change the check and one read.
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../../app';
import { pruneRankingChanges, RANKING_CHANGES_KEEP_SECONDS } from '../../modules/community/ranking';
import { useClockedTestApp } from '../clocked-app';
import { BASE, communityHelpers, type CommunityUserFixture } from '../community-fixtures';
import { countingStatements, DB_SETUP_TIMEOUT_MS } from '../test-app';

const NOW = '2026-03-04T09:00:00Z';
let users: CommunityUserFixture[];
let companyId: number;
let statements: string[] = [];

/** Another process on the same database: its own cache, the same clock. */
function otherApp(db = t.db) {
  return createApp({
    db,
    dbKind: t.kind,
    jwt: { secret: t.jwtSecret, expiresInSeconds: 3600 },
    clock: () => new Date(NOW),
  });
}
let cached: ReturnType<typeof otherApp>;

const t = useClockedTestApp(NOW);
const h = communityHelpers(t);
beforeAll(async () => {
  await sql`delete from point_events`.execute(t.db);
  await t.db.updateTable('users').set({ participating: 0 }).execute();
  companyId = (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo GmbH').executeTakeFirstOrThrow()
  ).id;
  users = [];
  for (const [i, points] of [120, 80, 80, 40].entries()) {
    const user = await h.user(`cache${i}@example.com`, { points });
    users.push(user);
  }
  const counting = countingStatements(t.db);
  statements = counting.kinds;
  cached = otherApp(counting.db);
}, DB_SETUP_TIMEOUT_MS);

const PATHS = [
  'ranking_full',
  'ranking_short',
  'ranking_full?per_page=2&page=2',
  'ranking_medium?pastmonths=1',
];

/** The answers of the caching app for every caller and path, and of a new app (nothing cached) for the same. */
async function expectCurrent(label: string): Promise<void> {
  const fresh = otherApp();
  for (const user of users) {
    for (const path of PATHS) {
      const get = (app: typeof fresh) =>
        request(app).get(`${BASE}/${path}`).set('Authorization', `Bearer ${user.token}`);
      const [a, b] = [await get(cached), await get(fresh)];
      expect({ label, path, status: a.status, body: a.body, total: a.headers['x-wp-total'] }).toEqual({
        label,
        path,
        status: b.status,
        body: b.body,
        total: b.headers['x-wp-total'],
      });
    }
  }
}

/** The statements the caching app runs for one ranking call: its raw SQL (the token check is a built query). */
async function statementsOfOneCall(token: string): Promise<string[]> {
  statements.length = 0;
  const res = await request(cached).get(`${BASE}/ranking_full`).set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  return statements.filter((kind) => kind === 'RawNode');
}

test('every kind of write is seen by the next call, from this app and from another one', async () => {
  await expectCurrent('warm');
  const [a, b, c, d] = users as [
    CommunityUserFixture,
    CommunityUserFixture,
    CommunityUserFixture,
    CommunityUserFixture,
  ];

  await h.givePoints(d.id, 100); // straight in the database, as another process's award
  await expectCurrent('points inserted');
  await sql`delete from point_events where user_id = ${a.id}`.execute(t.db);
  await expectCurrent('points revoked');
  await sql`update point_events set points = points + 7 where user_id = ${b.id}`.execute(t.db);
  await expectCurrent('points edited');
  await t.db
    .updateTable('users')
    .set({ nickname: 'Zebra', avatar: '/a.png' })
    .where('id', '=', c.id)
    .execute();
  await expectCurrent('display name');
  const subcat = await t.db
    .selectFrom('company_subcategories')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ subcategory_id: subcat.id }).where('id', '=', b.id).execute();
  await t.db.updateTable('companies').set({ enable_subranking: true }).where('id', '=', companyId).execute();
  await expectCurrent('location and sub-ranking');
  await t.db
    .updateTable('company_subcategories')
    .set({ name: 'Umbenannt' })
    .where('id', '=', subcat.id)
    .execute();
  await t.db
    .updateTable('companies')
    .set({ ranking_goal: 999, name: 'Demo AG' })
    .where('id', '=', companyId)
    .execute();
  await expectCurrent('company settings');
  expect((await h.put(c.token, 'participating', { participating: 0 })).status).toBe(200);
  await expectCurrent('opt-out through the API');

  const other = await t.db
    .insertInto('companies')
    .values({ name: 'Andere GmbH' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ company_id: other.id }).where('id', '=', d.id).execute();
  await expectCurrent('moved to another company');

  const late = await h.user('cache-late@example.com', { points: 500 });
  users.push(late);
  await expectCurrent('a new colleague');
  await t.db.deleteFrom('users').where('id', '=', late.id).execute();
  users.pop();
  await expectCurrent("a colleague's deletion");
  expect((await h.get(a.token, 'ranking_short')).body.company).toMatchObject({ name: 'Demo AG' });
});

test('a seeded random sequence of writes: after each, the cached answers equal a fresh read', async () => {
  let s = 7;
  const next = () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
  const subcats = (
    await t.db.selectFrom('company_subcategories').select('id').where('company_id', '=', companyId).execute()
  ).map((r) => r.id);
  for (let step = 0; step < 12; step++) {
    const user = pick(users);
    const op = Math.floor(next() * 4);
    if (op === 0)
      await h.givePoints(
        user.id,
        Math.floor(next() * 100) - 20,
        pick(['2026-03-02T10:00:00Z', '2026-02-10T10:00:00Z']),
      );
    else if (op === 1)
      await sql`delete from point_events where id = (select max(id) from point_events where user_id = ${user.id})`.execute(
        t.db,
      );
    else if (op === 2)
      await t.db
        .updateTable('users')
        .set({ subcategory_id: pick([null, ...subcats]) })
        .where('id', '=', user.id)
        .execute();
    else
      await t.db
        .updateTable('users')
        .set({ nickname: pick([null, 'Adler', 'Biber']) })
        .where('id', '=', user.id)
        .execute();
    await expectCurrent(`random step ${step}`);
  }
});

test('points earned through the API show at once in the same app', async () => {
  // point events are dated by the database's clock, so this app runs on the real one
  const live = createApp({ db: t.db, dbKind: t.kind, jwt: { secret: t.jwtSecret, expiresInSeconds: 3600 } });
  const [a] = users as [CommunityUserFixture];
  const ranking = async () =>
    (await request(live).get(`${BASE}/ranking_full`).set('Authorization', `Bearer ${a.token}`)).body.me
      .points;
  const before = await ranking();
  const [exercise] = await t.exerciseIds(1);
  const start = await request(live)
    .put(`${BASE}/action_start_exercise`)
    .set('Authorization', `Bearer ${a.token}`)
    .send({ id: exercise, mode: 'free' });
  expect(start.status).toBe(200);
  expect(await ranking()).toBe(before + start.body.points);
});

test('a warm call runs one check; after a change, the check and one read; a first call one read', async () => {
  const [a, b] = users as [CommunityUserFixture, CommunityUserFixture];
  const next = await t.createUser('cache-first@example.com', { company: true });
  expect(await statementsOfOneCall(next.token)).toEqual(['RawNode']);
  expect(await statementsOfOneCall(b.token)).toEqual(['RawNode']);
  expect(await statementsOfOneCall(b.token)).toEqual(['RawNode']);
  await h.givePoints(a.id, 5);
  expect(await statementsOfOneCall(b.token)).toEqual(['RawNode', 'RawNode']);
  expect(await statementsOfOneCall(b.token)).toEqual(['RawNode']);
});

test('ranking_changes: one row per company and writing transaction, none for columns the ranking does not show', async () => {
  const [a, b] = users as [CommunityUserFixture, CommunityUserFixture];
  await sql`delete from ranking_changes`.execute(t.db);
  await t.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('point_events')
      .values({ user_id: a.id, points: 1, reason: 'test', ref: null })
      .execute();
    await trx
      .insertInto('point_events')
      .values({ user_id: b.id, points: 1, reason: 'test', ref: null })
      .execute();
  });
  await t.db.updateTable('users').set({ lang: 'en-US' }).where('id', '=', a.id).execute();
  const rows = await sql<{ company_id: number }>`select company_id from ranking_changes`.execute(t.db);
  expect(rows.rows).toEqual([{ company_id: companyId }]);
});

test('pruning drops change records older than the kept hour only', async () => {
  await sql`delete from ranking_changes`.execute(t.db);
  await sql`insert into ranking_changes (company_id, at) values (${companyId}, now() - interval '2 hours')`.execute(
    t.db,
  );
  await h.givePoints(users[0]!.id, 1);
  await pruneRankingChanges(t.db, RANKING_CHANGES_KEEP_SECONDS);
  const left = await sql<{
    old: boolean;
  }>`select at < now() - interval '1 hour' as old from ranking_changes`.execute(t.db);
  expect(left.rows).toEqual([{ old: false }]);
});

test('the whole list is spliced from its serialization: byte for byte what JSON.stringify gives', async () => {
  const [, b] = users as [CommunityUserFixture, CommunityUserFixture];
  const res = await request(cached).get(`${BASE}/ranking_full`).set('Authorization', `Bearer ${b.token}`);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.text).toBe(JSON.stringify(JSON.parse(res.text)));
  expect(res.body.data.filter((r: { me: boolean }) => r.me).map((r: { id: number }) => r.id)).toEqual([b.id]);
});
