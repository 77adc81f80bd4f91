// The blog lists a process keeps for visitors (posts/list-cache.ts) answer what a fresh read answers: after every
// kind of write to a list input — a post's text, status, publication time, language, featured image, tags and
// categories, a tag's or category's name, a rating, an author's name, a new and a deleted post, a scheduled post
// coming out — made through the API or straight in the database (as another process would), the kept answer of
// one app equals, header for header and byte for byte, the answer of an app that never kept one. Plus what it costs:
// a kept answer one statement; signed-in readers are never served from it.
import type { Express } from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { createApp } from '../../app';
import { POST_LIST_CHANGES_KEEP_SECONDS, prunePostListChanges } from '../../modules/posts';
import { clearBlog, insertPost, insertTag } from '../marketing-fixtures';
import { countingStatements, DB_SETUP_TIMEOUT_MS, useDemoAccounts, userIdOf, useTestApp } from '../test-app';

let cached: Express;
let statements: string[] = [];
const post: Record<string, number> = {};
const tag: Record<string, number> = {};
let authorId: number;

/** Another process on the same database, with its own kept answers. */
function otherApp(db = t.db): Express {
  return createApp({ db, dbKind: t.kind, jwt: { secret: t.jwtSecret, expiresInSeconds: 3600 } });
}

const t = useTestApp();
const { token } = useDemoAccounts(t, ['demo', 'marketing']);
beforeAll(async () => {
  authorId = await userIdOf(t, 'marketing@example.com');
  await clearBlog(t.db);
  tag.ruecken = await insertTag(t.db, { slug: 'artikel-ruecken', name: 'Rücken', lang: 'de' });
  tag.schlaf = await insertTag(t.db, { slug: 'artikel-schlaf', name: 'Schlaf', lang: 'de' });
  for (const [i, slug] of ['eins', 'zwei', 'drei'].entries()) {
    post[slug] = await insertPost(t.db, {
      slug,
      daysAgo: i + 1,
      tags: [tag.ruecken!],
      categories: [1],
      authorId,
      featuredUrl: i === 0 ? '/wp-json/officefit/v1/media/eins.png' : null,
    });
  }
  post.members = await insertPost(t.db, { slug: 'nur-mitglieder', membersOnly: true, daysAgo: 4 });
  post.english = await insertPost(t.db, { slug: 'eins-en', lang: 'en', daysAgo: 1 });
  const counting = countingStatements(t.db);
  statements = counting.kinds;
  cached = otherApp(counting.db);
}, DB_SETUP_TIMEOUT_MS);

const PATHS = [
  '/wp-json/wp/v2/posts?per_page=10',
  '/wp-json/wp/v2/posts?per_page=2&page=2',
  '/wp-json/wp/v2/posts?_embed=1',
  '/wp-json/wp/v2/posts?lang=en',
  `/wp-json/wp/v2/posts?tags=1,2,3`,
];

/** A GET as a client of the site sends it (supertest listens on a new port per request: one Host for all). */
const get = (app: Express, path: string) => request(app).get(path).set('Host', 'blog.example');

/** What a client sees of an answer. */
function seen(res: request.Response) {
  const h = res.headers;
  return {
    status: res.status,
    text: res.text,
    headers: [h['content-type'], h['x-wp-total'], h['x-wp-totalpages'], h.link, h.etag, h.vary],
  };
}

/** Each path twice from the caching app (a first read, then the kept answer) and once from a new app. */
async function expectCurrent(label: string): Promise<void> {
  const fresh = otherApp();
  for (const path of PATHS) {
    const expected = { label, path, ...seen(await get(fresh, path)) };
    expect({ label, path, ...seen(await get(cached, path)) }).toEqual(expected);
    expect({ label, path, ...seen(await get(cached, path)) }).toEqual(expected);
  }
}

const cms = (method: 'post' | 'put' | 'delete', path: string, body?: object) => {
  const agent = request(t.app);
  const req = agent[method](`/wp-json/officefit/v1/cms/${path}`).set(
    'Authorization',
    `Bearer ${token.marketing}`,
  );
  return body ? req.send(body) : req;
};

test('every kind of write is seen by the next answer, through the API and straight in the database', async () => {
  await expectCurrent('warm');
  await t.db.updateTable('posts').set({ title: 'Neu betitelt' }).where('id', '=', post.eins!).execute();
  await expectCurrent('title in the database');
  expect((await cms('put', `posts/${post.zwei}`, { title: 'Über die API' })).status).toBe(200);
  await expectCurrent('title through the API');
  expect((await cms('put', `posts/${post.zwei}`, { status: 'draft' })).status).toBe(200);
  await expectCurrent('unpublished');
  expect((await cms('put', `posts/${post.zwei}`, { status: 'publish' })).status).toBe(200);
  await t.db
    .updateTable('posts')
    .set({ published_at: sql<Date>`now() + interval '1 day'` })
    .where('id', '=', post.drei!)
    .execute();
  await expectCurrent('published again, another moved to tomorrow');
  await t.db.updateTable('posts').set({ lang: 'en' }).where('id', '=', post.zwei!).execute();
  await expectCurrent('language');
  await t.db.updateTable('posts').set({ featured_url: null }).where('id', '=', post.eins!).execute();
  await expectCurrent('featured image');
  await t.db.updateTable('tags').set({ name: 'Rückenschmerz' }).where('id', '=', tag.ruecken!).execute();
  await expectCurrent('tag name');
  await t.db.insertInto('post_tags').values({ post_id: post.eins!, tag_id: tag.schlaf! }).execute();
  await t.db.deleteFrom('post_tags').where('tag_id', '=', tag.ruecken!).execute();
  await expectCurrent("a post's tags");
  await t.db.updateTable('categories').set({ name_de: 'Bewegung neu' }).where('id', '=', 1).execute();
  await t.db.insertInto('post_categories').values({ post_id: post.eins!, category_id: 2 }).execute();
  await expectCurrent('categories');
  const rated = await request(t.app)
    .put('/wp-json/officefit/v1/rating')
    .set('Authorization', `Bearer ${token.demo}`)
    .send({ article: post.eins, stars: 4 });
  expect(rated.status).toBe(200);
  await expectCurrent('a rating');
  await t.db
    .updateTable('users')
    .set({ first_name: 'Marta', last_name: 'Neu' })
    .where('id', '=', authorId)
    .execute();
  await expectCurrent("the author's name");
  const created = await cms('post', 'posts', {
    lang: 'de',
    slug: 'ganz-neu',
    title: 'Ganz neu',
    status: 'publish',
  });
  expect(created.status).toBe(201);
  await expectCurrent('a new post');
  expect((await cms('delete', `posts/${created.body.id}`)).status).toBe(200);
  await t.db.deleteFrom('posts').where('id', '=', post.english!).execute();
  await expectCurrent('deleted posts');
});

