// officefit/v1 blog actions (bookmarks, read marks with points, ratings, blog visits) and the article editor.
// Another user's bookmarks, reads and ratings never show; bad input writes nothing.
import { sql } from 'kysely';
import { ARTICLE_READ_POINTS } from '../../modules/kernel';
import { DB_SETUP_TIMEOUT_MS, useDemoAccounts, useTestApp } from '../test-app';
import { clearBlog, client, countRows, insertPost, insertTag } from '../marketing-fixtures';
import { expectWpError } from '../wp-error';

const id: Record<string, number> = {};
let tagDe: number;
let tagEn: number;

const t = useTestApp();
const { token, id: userId } = useDemoAccounts(t, ['demo', 'owner', 'guest', 'marketing', 'admin', 'service']);
const api = client(t);
beforeAll(async () => {
  await clearBlog(t.db);
  tagDe = await insertTag(t.db, { slug: 'artikel-pause', name: 'Pause', lang: 'de' });
  tagEn = await insertTag(t.db, { slug: 'artikel_en-break', name: 'Break', lang: 'en' });
  id.a = await insertPost(t.db, { slug: 'a', daysAgo: 3, categories: [1] });
  id.b = await insertPost(t.db, { slug: 'b', daysAgo: 2, categories: [1] });
  id.members = await insertPost(t.db, { slug: 'members', membersOnly: true, daysAgo: 1 });
  id.draft = await insertPost(t.db, { slug: 'draft', status: 'draft' });
  id.en = await insertPost(t.db, { slug: 'a-en', lang: 'en', daysAgo: 3 });
}, DB_SETUP_TIMEOUT_MS);

const V1 = '/wp-json/officefit/v1';

describe('bookmarks', () => {
  test('PUT adds (idempotent), GET lists newest bookmark first as WpPost, DELETE removes (idempotent)', async () => {
    expect((await api.get(`${V1}/bookmarks`, token.demo)).body).toEqual([]);
    const put = await api.put(`${V1}/bookmarks`, { id: id.a }, token.demo);
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id: id.a, isFavourite: true });
    await api.put(`${V1}/bookmarks`, { id: id.a }, token.demo);
    await api.put(`${V1}/bookmarks`, { id: String(id.en) }, token.demo);
    const list = await api.get(`${V1}/bookmarks`, token.demo);
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([id.en, id.a]);
    expect(list.body[1]).toMatchObject({
      id: id.a,
      slug: 'a',
      isFavourite: true,
      title: { rendered: 'Titel a' },
    });
    expect(
      (await api.get(`${V1}/bookmarks?lang=de`, token.demo)).body.map((p: { id: number }) => p.id),
    ).toEqual([id.a]);
    // the post list shows the flag to its owner only
    const posts = await api.get(`/wp-json/wp/v2/posts/${id.a}`, token.demo);
    expect(posts.body.isFavourite).toBe(true);
    expect((await api.get(`/wp-json/wp/v2/posts/${id.a}`, token.owner)).body.isFavourite).toBe(false);
    expect((await api.get(`/wp-json/wp/v2/posts/${id.a}`)).body.isFavourite).toBe(false);

    const del = await api.del(`${V1}/bookmarks/${id.en}`, token.demo);
    expect(del.body).toEqual({ id: id.en, isFavourite: false });
    expect((await api.del(`${V1}/bookmarks/${id.en}`, token.demo)).status).toBe(200);
    expect((await api.get(`${V1}/bookmarks`, token.demo)).body.map((p: { id: number }) => p.id)).toEqual([
      id.a,
    ]);
  });

  test("another user's bookmarks are invisible and cannot be removed by them", async () => {
    expect((await api.get(`${V1}/bookmarks`, token.owner)).body).toEqual([]);
    await api.del(`${V1}/bookmarks/${id.a}`, token.owner);
    expect((await api.get(`${V1}/bookmarks`, token.demo)).body).toHaveLength(1);
  });

  test('errors: login required, unknown/draft post 404, bad body 400, members-only without access 403 — nothing written', async () => {
    const before = await countRows(t.db, 'bookmarks');
    expect((await api.get(`${V1}/bookmarks`)).status).toBe(401);
    expect((await api.put(`${V1}/bookmarks`, { id: id.a })).body.code).toBe('jwt_auth_no_auth_header');
    for (const bad of [999999, id.draft]) {
      const res = await api.put(`${V1}/bookmarks`, { id: bad }, token.demo);
      expectWpError(res, 404, 'rest_post_invalid_id', 'Invalid post ID.');
    }
    const bad = await api.put(`${V1}/bookmarks`, { id: 'x' }, token.demo);
    expect(bad.status).toBe(400);
    expect(bad.body.data.params).toEqual({ id: 'id must be a post id.' });
    expect((await api.put(`${V1}/bookmarks`, {}, token.demo)).body.data.params).toEqual({
      id: 'id is a required parameter.',
    });
    expect((await api.put(`${V1}/bookmarks`, { id: id.a, extra: 1 }, token.demo)).status).toBe(400);
    const members = await api.put(`${V1}/bookmarks`, { id: id.members }, token.guest);
    expect(members.status).toBe(403);
    expect(members.body.code).toBe('rest_members_only');
    expect((await api.del(`${V1}/bookmarks/abc`, token.demo)).status).toBe(404);
    expect(await countRows(t.db, 'bookmarks')).toBe(before);
  });
});

