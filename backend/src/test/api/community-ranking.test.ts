// Ranking (short/medium/full, pastmonths, sub-rankings, one SQL statement), coworkers and awards.
// "Today" is Wed 2026-03-04 (Berlin UTC+1); February is the previous month.
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../../app';
import { useClockedTestApp } from '../clocked-app';
import { BASE, communityHelpers, type CommunityUserFixture } from '../community-fixtures';
import { countingStatements, DB_SETUP_TIMEOUT_MS, tokenFor } from '../test-app';

let users: CommunityUserFixture[];
let hidden: CommunityUserFixture;
let subcats: Map<string, number>;

const t = useClockedTestApp('2026-03-04T09:00:00Z');
const h = communityHelpers(t);
beforeAll(async () => {
  // the seed's demo users: Dana (opted in, points from the last 14 days) and others (not opted in)
  await sql`delete from point_events`.execute(t.db);
  subcats = new Map(
    (await t.db.selectFrom('company_subcategories').select(['id', 'name']).execute()).map((s) => [
      s.name,
      s.id,
    ]),
  );
  users = [];
  const spec: Array<[string, number, string | null, string?]> = [
    ['r1@example.com', 300, 'Berlin', 'Rakete'],
    ['r2@example.com', 500, 'München'],
    ['r3@example.com', 300, 'Berlin'],
    ['r4@example.com', 100, 'Vertrieb'],
    ['r5@example.com', 50, null],
  ];
  for (const [email, points, subcat, nickname] of spec) {
    const user = await h.user(email, { nickname });
    await t.db
      .updateTable('users')
      .set({ subcategory_id: subcat ? subcats.get(subcat)! : null, last_name: 'Muster' })
      .where('id', '=', user.id)
      .execute();
    await h.givePoints(user.id, points, '2026-03-02T10:00:00Z');
    users.push(user);
  }
  // last month's points count for pastmonths=1 only
  await h.givePoints(users[4]!.id, 2000, '2026-02-10T10:00:00Z');
  hidden = await h.user('hidden@example.com', { participating: false });
  await h.givePoints(hidden.id, 9999, '2026-03-02T10:00:00Z');
  await t.db.updateTable('users').set({ participating: 0 }).where('email', '=', 'demo@example.com').execute();
}, DB_SETUP_TIMEOUT_MS);

test("ranking_short/medium/full: opted-in colleagues of the month, ties share the place, the caller's row", async () => {
  const full = await h.get(users[4]!.token, 'ranking_full');
  expect(full.status).toBe(200);
  expect(
    full.body.data.map((r: { id: number; pos: number; points: number }) => [r.id, r.pos, r.points]),
  ).toEqual([
    [users[1]!.id, 1, 500],
    [users[2]!.id, 2, 300], // equal points: by display name, "r3" before "Rakete"
    [users[0]!.id, 2, 300],
    [users[3]!.id, 4, 100],
    [users[4]!.id, 5, 50],
  ]);
  expect(full.body.data[2]).toEqual({
    id: users[0]!.id,
    name: 'Rakete',
    last_name: '',
    avatar: null,
    pos: 2,
    points: 300,
    me: false,
    subcat: { id: subcats.get('Berlin'), kind: 'location', name: 'Berlin', pic: null },
  });
  expect(full.body).toMatchObject({
    res: true,
    participants: 5,
    participating: 1,
    company: { name: 'Demo GmbH' },
    enable_subranking: true,
    goal_points: 1250,
    company_goal: 5000,
    goal_percent: 25,
    pastmonths: 0,
    month: '2026-03',
  });
  expect(full.body.me).toMatchObject({ id: users[4]!.id, pos: 5, me: true, name: 'r5', last_name: 'Muster' });
  const ids = full.body.data.map((r: { id: number }) => r.id);
  expect(ids).not.toContain(hidden.id);

  const short = await h.get(users[4]!.token, 'ranking_short');
  expect(short.body.data).toHaveLength(3);
  expect(short.body.me).toMatchObject({ id: users[4]!.id, pos: 5 });
  expect((await h.get(users[4]!.token, 'ranking_medium')).body.data).toHaveLength(5);

  // sub-rankings: locations and departments by points
  expect(full.body.subcats).toEqual([
    {
      id: subcats.get('Berlin'),
      kind: 'location',
      name: 'Berlin',
      pic: null,
      points: 600,
      pos: 1,
      members: 2,
    },
    {
      id: subcats.get('München'),
      kind: 'location',
      name: 'München',
      pic: null,
      points: 500,
      pos: 2,
      members: 1,
    },
    {
      id: subcats.get('Vertrieb'),
      kind: 'department',
      name: 'Vertrieb',
      pic: null,
      points: 100,
      pos: 3,
      members: 1,
    },
    {
      id: subcats.get('Entwicklung'),
      kind: 'department',
      name: 'Entwicklung',
      pic: null,
      points: 0,
      pos: 4,
      members: 0,
    },
  ]);
  const berlin = await h.get(users[4]!.token, `ranking_full?subcat=${subcats.get('Berlin')}`);
  expect(berlin.body.data.map((r: { id: number; pos: number }) => [r.id, r.pos])).toEqual([
    [users[2]!.id, 1],
    [users[0]!.id, 1],
  ]);
  expect(berlin.body.me).toBeNull();
});