test('a scheduled post is listed once its time has come, with no write in between', async () => {
  await insertPost(t.db, { slug: 'geplant', daysAgo: -1.5 / 86_400 });
  await expectCurrent('scheduled');
  const list = async () =>
    (await get(cached, PATHS[0]!)).body.map((p: { slug: string }) => p.slug) as string[];
  expect(await list()).not.toContain('geplant');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(await list()).toContain('geplant');
  await expectCurrent('published by the clock');
});

test('a kept answer costs one statement; after a change, the check, the snapshot and the reads', async () => {
  await get(cached, PATHS[0]!);
  statements.length = 0;
  expect((await get(cached, PATHS[0]!)).status).toBe(200);
  expect(statements).toEqual(['RawNode']);
  await t.db.updateTable('posts').set({ excerpt: 'anders' }).where('id', '=', post.eins!).execute();
  statements.length = 0;
  expect((await get(cached, PATHS[0]!)).status).toBe(200);
  expect(statements.length).toBeGreaterThan(2);
  statements.length = 0;
  await get(cached, PATHS[0]!);
  expect(statements).toEqual(['RawNode']);
});

test('HTTP caching: a visitor list is public but revalidated; its ETag gets a 304 from one check until a write', async () => {
  const first = await get(cached, PATHS[0]!);
  expect(first.status).toBe(200);
  expect(first.headers['cache-control']).toBe('public, no-cache');
  expect(first.headers.vary).toMatch(/\bAuthorization\b/);
  const etag = first.headers.etag as string;
  expect(etag).toBeTruthy();
  statements.length = 0;
  const again = await get(cached, PATHS[0]!).set('If-None-Match', etag);
  expect(again.status).toBe(304);
  expect(again.text).toBe('');
  expect(statements).toEqual(['RawNode']);
  await t.db.updateTable('posts').set({ title: 'Neu für den ETag' }).where('id', '=', post.eins!).execute();
  const changed = await get(cached, PATHS[0]!).set('If-None-Match', etag);
  expect(changed.status).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  // another process computes the same validator for the same answer, so a CDN in front may ask any replica
  expect((await get(otherApp(), PATHS[0]!).set('If-None-Match', changed.headers.etag as string)).status).toBe(
    304,
  );
});

test("signed-in readers get their own answer, not a visitor's kept one", async () => {
  await get(cached, PATHS[0]!);
  const bookmark = await request(t.app)
    .put('/wp-json/officefit/v1/bookmarks')
    .set('Authorization', `Bearer ${token.demo}`)
    .send({ id: post.eins });
  expect(bookmark.status).toBe(200);
  const mine = await get(cached, PATHS[0]!).set('Authorization', `Bearer ${token.demo}`);
  const visitor = await get(cached, PATHS[0]!);
  const flag = (res: request.Response) =>
    res.body.find((p: { id: number }) => p.id === post.eins).isFavourite as boolean;
  expect([flag(mine), flag(visitor)]).toEqual([true, false]);
  expect(mine.headers['cache-control']).toBe('no-store');
});

test('post_list_changes: one row per writing transaction, none for user columns a list does not show', async () => {
  await sql`delete from post_list_changes`.execute(t.db);
  await t.db.transaction().execute(async (trx) => {
    await trx.updateTable('posts').set({ excerpt: 'eins' }).where('id', '=', post.eins!).execute();
    await trx.updateTable('tags').set({ description: 'zwei' }).where('id', '=', tag.schlaf!).execute();
  });
  await t.db.updateTable('users').set({ lang: 'en-US' }).where('id', '=', authorId).execute();
  const rows = await sql<{ n: number }>`select count(*)::int as n from post_list_changes`.execute(t.db);
  expect(rows.rows).toEqual([{ n: 1 }]);
});

test('pruning drops change records older than the kept hour only', async () => {
  await sql`delete from post_list_changes`.execute(t.db);
  await sql`insert into post_list_changes (xid, at) values ('1'::xid8, now() - interval '2 hours')`.execute(
    t.db,
  );
  await t.db.updateTable('posts').set({ excerpt: 'zwei' }).where('id', '=', post.eins!).execute();
  await prunePostListChanges(t.db, POST_LIST_CHANGES_KEEP_SECONDS);
  const left = await sql<{
    old: boolean;
  }>`select at < now() - interval '1 hour' as old from post_list_changes`.execute(t.db);
  expect(left.rows).toEqual([{ old: false }]);
});