describe('read_articles and action_article', () => {
  const points = async (who: string) =>
    Number(
      (
        await t.db
          .selectFrom('point_events')
          .select(sql<number>`coalesce(sum(points), 0)`.as('n'))
          .where('user_id', '=', userId[who]!)
          .where('reason', '=', 'article_read')
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('reading gives points once per article and marks it read for that user only', async () => {
    expect((await api.get(`${V1}/read_articles`, token.owner)).body).toEqual([]);
    const first = await api.put(`${V1}/action_article`, { article: id.b }, token.owner);
    expect(first.status).toBe(200);
    // the reading points, plus today's strike flame when it is a working day
    expect([ARTICLE_READ_POINTS, ARTICLE_READ_POINTS + 50]).toContain(first.body.points);
    expect(first.body).toMatchObject({ isRead: true, fitness_points: expect.any(Number) });
    const again = await api.put(`${V1}/action_article`, { article: id.b }, token.owner);
    expect(again.body).toMatchObject({ points: 0, isRead: true, fitness_points: first.body.fitness_points });
    await api.put(`${V1}/action_article`, { article: id.a }, token.owner);
    expect(await points('owner')).toBe(2 * ARTICLE_READ_POINTS);
    expect((await api.get(`${V1}/read_articles`, token.owner)).body).toEqual([id.b, id.a]);
    expect((await api.get(`/wp-json/wp/v2/posts/${id.b}`, token.owner)).body.isRead).toBe(true);
    // not for anybody else
    expect((await api.get(`${V1}/read_articles`, token.demo)).body).toEqual([]);
    expect((await api.get(`/wp-json/wp/v2/posts/${id.b}`, token.demo)).body.isRead).toBe(false);
  });

  test('parallel reads of one article award the points once', async () => {
    await Promise.all(
      Array.from({ length: 5 }, () => api.put(`${V1}/action_article`, { article: id.a }, token.service)),
    );
    expect(await points('service')).toBe(ARTICLE_READ_POINTS);
  });

  test('errors write nothing: unknown 404, members-only without access 403, bad body 400, no token 401', async () => {
    const before = [await countRows(t.db, 'read_articles'), await countRows(t.db, 'point_events')];
    expect((await api.put(`${V1}/action_article`, { article: 999999 }, token.guest)).status).toBe(404);
    const members = await api.put(`${V1}/action_article`, { article: id.members }, token.guest);
    expectWpError(members, 403, 'rest_members_only', 'Please log in to read this article.');
    expect((await api.put(`${V1}/action_article`, { article: -1 }, token.guest)).status).toBe(400);
    expect((await api.put(`${V1}/action_article`, { id: id.a }, token.guest)).status).toBe(400);
    expect((await api.put(`${V1}/action_article`, { article: id.a })).status).toBe(401);
    expect([await countRows(t.db, 'read_articles'), await countRows(t.db, 'point_events')]).toEqual(before);
  });
});

describe('rating', () => {
  test('one rating per user and article; a second PUT replaces it; average over users', async () => {
    const first = await api.put(`${V1}/rating`, { article: id.a, stars: 5 }, token.demo);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ average: 5, count: 1, mine: 5 });
    expect((await api.put(`${V1}/rating`, { article: id.a, stars: 2 }, token.owner)).body).toEqual({
      average: 3.5,
      count: 2,
      mine: 2,
    });
    expect((await api.put(`${V1}/rating`, { article: id.a, stars: 4 }, token.demo)).body).toEqual({
      average: 3,
      count: 2,
      mine: 4,
    });
    // everyone sees the average, only the rater their own stars
    expect((await api.get(`/wp-json/wp/v2/posts/${id.a}`, token.demo)).body.rating).toEqual({
      average: 3,
      count: 2,
      mine: 4,
    });
    expect((await api.get(`/wp-json/wp/v2/posts/${id.a}`, token.owner)).body.rating).toEqual({
      average: 3,
      count: 2,
      mine: 2,
    });
    expect((await api.get(`/wp-json/wp/v2/posts/${id.a}`, token.guest)).body.rating).toEqual({
      average: 3,
      count: 2,
      mine: null,
    });
    expect((await api.get(`/wp-json/wp/v2/posts/${id.a}`)).body.rating).toEqual({
      average: 3,
      count: 2,
      mine: null,
    });
  });

  test('stars outside 1–5 or not whole → 400, nothing written', async () => {
    const before = await countRows(t.db, 'article_ratings');
    for (const stars of [0, 6, 2.5, 'five', null]) {
      const res = await api.put(`${V1}/rating`, { article: id.b, stars }, token.demo);
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ stars: 'stars must be a whole number from 1 to 5.' });
    }
    expect((await api.put(`${V1}/rating`, { article: 999999, stars: 3 }, token.demo)).status).toBe(404);
    expect((await api.put(`${V1}/rating`, { article: id.members, stars: 3 }, token.guest)).status).toBe(403);
    expect(await countRows(t.db, 'article_ratings')).toBe(before);
  });
});

