// The blog read by the public `wpapi` client (node-wpapi), unchanged, over real HTTP: if a stock WordPress
// client pages, filters and reads our posts, other WordPress clients will too (#16).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import WPAPI from 'wpapi';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp } from '../test-app';
import { clearBlog, insertPost, insertTag } from '../marketing-fixtures';

interface Post {
  id: number;
  slug: string;
  type: string;
  date_gmt: string;
  link: string;
  tags: number[];
  title: { rendered: string };
  _embedded?: { 'wp:term': Array<Array<{ id: number; taxonomy: string }>> };
}
interface Paging {
  total: number;
  totalPages: number;
  next?: WPAPI.WPRequest;
  prev?: WPAPI.WPRequest;
}
type Page<T> = T[] & { _paging?: Paging };

let t: TestApp;
let server: Server;
let wp: WPAPI;
let origin: string;
const tag: Record<string, number> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await clearBlog(t.db);
  tag.ruecken = await insertTag(t.db, { slug: 'artikel-ruecken', name: 'Rücken', lang: 'de' });
  tag.schlaf = await insertTag(t.db, { slug: 'artikel-schlaf', name: 'Schlaf', lang: 'de' });
  for (let day = 1; day <= 5; day++) {
    id[`post${day}`] = await insertPost(t.db, {
      slug: `artikel-${day}`,
      title: `Artikel ${day}`,
      daysAgo: day,
      tags: [day % 2 ? tag.ruecken! : tag.schlaf!],
      categories: [1],
      content: day === 3 ? '<p>Mittagsschlaf im Büro</p>' : `<p>Inhalt ${day}</p>`,
    });
  }
  server = t.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  wp = new WPAPI({ endpoint: `${origin}/wp-json` });
}, DB_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const slugs = (posts: Post[]) => posts.map((post) => post.slug);

test('list: the posts newest first with WordPress fields; _paging from X-WP-Total(Pages) and Link', async () => {
  const page1 = (await wp.posts().perPage(2).get()) as Page<Post>;
  expect(slugs(page1)).toEqual(['artikel-1', 'artikel-2']);
  expect(page1[0]).toMatchObject({ type: 'post', link: `${origin}/blog/${id.post1}` });
  expect(page1[0]!.date_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  expect(page1._paging).toMatchObject({ total: 5, totalPages: 3 });
  expect(page1._paging!.prev).toBeUndefined();

  // the next page from the Link header, then page(2) built by the client: the same posts
  const viaLink = (await page1._paging!.next!.get()) as Page<Post>;
  expect(slugs(viaLink)).toEqual(['artikel-3', 'artikel-4']);
  expect(slugs((await wp.posts().perPage(2).page(2).get()) as Post[])).toEqual(['artikel-3', 'artikel-4']);
  expect(viaLink._paging!.prev).toBeDefined();
  const last = (await viaLink._paging!.next!.get()) as Page<Post>;
  expect(slugs(last)).toEqual(['artikel-5']);
  expect(last._paging!.next).toBeUndefined();
});

test("single post by id, with _embed; a missing id rejects with WordPress's error", async () => {
  const post = (await wp.posts().id(id.post2!).embed().get()) as Post;
  expect(post).toMatchObject({ id: id.post2, slug: 'artikel-2', title: { rendered: 'Artikel 2' } });
  expect(post._embedded!['wp:term'][1]).toEqual([
    expect.objectContaining({ id: tag.schlaf, taxonomy: 'post_tag' }),
  ]);
  await expect(wp.posts().id(999_999).get()).rejects.toMatchObject({ code: 'rest_post_invalid_id' });
});

test('tags: the tag list, and posts filtered by tag (wpapi sends tags[]=id)', async () => {
  const tags = (await wp.tags().get()) as Array<{ id: number; slug: string; count: number }>;
  expect(tags.map((x) => [x.slug, x.count])).toEqual([
    ['artikel-ruecken', 3],
    ['artikel-schlaf', 2],
  ]);
  expect(slugs((await wp.posts().tags(tag.schlaf!).get()) as Post[])).toEqual(['artikel-2', 'artikel-4']);
  expect(
    slugs((await wp.posts().tags([tag.schlaf!, tag.ruecken!]).perPage(10).get()) as Post[]),
  ).toHaveLength(5);
});

test('search: title, excerpt and content', async () => {
  expect(slugs((await wp.posts().search('mittagsschlaf').get()) as Post[])).toEqual(['artikel-3']);
  expect((await wp.posts().search('gibt-es-nicht').get()) as Post[]).toEqual([]);
});