test('pastmonths selects an earlier calendar month', async () => {
  const feb = await h.get(users[0]!.token, 'ranking_full?pastmonths=1');
  expect(feb.body.month).toBe('2026-02');
  expect(feb.body.data.map((r: { id: number; points: number }) => [r.id, r.points])[0]).toEqual([
    users[4]!.id,
    2000,
  ]);
  expect(feb.body.data.find((r: { id: number }) => r.id === users[1]!.id).points).toBe(0);
  for (const bad of ['pastmonths=13', 'pastmonths=-1', 'pastmonths=x', 'subcat=0', 'foo=1']) {
    expect((await h.get(users[0]!.token, `ranking_full?${bad}`)).status).toBe(400);
  }
});

test('ranking_full pages WordPress-style; without page or per_page it answers everyone', async () => {
  const token = users[4]!.token;
  const ids = (body: { data: Array<{ id: number }> }) => body.data.map((r) => r.id);
  const all = await h.get(token, 'ranking_full');
  expect(all.headers['x-wp-total']).toBe('5');
  expect(all.headers['x-wp-totalpages']).toBe('1');
  expect(all.body.data).toHaveLength(5);

  const first = await h.get(token, 'ranking_full?per_page=2');
  expect(first.status).toBe(200);
  expect(ids(first.body)).toEqual(ids(all.body).slice(0, 2));
  expect([first.headers['x-wp-total'], first.headers['x-wp-totalpages']]).toEqual(['5', '3']);
  // the caller's row and the totals do not depend on the page
  expect(first.body.me).toEqual(all.body.me);
  expect(first.body).toMatchObject({ participants: 5, goal_points: all.body.goal_points });

  const last = await h.get(token, 'ranking_full?per_page=2&page=3');
  expect(last.body.data.map((r: { id: number; pos: number }) => [r.id, r.pos])).toEqual([[users[4]!.id, 5]]);
  expect((await h.get(token, 'ranking_full?page=2')).body.data).toEqual([]); // per_page 10 by default
  expect((await h.get(token, 'ranking_full?per_page=2&page=9')).body.data).toEqual([]);
  const berlin = await h.get(token, `ranking_full?per_page=1&subcat=${subcats.get('Berlin')}`);
  expect([berlin.headers['x-wp-total'], berlin.body.data.length]).toEqual(['2', 1]);

  for (const bad of ['per_page=0', 'per_page=101', 'page=0', 'page=x']) {
    expect((await h.get(token, `ranking_full?${bad}`)).status).toBe(400);
  }
  // the short and medium lists have a fixed size
  expect((await h.get(token, 'ranking_short?page=2')).status).toBe(400);
});

test('a caller who has not opted in sees the ranking without appearing; no company: empty', async () => {
  const res = await h.get(hidden.token, 'ranking_short');
  expect(res.body).toMatchObject({ participating: 0, me: null, participants: 5 });
  const lonely = await h.user('lonely@example.com', { company: false });
  const none = await h.get(lonely.token, 'ranking_full');
  expect(none.body).toMatchObject({
    data: [],
    me: null,
    company: null,
    subcats: [],
    company_goal: 0,
    goal_percent: 0,
  });
});

test("sub-ranking filters: unknown or another company's subcat → 404; sub-rankings off → 400", async () => {
  expect((await h.get(users[0]!.token, 'ranking_full?subcat=999999')).body.code).toBe('rest_subcat_invalid');
  await t.db.updateTable('companies').set({ enable_subranking: false }).execute();
  try {
    const off = await h.get(users[0]!.token, 'ranking_full');
    expect(off.body).toMatchObject({ enable_subranking: false, subcats: [] });
    const filtered = await h.get(users[0]!.token, `ranking_full?subcat=${subcats.get('Berlin')}`);
    expect(filtered.status).toBe(400);
    expect(filtered.body.code).toBe('rest_subranking_disabled');
  } finally {
    await t.db.updateTable('companies').set({ enable_subranking: true }).execute();
  }
  await t.db.updateTable('companies').set({ ranking_goal: 2500 }).execute();
  expect((await h.get(users[0]!.token, 'ranking_short')).body).toMatchObject({
    company_goal: 2500,
    goal_percent: 50,
  });
  await t.db.updateTable('companies').set({ ranking_goal: null }).execute();
});