describe('entered_blog', () => {
  test('first visit 0; then the posts published since the previous visit, in the language', async () => {
    const first = await api.get(`${V1}/entered_blog`, token.guest);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ new_articles: 0, last_visit: null });
    // pretend the visit was a day and a half ago: b (2 days) is older, members (1 day) is members-only
    await t.db
      .updateTable('blog_visits')
      .set({ visited_at: sql<Date>`now() - interval '36 hours'` })
      .where('user_id', '=', userId.guest!)
      .execute();
    const newPost = await insertPost(t.db, { slug: 'neu', daysAgo: 0.5 });
    const second = await api.get(`${V1}/entered_blog`, token.guest);
    expect(second.body.new_articles).toBe(1);
    expect(second.body.last_visit).toEqual(expect.any(String));
    expect((await api.get(`${V1}/entered_blog`, token.guest)).body.new_articles).toBe(0);

    // a subscriber also counts members-only posts
    await api.get(`${V1}/entered_blog`, token.demo);
    await t.db
      .updateTable('blog_visits')
      .set({ visited_at: sql<Date>`now() - interval '36 hours'` })
      .where('user_id', '=', userId.demo!)
      .execute();
    expect((await api.get(`${V1}/entered_blog?lang=de`, token.demo)).body.new_articles).toBe(2);
    await t.db.deleteFrom('posts').where('id', '=', newPost).execute();
    expect((await api.get(`${V1}/entered_blog`)).status).toBe(401);
  });
});

