// The team feed (issue 38) on a test clock (Thu 2026-03-05, Berlin): posts written where the milestones happen
// (weekly goal, strike milestone by a finish and by steps, won challenge, shared redemption), only for users in
// the ranking; the company's feed newest first and paged; cheers (idempotent, undo, in-app + push notice to the
// author, never mail); the author deletes, staff hide; who may read (the ranking's opt-in, the own company only).
import { sql } from 'kysely';
import { createPushSender, ephemeralVapidKeys } from '../../modules/notifications';
import { type ClockedTestApp, createClockedTestApp } from '../clocked-app';
import { communityHelpers, type CommunityUserFixture } from '../community-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor } from '../test-app';
import { addPushTarget, startPushService } from './reminders-fixtures';
import { product } from './shop-fixtures';

const NOW = '2026-03-05T10:00:00Z';
/** The four working days before Thu 2026-03-05: with today's flame a strike of 5. */
const EARLIER_WORKING_DAYS = ['2026-02-27', '2026-03-02', '2026-03-03', '2026-03-04'];

let t: ClockedTestApp;
let h: ReturnType<typeof communityHelpers>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let ex: number[];
let admin: string;
let n = 0;

beforeAll(async () => {
  pushService = await startPushService();
  t = await createClockedTestApp(NOW, {
    // the tests' push service listens on loopback: listed like an operator's own (PUSH_SERVICE_HOSTS)
    push: createPushSender({
      vapid: ephemeralVapidKeys(),
      log: () => undefined,
      services: { hosts: ['127.0.0.1'], listed: ['127.0.0.1'] },
    }),
  });
  h = communityHelpers(t);
  ex = await t.exerciseIds(4);
  admin = await tokenFor(t.app, 'admin@example.com');
}, DB_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await pushService.close();
});
beforeEach(() => t.setNow(NOW));

/** A "weekly goal reached" post of the user in the feed (what the weekly job writes). */
const weeklyGoalPost = (userId: number, ref: string) =>
  t.db
    .insertInto('feed_posts')
    .values({ user_id: userId, kind: 'weekly_goal', ref })
    .returning('id')
    .executeTakeFirstOrThrow();

const colleague = (options: { participating?: boolean; company?: boolean } = {}) =>
  h.user(`feed${++n}@example.com`, options);