test('one SQL statement per ranking call, however many members', async () => {
  const { db, kinds: statements } = countingStatements(t.db);
  const app = createApp({
    db,
    dbKind: t.kind,
    jwt: { secret: t.jwtSecret, expiresInSeconds: 60 },
  });
  const token = users[0]!.token;
  // the bearer token check is the same for every endpoint: measure it on one that runs a single query of its own
  await request(app).get(`${BASE}/points`).set('Authorization', `Bearer ${token}`);
  const auth = statements.length - 1;
  statements.length = 0;
  const res = await request(app).get(`${BASE}/ranking_full`).set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  expect(statements.slice(auth)).toEqual(['RawNode']);
});

test('coworkers: opted-in colleagues of the same company, nickname instead of first name, without the caller', async () => {
  const res = await h.get(users[0]!.token, 'coworkers');
  expect(res.status).toBe(200);
  const ids = res.body.map((c: { id: number }) => c.id);
  expect(ids).toEqual(expect.arrayContaining([users[1]!.id, users[2]!.id, users[3]!.id, users[4]!.id]));
  expect(ids).not.toContain(users[0]!.id);
  expect(ids).not.toContain(hidden.id);
  const mine = (await h.get(users[1]!.token, 'coworkers')).body.find(
    (c: { id: number }) => c.id === users[0]!.id,
  );
  expect(mine).toEqual({
    id: users[0]!.id,
    name: 'Rakete',
    last_name: '',
    avatar: null,
    subcat: { id: subcats.get('Berlin'), kind: 'location', name: 'Berlin', pic: null },
    active_challenges: 0,
    available: true,
  });
  const lonely = await h.user('lonely2@example.com', { company: false });
  expect((await h.get(lonely.token, 'coworkers')).body).toEqual([]);
  expect((await h.get(hidden.token, 'coworkers')).status).toBe(403);
});

test('awards from real activity: strike, wins, weekly goals, steps goals, ranking places', async () => {
  const [a, b] = [users[0]!, users[1]!];
  // a duel a wins and a couple challenge b's team wins
  const ex = await t.exerciseIds(2);
  const duel = await h.duel(a, b, { duration: 1, goal: 1 });
  await h.put(b.token, `challenge/${duel.body.data.id}/accept`);
  await h.finish(a.token, ex[0]!);
  // Mon 2 and Wed 4 have points, Tue 3 has none: one flame
  expect((await h.get(a.token, 'awards')).body.strike).toBe(1);
  const [c, d] = [users[2]!, users[3]!];
  const couple = await h.post(b.token, 'challenge', {
    kind: 'couple',
    type: 1,
    duration: 1,
    goal: 1,
    start: '2026-03-05',
    partners: [c.id],
    opponents: [a.id, d.id],
  });
  for (const x of [c, a, d]) await h.put(x.token, `challenge/${couple.body.data.id}/accept`);
  t.setNow('2026-03-05T09:00:00Z');
  await h.finish(b.token, ex[1]!);
  t.setNow('2026-03-06T09:00:00Z');
  const admin = await tokenFor(t.app, 'admin@example.com');
  expect((await h.post(admin, 'admin/jobs/challenges/run')).body.completed).toEqual([
    duel.body.data.id,
    couple.body.data.id,
  ]);
  // weekly goals and steps straight in the tables the training module writes
  await t.db
    .insertInto('point_events')
    .values([
      { user_id: a.id, points: 100, reason: 'weekly_goal', ref: 'weekly:2026-W08' },
      { user_id: a.id, points: 100, reason: 'weekly_goal', ref: 'weekly:2026-W09' },
    ])
    .execute();
  await t.db
    .insertInto('steps_entries')
    .values([
      { user_id: a.id, entry_date: '2026-03-02', steps: 10_000 },
      { user_id: a.id, entry_date: '2026-03-03', steps: 9_999 },
    ])
    .execute();

  const awards = (await h.get(a.token, 'awards')).body;
  expect(awards).toMatchObject({
    duel_wins: 1,
    team_wins: 0,
    weekly_goals: 2,
    steps_goals: 1,
    // February: a placed nowhere (no points); r5 was first
    ranking_places: { first: 0, second: 0, third: 0 },
    completed_habits: 0,
  });
  // the same rule as GET strikes
  expect(awards.strike).toBe((await h.get(a.token, 'strikes')).body.flames);
  expect(awards.awards.find((x: { key: string }) => x.key === 'duel_wins')).toEqual({
    key: 'duel_wins',
    count: 1,
    level: 1,
    next: 5,
  });
  expect((await h.get(b.token, 'awards')).body).toMatchObject({ duel_wins: 0, team_wins: 1 });
  expect((await h.get(c.token, 'awards')).body.team_wins).toBe(1);
  expect((await h.get(users[4]!.token, 'awards')).body.ranking_places).toEqual({
    first: 1,
    second: 0,
    third: 0,
  });
  expect((await h.get(undefined, 'awards')).status).toBe(401);
});