describe('article editor (cms/posts, cms/tags)', () => {
  const CMS = `${V1}/cms`;

  test('only administrator and marketing; others 403 rest_forbidden, no token 401', async () => {
    for (const who of ['demo', 'guest', 'service']) {
      const res = await api.get(`${CMS}/posts`, token[who]);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('rest_forbidden');
      expect((await api.post(`${CMS}/posts`, { lang: 'de', slug: 'x', title: 'X' }, token[who])).status).toBe(
        403,
      );
    }
    expect((await api.get(`${CMS}/posts`)).status).toBe(401);
    expect((await api.get(`${CMS}/posts`, token.admin)).status).toBe(200);
  });

  test('create a draft with tags and categories, publish it, edit it, delete it', async () => {
    const created = await api.post(
      `${CMS}/posts`,
      {
        lang: 'de',
        slug: 'neu-im-blog',
        title: 'Neu im Blog',
        excerpt: 'Kurz gesagt.',
        content: '<h2>Start</h2><p>Mit <a href="/for_you">Link</a> und <strong>fett</strong>.</p>',
        tags: [tagDe],
        categories: [1, 3],
        members_only: true,
      },
      token.marketing,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      lang: 'de',
      slug: 'neu-im-blog',
      status: 'draft',
      date: null,
      tags: [tagDe],
      categories: [1, 3],
      members_only: true,
    });
    const postId = created.body.id as number;
    expect((await api.get(`/wp-json/wp/v2/posts/${postId}`)).status).toBe(404);

    const published = await api.put(`${CMS}/posts/${postId}`, { status: 'publish' }, token.marketing);
    expect(published.body.status).toBe('publish');
    expect(published.body.date).toEqual(expect.any(String));
    const live = await api.get(`/wp-json/wp/v2/posts/${postId}`, token.demo);
    expect(live.body).toMatchObject({ categories: [1, 3], tags: [tagDe], more_data: { category: 'blog' } });

    const edited = await api.put(
      `${CMS}/posts/${postId}`,
      { title: 'Neuer Titel', tags: [], members_only: false },
      token.admin,
    );
    expect(edited.body).toMatchObject({
      title: 'Neuer Titel',
      tags: [],
      members_only: false,
      status: 'publish',
    });
    expect((await api.get(`${CMS}/posts/${postId}`, token.admin)).body.title).toBe('Neuer Titel');
    const list = await api.get(`${CMS}/posts?lang=de&search=neuer`, token.admin);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([postId]);
    expect(list.headers['x-wp-total']).toBe('1');
    expect(
      (await api.get(`${CMS}/posts?status=draft`, token.admin)).body.map((p: { slug: string }) => p.slug),
    ).toEqual(['draft']);

    expect((await api.del(`${CMS}/posts/${postId}`, token.marketing)).body).toEqual({
      deleted: true,
      id: postId,
    });
    expect((await api.get(`${CMS}/posts/${postId}`, token.marketing)).status).toBe(404);
  });

  test('bad input: clear errors and nothing written', async () => {
    const before = [await countRows(t.db, 'posts'), await countRows(t.db, 'post_tags')];
    const cases: Array<[object, Record<string, string>]> = [
      [
        { lang: 'de', slug: 'Bad Slug', title: 'T' },
        { slug: 'slug must be lower-case kebab-case (a-z, 0-9, -).' },
      ],
      [{ lang: 'de', slug: 'ok', title: ' ' }, { title: 'title must not be empty.' }],
      [{ lang: 'fr', slug: 'ok', title: 'T' }, { lang: 'lang must be de or en.' }],
      [
        { lang: 'de', slug: 'ok', title: 'T', content: '<script>alert(1)</script>' },
        { content: expect.stringContaining('content uses <script>') as unknown as string },
      ],
      [
        { lang: 'de', slug: 'ok', title: 'T', content: '<p onclick="x()">a</p>' },
        { content: 'content uses the attribute onclick on <p>.' },
      ],
      [
        { lang: 'de', slug: 'ok', title: 'T', content: '<a href="javascript:alert(1)">x</a>' },
        { content: 'content has a link that is not allowed: javascript:alert(1)' },
      ],
      [
        { lang: 'de', slug: 'ok', title: 'T', featured_url: 'https://cdn.example.com/x.png' },
        { featured_url: 'featured_url must be a site-relative path starting with /.' },
      ],
      [
        { lang: 'de', slug: 'ok', title: 'T', tags: [tagEn] },
        { tags: `Unknown tags for language de: ${tagEn}.` },
      ],
      [{ lang: 'de', slug: 'ok', title: 'T', categories: [99] }, { categories: 'Unknown categories: 99.' }],
      // the contract shared with the editor (@officefit/domain) with the wire's messages
      [{ lang: 'de', slug: 'a'.repeat(191), title: 'T' }, { slug: 'slug is too long.' }],
      [
        { lang: 'de', slug: 'ok', title: 'T', categories: ['x'] },
        { 'categories.0': 'categories must be a post id.' },
      ],
      [
        { lang: 'de', slug: 'ok', title: 'T', members_only: 'yes' },
        { members_only: 'members_only must be true or false.' },
      ],
      [{ lang: 'de', slug: 'ok', title: 'T', extra: 1 }, { extra: 'extra is not a valid parameter.' }],
    ];
    for (const [body, params] of cases) {
      const res = await api.post(`${CMS}/posts`, body, token.marketing);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toEqual(params);
    }
    const taken = await api.post(`${CMS}/posts`, { lang: 'de', slug: 'a', title: 'T' }, token.marketing);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('rest_post_exists');
    // the same slug in the other language is fine
    const en = await api.post(`${CMS}/posts`, { lang: 'en', slug: 'a', title: 'T' }, token.marketing);
    expect(en.status).toBe(201);
    await t.db.deleteFrom('posts').where('id', '=', en.body.id).execute();
    expect((await api.put(`${CMS}/posts/${id.a}`, { slug: 'b' }, token.marketing)).status).toBe(409);
    expect((await api.put(`${CMS}/posts/999999`, { title: 'x' }, token.marketing)).status).toBe(404);
    const relang = await api.put(`${CMS}/posts/${id.a}`, { lang: 'en' }, token.marketing);
    expect(relang.body.data.params).toEqual({ lang: 'lang is not a valid parameter.' });
    expect([await countRows(t.db, 'posts'), await countRows(t.db, 'post_tags')]).toEqual(before);
  });

  test('tags: list incl. empty ones, create with the language prefix, duplicates 409', async () => {
    const created = await api.post(
      `${V1}/cms/tags`,
      { lang: 'en', kind: 'diet', key: 'lunch', name: 'Lunch' },
      token.marketing,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'food_en-lunch', name: 'Lunch', lang: 'en', count: 0 });
    expect(created.body.id).toBeGreaterThanOrEqual(1000);
    const dup = await api.post(
      `${V1}/cms/tags`,
      { lang: 'en', kind: 'diet', key: 'lunch', name: 'Lunch' },
      token.marketing,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('rest_tag_exists');
    expect(
      (await api.post(`${V1}/cms/tags`, { lang: 'de', kind: 'x', key: 'a', name: 'A' }, token.marketing))
        .status,
    ).toBe(400);
    const list = await api.get(`${V1}/cms/tags?lang=en`, token.marketing);
    expect(list.body.map((x: { slug: string }) => x.slug)).toEqual(['artikel_en-break', 'food_en-lunch']);
  });

  test('tags carry their names in both languages; a new tag can be named in the other language too (#39)', async () => {
    const before = await countRows(t.db, 'tags');
    const created = await api.post(
      `${V1}/cms/tags`,
      { lang: 'en', kind: 'article', key: 'anxiety', name: 'Anxiety', other_name: 'Angst' },
      token.marketing,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'artikel_en-anxiety', names: { en: 'Anxiety', de: 'Angst' } });
    expect(await countRows(t.db, 'tags')).toBe(before + 2);
    const german = await api.get(`${V1}/cms/tags?lang=de`, token.marketing);
    expect(german.body.find((x: { slug: string }) => x.slug === 'artikel-anxiety')).toMatchObject({
      name: 'Angst',
      lang: 'de',
      names: { de: 'Angst', en: 'Anxiety' },
    });
    // no counterpart yet: the other language's name is null
    const lone = await api.post(
      `${V1}/cms/tags`,
      { lang: 'de', kind: 'diet', key: 'brot', name: 'Brot' },
      token.marketing,
    );
    expect(lone.body.names).toEqual({ de: 'Brot', en: null });
    // the counterpart exists already: it is kept as it is, and nothing is written when the request fails
    const again = await api.post(
      `${V1}/cms/tags`,
      { lang: 'de', kind: 'article', key: 'anxiety', name: 'Sorge', other_name: 'Worry' },
      token.marketing,
    );
    expect(again.status).toBe(409);
    const bad = await api.post(
      `${V1}/cms/tags`,
      { lang: 'de', kind: 'article', key: 'x', name: 'X', other_name: '' },
      token.marketing,
    );
    expect(bad.status).toBe(400);
    expect(await countRows(t.db, 'tags')).toBe(before + 3);
    const forbidden = await api.post(
      `${V1}/cms/tags`,
      { lang: 'de', kind: 'article', key: 'y', name: 'Y', other_name: 'Y' },
      token.demo,
    );
    expect(forbidden.status).toBe(403);
  });
});