async function postsOf(userId: number) {
  return t.db
    .selectFrom('feed_posts')
    .select(['id', 'kind', 'ref', 'value', 'detail'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Point days before today, so today's first points make a strike of 5. */
async function strikeOfFour(userId: number) {
  for (const day of EARLIER_WORKING_DAYS) {
    await t.db
      .insertInto('point_events')
      .values({ user_id: userId, points: 20, reason: 'exercise', ref: `test:${day}`, activity_date: day })
      .execute();
  }
}

const feedOf = (user: CommunityUserFixture, query = '') => h.get(user.token, `feed${query}`);

test('a finish that reaches the weekly goal and a strike of 5 posts both, once; colleagues in the ranking read them', async () => {
  const author = await colleague();
  const reader = await colleague();
  await t.db.updateTable('users').set({ weekly_goal: 1 }).where('id', '=', author.id).execute();
  await strikeOfFour(author.id);

  await h.finish(author.token, ex[0]!);
  await h.finish(author.token, ex[1]!);
  // the start's points light the day's flame (the strike post), the finish reaches the weekly goal
  expect(await postsOf(author.id)).toEqual([
    expect.objectContaining({ kind: 'strike_milestone', ref: 'strike:2026-02-27:5', value: 5 }),
    expect.objectContaining({ kind: 'weekly_goal', ref: 'week:2026-W10', value: null }),
  ]);

  const res = await feedOf(reader);
  expect(res.status).toBe(200);
  const mine = res.body.posts.filter((p: { author: { id: number } }) => p.author.id === author.id);
  expect(mine.map((p: { kind: string }) => p.kind)).toEqual(['weekly_goal', 'strike_milestone']);
  expect(mine[1]).toMatchObject({ value: 5, cheers: 0, cheered: false, own: false });
  expect(mine[0].author).toMatchObject({ id: author.id, name: expect.any(String) });
  // nothing health-related travels with a post
  expect(Object.keys(mine[0]).sort()).toEqual(
    ['author', 'cheered', 'cheers', 'created_at', 'detail', 'id', 'kind', 'own', 'value'].sort(),
  );
  expect((await feedOf(author)).body.posts[0]).toMatchObject({ own: true });
});

test('a strike milestone reached through steps (the ledger flame) posts too; a user outside the ranking gets no post', async () => {
  const walker = await colleague();
  const outsider = await colleague({ participating: false });
  for (const user of [walker, outsider]) {
    await strikeOfFour(user.id);
    const res = await h.put(user.token, 'steps', { date: '2026-03-05', steps: 12_000 });
    expect(res.status).toBe(200);
  }
  expect(await postsOf(walker.id)).toEqual([
    expect.objectContaining({ kind: 'strike_milestone', ref: 'strike:2026-02-27:5', value: 5 }),
  ]);
  expect(await postsOf(outsider.id)).toEqual([]);
});

test('the feed is paged newest first and holds only the own company, only authors in the ranking, nothing hidden', async () => {
  const a = await colleague();
  const b = await colleague();
  const other = await t.db
    .insertInto('companies')
    .values({ name: 'Other AG' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stranger = await colleague();
  await t.db.updateTable('users').set({ company_id: other.id }).where('id', '=', stranger.id).execute();
  for (const [i, user] of [a, b, stranger].entries()) {
    await t.db
      .insertInto('feed_posts')
      .values({
        user_id: user.id,
        kind: 'weekly_goal',
        ref: `week:2026-W0${i + 1}`,
        created_at: `2026-03-0${i + 1}T08:00:00Z`,
      })
      .execute();
  }
  const page1 = await feedOf(a, '?per_page=1');
  expect(page1.body).toMatchObject({ page: 1, total_pages: page1.body.total });
  expect(page1.body.posts).toHaveLength(1);
  const all = (await feedOf(a, '?per_page=50')).body.posts as {
    author: { id: number };
    created_at: string;
  }[];
  const times = all.map((p) => Date.parse(p.created_at));
  expect([...times].sort((x, y) => y - x)).toEqual(times);
  expect(all.some((p) => p.author.id === stranger.id)).toBe(false);
  expect((await feedOf(stranger)).body.posts.map((p: { author: { id: number } }) => p.author.id)).toEqual([
    stranger.id,
  ]);
  expect((await feedOf(a, '?per_page=51')).status).toBe(400);
  expect((await feedOf(a, '?page=0')).body.code).toBe('rest_invalid_param');
  expect((await h.get(undefined, 'feed')).status).toBe(401);
});

test('who leaves the ranking neither appears in the feed nor reads it (403 rest_not_participating)', async () => {
  const leaver = await colleague();
  const reader = await colleague();
  const post = await weeklyGoalPost(leaver.id, 'week:2026-W10');
  const ids = async () =>
    ((await feedOf(reader, '?per_page=50')).body.posts as { id: number }[]).map((p) => p.id);
  expect(await ids()).toContain(post.id);

  expect((await h.put(leaver.token, 'participating', { participating: 0 })).status).toBe(200);
  expect(await ids()).not.toContain(post.id);
  const refused = await feedOf(leaver);
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('rest_not_participating');
  expect((await h.put(reader.token, `feed/${post.id}/cheer`)).status).toBe(404);
  const never = await colleague({ participating: false });
  expect((await feedOf(never)).body.code).toBe('rest_not_participating');
  expect((await h.put(never.token, `feed/${post.id}/cheer`)).body.code).toBe('rest_not_participating');
});

test('a cheer is one tap, once per user, undoable; the author is told in-app and by push, never by mail', async () => {
  const author = await colleague();
  const fan = await colleague();
  await t.db.updateTable('users').set({ nickname: 'Fan' }).where('id', '=', fan.id).execute();
  const endpoint = await addPushTarget(t.db, author.id, pushService.url);
  const post = await t.db
    .insertInto('feed_posts')
    .values({ user_id: author.id, kind: 'strike_milestone', ref: 'strike:x:10', value: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pushesBefore = pushService.requests.length;

  const first = await h.put(fan.token, `feed/${post.id}/cheer`);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ id: post.id, cheers: 1, cheered: true });
  expect((await h.put(fan.token, `feed/${post.id}/cheer`)).body).toEqual({
    id: post.id,
    cheers: 1,
    cheered: true,
  });
  const listed = (await feedOf(fan, '?per_page=50')).body.posts.find((p: { id: number }) => p.id === post.id);
  expect(listed).toMatchObject({ cheers: 1, cheered: true });

  const notices = await t.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'url'])
    .where('user_id', '=', author.id)
    .execute();
  expect(notices).toEqual([
    {
      kind: 'cheer',
      title: 'Sie wurden angefeuert!',
      body: 'Fan feuert Ihren Strike von 10 Tagen an.',
      url: '/team-feed',
    },
  ]);
  expect(pushService.requests.slice(pushesBefore).map((r) => endpoint.endsWith(r.path))).toEqual([true]);
  const { email } = await t.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', author.id)
    .executeTakeFirstOrThrow();
  const mails = await t.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute();
  expect(mails).toEqual([]);

  expect((await h.del(fan.token, `feed/${post.id}/cheer`)).body).toEqual({
    id: post.id,
    cheers: 0,
    cheered: false,
  });
  expect((await h.del(fan.token, `feed/${post.id}/cheer`)).body.cheers).toBe(0);
  // cheering again is one more cheer, but not one more notice
  expect((await h.put(fan.token, `feed/${post.id}/cheer`)).body.cheers).toBe(1);
  expect(
    await t.db.selectFrom('notifications').select('id').where('user_id', '=', author.id).execute(),
  ).toHaveLength(1);

  const own = await h.put(author.token, `feed/${post.id}/cheer`);
  expect(own.status).toBe(400);
  expect(own.body.code).toBe('feed_cheer_own');
  expect((await h.put(fan.token, 'feed/999999/cheer')).body.code).toBe('rest_feed_post_invalid');
  expect((await h.put(fan.token, 'feed/abc/cheer')).status).toBe(400);
});

test('a cheer respects the push switch and absences: no push then, the in-app notice still', async () => {
  const author = await colleague();
  const fan = await colleague();
  await t.db.updateTable('users').set({ per_push: 0, lang: 'en-US' }).where('id', '=', author.id).execute();
  await addPushTarget(t.db, author.id, pushService.url);
  const post = await weeklyGoalPost(author.id, 'week:2026-W10');
  const pushesBefore = pushService.requests.length;
  expect((await h.put(fan.token, `feed/${post.id}/cheer`)).status).toBe(200);
  expect(pushService.requests.length).toBe(pushesBefore);
  const notice = await t.db
    .selectFrom('notifications')
    .select(['title', 'body'])
    .where('user_id', '=', author.id)
    .executeTakeFirstOrThrow();
  expect(notice.title).toBe('You got a cheer!');
  expect(notice.body).toMatch(/cheers your reached weekly goal\.$/);

  // push on, but absent today (the test clock's Berlin date): muted like every notification, the in-app one stays
  const away = await colleague();
  await t.db
    .updateTable('users')
    .set({ absence_from: '2026-03-02', absence_until: '2026-03-06' })
    .where('id', '=', away.id)
    .execute();
  await addPushTarget(t.db, away.id, pushService.url);
  const awayPost = await weeklyGoalPost(away.id, 'week:2026-W10');
  expect((await h.put(fan.token, `feed/${awayPost.id}/cheer`)).status).toBe(200);
  expect(pushService.requests.length).toBe(pushesBefore);
  expect(
    await t.db.selectFrom('notifications').select('kind').where('user_id', '=', away.id).execute(),
  ).toEqual([{ kind: 'cheer' }]);
});

test('the author deletes their post (with its cheers); nobody else can; staff hide one, subscribers cannot', async () => {
  const author = await colleague();
  const other = await colleague();
  const [mine, hideMe] = await Promise.all(
    ['week:2026-W08', 'week:2026-W09'].map((ref) => weeklyGoalPost(author.id, ref)),
  );
  await h.put(other.token, `feed/${mine!.id}/cheer`);

  const foreign = await h.del(other.token, `feed/${mine!.id}`);
  expect(foreign.status).toBe(404);
  expect(foreign.body.code).toBe('rest_feed_post_invalid');
  expect((await h.del(author.token, `feed/${mine!.id}`)).body).toEqual({ deleted: true, id: mine!.id });
  expect(
    await t.db.selectFrom('feed_cheers').select('user_id').where('post_id', '=', mine!.id).execute(),
  ).toEqual([]);
  expect((await h.del(author.token, `feed/${mine!.id}`)).status).toBe(404);

  expect((await h.post(author.token, `feed/${hideMe!.id}/hide`)).status).toBe(403);
  expect((await h.post(admin, `feed/${hideMe!.id}/hide`)).body).toEqual({ hidden: true, id: hideMe!.id });
  const ids = ((await feedOf(other, '?per_page=50')).body.posts as { id: number }[]).map((p) => p.id);
  expect(ids).not.toContain(hideMe!.id);
  expect((await h.put(other.token, `feed/${hideMe!.id}/cheer`)).status).toBe(404);
  expect((await h.post(admin, 'feed/999999/hide')).status).toBe(404);
  const service = await tokenFor(t.app, 'service@example.com');
  expect((await h.post(service, `feed/${hideMe!.id}/hide`)).status).toBe(403);
});

test('a won duel posts for the winner; a redemption posts only when shared', async () => {
  const winner = await colleague();
  const loser = await colleague();
  await h.givePoints(winner.id, 500);
  await h.givePoints(loser.id, 500);
  const created = await h.duel(winner, loser, { goal: 5, wager: 50 });
  expect(created.status).toBe(201);
  const id = created.body.data.id as number;
  expect((await h.put(loser.token, `challenge/${id}/accept`)).status).toBe(200);
  await h.finish(winner.token, ex[2]!);
  t.setNow('2026-03-12T00:00:00Z');
  expect((await h.post(admin, 'admin/jobs/challenges/run')).body.completed).toEqual([id]);
  expect(await postsOf(winner.id)).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'challenge_won', ref: `challenge:${id}` })]),
  );
  expect((await postsOf(loser.id)).filter((p) => p.kind === 'challenge_won')).toEqual([]);

  const buyer = await colleague();
  await t.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', buyer.id).execute();
  await h.givePoints(buyer.id, 1000);
  const reward = await product(t, { points: 100 });
  const order = async (body: object) => {
    expect((await h.post(buyer.token, 'shop/cart', { product_id: reward })).status).toBe(200);
    const res = await h
      .post(buyer.token, 'shop/checkout', body)
      .set('Idempotency-Key', `feed-${Date.now()}-${Math.random()}`);
    expect(res.status).toBe(201);
    return res.body.order.id as number;
  };
  await order({});
  const shared = await order({ share_in_feed: true });
  expect(await postsOf(buyer.id)).toEqual([
    expect.objectContaining({
      kind: 'reward_redeemed',
      ref: `order:${shared}`,
      detail: expect.stringMatching(/^Testprämie \d+$/),
    }),
  ]);
  const invalid = await h
    .post(buyer.token, 'shop/checkout', { share_in_feed: 'yes' })
    .set('Idempotency-Key', 'feed-invalid');
  expect(invalid.body.data.params).toHaveProperty('share_in_feed');
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::integer as n from feed_posts where detail is not null and kind <> 'reward_redeemed'`.execute(
    t.db,
  );
  expect(rows[0]!.n).toBe(0);
});

test('staff list posts across companies by company and state, hide and show again, each audited', async () => {
  const author = await colleague();
  const reader = await colleague();
  const { company_id: companyId } = await t.db
    .selectFrom('users')
    .select('company_id')
    .where('id', '=', author.id)
    .executeTakeFirstOrThrow();
  const post = await weeklyGoalPost(author.id, 'week:2026-W07');
  const listed = async (query: string) =>
    (
      (await h.get(admin, `admin/feed?company=${companyId}&per_page=100${query}`)).body.posts as {
        id: number;
        hidden_at: string | null;
        author: { id: number };
        company: { id: number } | null;
      }[]
    ).filter((p) => p.id === post.id);

  const [visible] = await listed('&state=visible');
  expect(visible).toMatchObject({ author: { id: author.id }, company: { id: companyId }, hidden_at: null });
  expect(await listed('&state=hidden')).toEqual([]);

  expect((await h.post(admin, `feed/${post.id}/hide`)).body).toEqual({ id: post.id, hidden: true });
  expect(await listed('&state=visible')).toEqual([]);
  expect((await listed('&state=hidden'))[0]!.hidden_at).toBe(NOW.replace('Z', '.000Z'));
  expect((await listed('')).length).toBe(1);

  expect((await h.post(admin, `admin/feed/${post.id}/unhide`)).body).toEqual({ id: post.id, hidden: false });
  const ids = ((await feedOf(reader, '?per_page=50')).body.posts as { id: number }[]).map((p) => p.id);
  expect(ids).toContain(post.id);
  expect(await listed('&state=hidden')).toEqual([]);

  const audit = await t.db
    .selectFrom('audit_log')
    .select(['action', 'target_user_id', 'before', 'after'])
    .where('subject', '=', `feed_post:${post.id}`)
    .orderBy('id')
    .execute();
  expect(audit.map((row) => [row.action, row.target_user_id])).toEqual([
    ['feed.post_hidden', author.id],
    ['feed.post_shown', author.id],
  ]);
  expect(audit[1]!.after).toEqual({ hidden_at: null });
});

test('admin/feed validates its filters; unhide needs a post and the permission', async () => {
  expect((await h.get(admin, 'admin/feed?state=gone')).status).toBe(400);
  expect((await h.get(admin, 'admin/feed?company=abc')).status).toBe(400);
  expect((await h.get(admin, 'admin/feed?other=1')).status).toBe(400);
  expect((await h.post(admin, 'admin/feed/999999/unhide')).status).toBe(404);
  const member = await colleague();
  expect((await h.get(member.token, 'admin/feed')).status).toBe(403);
  const service = await tokenFor(t.app, 'service@example.com');
  expect((await h.post(service, 'admin/feed/1/unhide')).status).toBe(403);
});
