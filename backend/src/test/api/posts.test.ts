// wp/v2 posts, tags and categories: WordPress parameters, headers, error shapes and the members-only rule.
// The test owns its posts and tags (the seed's are removed first); categories 1/2/3 come from the seed.
import { createApp } from '../../app';
import { DB_SETUP_TIMEOUT_MS, useDemoAccounts, userIdOf, useTestApp } from '../test-app';
import { clearBlog, client, insertPost, insertTag } from '../marketing-fixtures';
import { expectWpError } from '../wp-error';

const id: Record<string, number> = {};
const tag: Record<string, number> = {};
let adminId: number;

const t = useTestApp();
const { token } = useDemoAccounts(t, ['demo', 'guest', 'marketing', 'admin']);
const api = client(t);
beforeAll(async () => {
  adminId = await userIdOf(t, 'admin@example.com');
  await clearBlog(t.db);
  tag.ruecken = await insertTag(t.db, { slug: 'artikel-ruecken', name: 'Rücken', lang: 'de' });
  tag.schlaf = await insertTag(t.db, { slug: 'artikel-schlaf', name: 'Schlaf', lang: 'de' });
  tag.food = await insertTag(t.db, { slug: 'food-fruehstueck', name: 'Frühstück', lang: 'de' });
  tag.leer = await insertTag(t.db, { slug: 'artikel-leer', name: 'Leer', lang: 'de' });
  tag.entwurf = await insertTag(t.db, { slug: 'artikel-nur-entwurf', name: 'Nur Entwurf', lang: 'de' });
  tag.mentalDe = await insertTag(t.db, {
    id: 45,
    slug: 'artikel-mentale-staerke',
    name: 'Mentale Stärke',
    lang: 'de',
  });
  tag.back = await insertTag(t.db, { slug: 'artikel_en-back', name: 'Back', lang: 'en' });
  tag.mentalEn = await insertTag(t.db, {
    id: 158,
    slug: 'artikel_en-mental-strength',
    name: 'Mental strength',
    lang: 'en',
  });

  id.ruecken = await insertPost(t.db, {
    slug: 'ruecken',
    title: 'Rücken & <Nacken>',
    excerpt: 'Fünf Übungen für den Rücken.',
    content: '<p>Ein gerader Rücken.</p>',
    daysAgo: 5,
    tags: [tag.ruecken!],
    categories: [1],
    authorId: adminId,
  });
  id.fruehstueck = await insertPost(t.db, {
    slug: 'fruehstueck',
    title: 'Frühstück im Büro',
    daysAgo: 4,
    tags: [tag.food!],
    categories: [2],
  });
  id.stress = await insertPost(t.db, {
    slug: 'stress',
    title: 'Stress abbauen',
    content: '<p>Nur für Mitglieder.</p>',
    membersOnly: true,
    daysAgo: 3,
    tags: [tag.mentalDe!],
    categories: [3],
  });
  id.schlaf = await insertPost(t.db, {
    slug: 'schlaf',
    title: 'Besser schlafen',
    content: '<p>Schlaf ist wichtig für die Erholung.</p>',
    daysAgo: 2,
    tags: [tag.schlaf!],
    categories: [1],
    featuredUrl: '/images/blog/schlaf.svg',
  });
  id.entwurf = await insertPost(t.db, { slug: 'entwurf', status: 'draft', tags: [tag.entwurf!] });
  id.privat = await insertPost(t.db, { slug: 'privat', status: 'private' });
  id.morgen = await insertPost(t.db, { slug: 'morgen', daysAgo: -1 });
  id.rueckenEn = await insertPost(t.db, {
    lang: 'en',
    slug: 'ruecken-en',
    title: 'Back & neck',
    daysAgo: 5,
    tags: [tag.back!],
    categories: [1],
  });
  id.stressEn = await insertPost(t.db, {
    lang: 'en',
    slug: 'stress-en',
    title: 'Less stress',
    membersOnly: true,
    daysAgo: 3,
    tags: [tag.mentalEn!],
    categories: [3],
  });
}, DB_SETUP_TIMEOUT_MS);

const POSTS = '/wp-json/wp/v2/posts';
const slugs = (body: Array<{ slug: string }>) => body.map((p) => p.slug);
/** supertest listens on a new port per request: drop the origin from absolute URLs to compare two answers. */
const originless = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body).replace(/http:\/\/127\.0\.0\.1:\d+/g, ''));

describe('GET wp/v2/posts', () => {
  test('a visitor gets the public published posts of the language, newest first, in the WordPress shape', async () => {
    const res = await api.get(`${POSTS}?lang=de`);
    expect(res.status).toBe(200);
    expect(slugs(res.body)).toEqual(['schlaf', 'fruehstueck', 'ruecken']);
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.headers['x-wp-totalpages']).toBe('1');
    const post = await t.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', id.ruecken!)
      .executeTakeFirstOrThrow();
    expect(originless(res.body[2])).toEqual({
      id: id.ruecken,
      date: post.published_at!.toISOString(),
      date_gmt: post.published_at!.toISOString().slice(0, 19),
      modified: post.updated_at.toISOString(),
      modified_gmt: post.updated_at.toISOString().slice(0, 19),
      guid: { rendered: `/?p=${id.ruecken}` },
      slug: 'ruecken',
      lang: 'de',
      status: 'publish',
      type: 'post',
      link: `/blog/${id.ruecken}`,
      title: { rendered: 'Rücken &amp; &lt;Nacken&gt;' },
      excerpt: { rendered: '<p>Fünf Übungen für den Rücken.</p>\n', protected: false },
      content: { rendered: '<p>Ein gerader Rücken.</p>', protected: false },
      author: adminId,
      author_name: 'Adam Admin',
      featured_media: 0,
      comment_status: 'closed',
      ping_status: 'closed',
      sticky: false,
      template: '',
      format: 'standard',
      meta: [],
      categories: [1],
      tags: [tag.ruecken],
      members_only: false,
      more_data: {
        featured_url: null,
        featured_alt: '',
        category: 'blog',
        reading_minutes: 1,
        translation_id: id.rueckenEn,
      },
      isFavourite: false,
      isRead: false,
      rating: { average: 0, count: 0, mine: null },
      _links: {
        self: [{ href: `/wp-json/wp/v2/posts/${id.ruecken}` }],
        collection: [{ href: '/wp-json/wp/v2/posts' }],
        author: [{ embeddable: true, href: `/wp-json/wp/v2/users/${adminId}` }],
        'wp:term': [
          { taxonomy: 'category', embeddable: true, href: `/wp-json/wp/v2/categories?post=${id.ruecken}` },
          { taxonomy: 'post_tag', embeddable: true, href: `/wp-json/wp/v2/tags?post=${id.ruecken}` },
        ],
        curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
      },
    });
    expect(res.body[2].link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/blog\/\d+$/);
    expect(res.body[2]).not.toHaveProperty('_embedded');
    expect(res.body[0]).toMatchObject({
      featured_media: id.schlaf,
      more_data: { featured_url: '/images/blog/schlaf.svg', translation_id: null },
    });
  });

  test('members-only posts: listed for subscribers and staff, dropped for visitors and users without a subscription', async () => {
    const subscriber = await api.get(`${POSTS}?lang=de`, token.demo);
    expect(slugs(subscriber.body)).toEqual(['schlaf', 'stress', 'fruehstueck', 'ruecken']);
    expect(subscriber.headers['x-wp-total']).toBe('4');
    expect(subscriber.headers['cache-control']).toBe('no-store');
    expect(subscriber.body[1].content.rendered).toBe('<p>Nur für Mitglieder.</p>');

    const guest = await api.get(`${POSTS}?lang=de`, token.guest);
    expect(slugs(guest.body)).toEqual(['schlaf', 'fruehstueck', 'ruecken']);
    expect(guest.headers['x-wp-total']).toBe('3');

    expect(slugs((await api.get(`${POSTS}?lang=de`, token.marketing)).body)).toContain('stress');
    // a bad token is a visitor, not an error
    const bad = await api.get(`${POSTS}?lang=de`, 'not-a-token');
    expect(bad.status).toBe(200);
    expect(slugs(bad.body)).toEqual(['schlaf', 'fruehstueck', 'ruecken']);
  });

  test('lang: English, the interface tags, German by default', async () => {
    expect(slugs((await api.get(`${POSTS}?lang=en`)).body)).toEqual(['ruecken-en']);
    expect(slugs((await api.get(`${POSTS}?lang=en-US`, token.demo)).body)).toEqual([
      'stress-en',
      'ruecken-en',
    ]);
    expect(originless((await api.get(POSTS)).body)).toEqual(
      originless((await api.get(`${POSTS}?lang=de`)).body),
    );
  });

  test('categories and tags filter (any of the ids), in all three WordPress spellings', async () => {
    expect(slugs((await api.get(`${POSTS}?categories=2`)).body)).toEqual(['fruehstueck']);
    expect(slugs((await api.get(`${POSTS}?categories=1,2`)).body)).toEqual([
      'schlaf',
      'fruehstueck',
      'ruecken',
    ]);
    expect(slugs((await api.get(`${POSTS}?categories[]=2&categories[]=3`, token.demo)).body)).toEqual([
      'stress',
      'fruehstueck',
    ]);
    expect(slugs((await api.get(`${POSTS}?categories=2&categories=3`, token.demo)).body)).toEqual([
      'stress',
      'fruehstueck',
    ]);
    expect(slugs((await api.get(`${POSTS}?tags=${tag.ruecken},${tag.schlaf}`)).body)).toEqual([
      'schlaf',
      'ruecken',
    ]);
    // the mental-strength tag (45 German, 158 English): members only
    expect(slugs((await api.get(`${POSTS}?tags=45`, token.demo)).body)).toEqual(['stress']);
    expect(slugs((await api.get(`${POSTS}?lang=en&tags=158`, token.demo)).body)).toEqual(['stress-en']);
    const visitor = await api.get(`${POSTS}?tags=45`);
    expect(visitor.body).toEqual([]);
    expect(visitor.headers['x-wp-total']).toBe('0');
    expect(visitor.headers['x-wp-totalpages']).toBe('0');
    // tags and categories together: both must match
    expect(slugs((await api.get(`${POSTS}?tags=${tag.ruecken}&categories=2`)).body)).toEqual([]);
  });

  test('per_page, page and offset page through the list with X-WP-Total / X-WP-TotalPages', async () => {
    const first = await api.get(`${POSTS}?per_page=2`);
    expect(slugs(first.body)).toEqual(['schlaf', 'fruehstueck']);
    expect(first.headers['x-wp-total']).toBe('3');
    expect(first.headers['x-wp-totalpages']).toBe('2');
    const second = await api.get(`${POSTS}?per_page=2&page=2`);
    expect(slugs(second.body)).toEqual(['ruecken']);
    expect(slugs((await api.get(`${POSTS}?per_page=2&offset=2`)).body)).toEqual(['ruecken']);
    // offset wins over page
    expect(slugs((await api.get(`${POSTS}?per_page=2&page=2&offset=0`)).body)).toEqual([
      'schlaf',
      'fruehstueck',
    ]);
    expect((await api.get(`${POSTS}?offset=10`)).body).toEqual([]);
    expect((await api.get(`${POSTS}?per_page=100`)).body).toHaveLength(3);
    // a page past the end is a WordPress error
    const past = await api.get(`${POSTS}?per_page=2&page=3`);
    expectWpError(
      past,
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
    // …but page 1 of an empty list is fine
    expect((await api.get(`${POSTS}?search=nothing-matches&page=1`)).status).toBe(200);
  });

  test('search, include and slug', async () => {
    expect(slugs((await api.get(`${POSTS}?search=SCHLAF`)).body)).toEqual(['schlaf']);
    expect(slugs((await api.get(`${POSTS}?search=erholung`)).body)).toEqual(['schlaf']);
    expect((await api.get(`${POSTS}?search=%25`)).body).toEqual([]);
    expect(slugs((await api.get(`${POSTS}?search=mitglieder`)).body)).toEqual([]);
    expect(slugs((await api.get(`${POSTS}?search=mitglieder`, token.demo)).body)).toEqual(['stress']);
    expect(slugs((await api.get(`${POSTS}?include=${id.ruecken},${id.entwurf}`)).body)).toEqual(['ruecken']);
    expect(slugs((await api.get(`${POSTS}?slug=fruehstueck`)).body)).toEqual(['fruehstueck']);
  });

  test('bad parameters → 400 rest_invalid_param with the field', async () => {
    for (const value of ['0', '101', '-1']) {
      const res = await api.get(`${POSTS}?per_page=${value}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): per_page',
        data: {
          status: 400,
          params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
        },
      });
    }
    expect((await api.get(`${POSTS}?per_page=abc`)).body.data.params).toEqual({
      per_page: 'per_page is not of type integer.',
    });
    expect((await api.get(`${POSTS}?tags=abc`)).body.data.params).toEqual({
      tags: 'tags must be a list of positive integers.',
    });
    expect((await api.get(`${POSTS}?categories=1,x`)).status).toBe(400);
    expect((await api.get(`${POSTS}?offset=-1`)).status).toBe(400);
    expect((await api.get(`${POSTS}?page=0`)).status).toBe(400);
    expect((await api.get(`${POSTS}?lang=fr`)).body.data.params).toEqual({ lang: 'lang must be de or en.' });
    expect((await api.get(`${POSTS}?status=draft`)).body.data.params).toEqual({
      status: 'status is not a valid parameter.',
    });
  });
});

describe('GET wp/v2/posts/{id}', () => {
  test('one post; German and English ids point at each other', async () => {
    const res = await api.get(`${POSTS}/${id.ruecken}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: id.ruecken,
      slug: 'ruecken',
      more_data: { translation_id: id.rueckenEn },
    });
    expect((await api.get(`${POSTS}/${id.rueckenEn}`)).body.more_data.translation_id).toBe(id.ruecken);
  });

  test('a members-only post: the marker and no content for visitors and users without a subscription', async () => {
    for (const who of [undefined, token.guest]) {
      const res = await api.get(`${POSTS}/${id.stress}`, who);
      expect(res.status).toBe(200);
      expect(res.body.excerpt.rendered).toBe(
        '<p class="members-access-error">Please log in to read this article.</p>\n',
      );
      expect(res.body.excerpt.rendered).toContain('members-access-error');
      expect(res.body.content.rendered).toBe('');
      expect(res.body.title.rendered).toBe('Stress abbauen');
      expect(res.body.members_only).toBe(true);
    }
    const member = await api.get(`${POSTS}/${id.stress}`, token.demo);
    expect(member.body.content.rendered).toBe('<p>Nur für Mitglieder.</p>');
    expect(member.body.excerpt.rendered).not.toContain('members-access-error');
  });

  test('unknown, draft, private and future ids → 404 rest_post_invalid_id', async () => {
    for (const bad of [
      '999999',
      '0',
      '12345678901',
      String(id.entwurf),
      String(id.privat),
      String(id.morgen),
    ]) {
      const res = await api.get(`${POSTS}/${bad}`, token.admin);
      expectWpError(res, 404, 'rest_post_invalid_id', 'Invalid post ID.');
    }
  });

  test('a non-numeric id is no route at all, as in WordPress → 404 rest_no_route', async () => {
    for (const bad of ['abc', '1a', '-1', '1.5']) {
      const res = await api.get(`${POSTS}/${bad}?lang=de`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
  });
});

describe('WordPress compatibility: Link header, _embed, wp:term links', () => {
  const link = (res: { headers: Record<string, string> }) =>
    (res.headers.link ?? '').replace(/http:\/\/127\.0\.0\.1:\d+/g, '');

  test('lists send Link rel="prev"/"next" with the request\'s own query, page replaced; none on a single page', async () => {
    const first = await api.get(`${POSTS}?per_page=1&tags[]=${tag.ruecken}&tags[]=${tag.schlaf}`);
    expect(slugs(first.body)).toEqual(['schlaf']);
    expect(link(first)).toBe(
      `</wp-json/wp/v2/posts?per_page=1&tags%5B%5D=${tag.ruecken}&tags%5B%5D=${tag.schlaf}&page=2>; rel="next"`,
    );
    const middle = await api.get(`${POSTS}?lang=de&per_page=1&page=2`);
    expect(link(middle)).toBe(
      '</wp-json/wp/v2/posts?lang=de&per_page=1&page=1>; rel="prev", </wp-json/wp/v2/posts?lang=de&per_page=1&page=3>; rel="next"',
    );
    expect(link(await api.get(`${POSTS}?lang=de&per_page=1&page=3`))).toBe(
      '</wp-json/wp/v2/posts?lang=de&per_page=1&page=2>; rel="prev"',
    );
    expect((await api.get(POSTS)).headers.link).toBeUndefined();
    expect(link(await api.get('/wp-json/wp/v2/tags?per_page=1'))).toBe(
      '</wp-json/wp/v2/tags?per_page=1&page=2>; rel="next"',
    );
  });

  test('absolute URLs name the configured site (SITE_URL), whatever Host and X-Forwarded-Host a client sends', async () => {
    const site = client({
      app: createApp({
        db: t.db,
        dbKind: t.kind,
        jwt: { secret: t.jwtSecret, expiresInSeconds: 3600 },
        siteUrl: 'https://officefit.example/',
      }),
    });
    const res = await site
      .get(`${POSTS}?lang=de&per_page=1`)
      .set({ Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' });
    expect(res.body[0].link).toBe(`https://officefit.example/blog/${id.schlaf}`);
    expect(res.body[0]._links.self).toEqual([
      { href: `https://officefit.example/wp-json/wp/v2/posts/${id.schlaf}` },
    ]);
    expect(res.headers.link).toBe(
      '<https://officefit.example/wp-json/wp/v2/posts?lang=de&per_page=1&page=2>; rel="next"',
    );
    // a path that looks like another host stays a path of the site
    const odd = await site.get(`/wp-json/wp/v2//posts?lang=de&per_page=1`);
    if (odd.headers.link) expect(odd.headers.link).toContain('<https://officefit.example/');
  });

  test('without a configured site: links name the address reached, never X-Forwarded-Host; an odd Host is no 500', async () => {
    const res = await api
      .get(`${POSTS}?lang=de&per_page=1`)
      .set({ 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
    expect(res.headers.link).not.toContain('evil.example');
    expect(res.body[0].link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/blog\//);
    const odd = await api.get(`${POSTS}?lang=de&per_page=1`).set('Host', 'bad host[');
    expect(odd.status).toBe(200);
    expect(odd.headers.link).toMatch(/^<http:\/\/localhost\/wp-json\/wp\/v2\/posts\?/);
  });

  test('_embed adds the author, the featured image and the terms (categories, then tags); absent otherwise', async () => {
    const res = await api.get(`${POSTS}?_embed&lang=de`);
    expect(res.status).toBe(200);
    const ruecken = originless(res.body.find((p: { id: number }) => p.id === id.ruecken)) as Record<
      string,
      unknown
    >;
    expect(ruecken._embedded).toEqual({
      author: [{ id: adminId, name: 'Adam Admin', url: '', description: '' }],
      'wp:term': [
        [{ id: 1, link: '/blog?categories=1', name: 'Blog', slug: expect.any(String), taxonomy: 'category' }],
        [
          {
            id: tag.ruecken,
            link: `/blog?tags=${tag.ruecken}`,
            name: 'Rücken',
            slug: 'artikel-ruecken',
            taxonomy: 'post_tag',
          },
        ],
      ],
    });
    const single = await api.get(`${POSTS}/${id.schlaf}?_embed=1`);
    expect(originless(single.body._embedded)).toMatchObject({
      'wp:featuredmedia': [
        { id: id.schlaf, type: 'attachment', media_type: 'image', source_url: '/images/blog/schlaf.svg' },
      ],
      'wp:term': [[{ id: 1 }], [{ id: tag.schlaf }]],
    });
    expect(single.body._embedded.author).toBeUndefined();
    expect(single.body._links['wp:featuredmedia']).toEqual([
      { embeddable: true, href: expect.stringMatching(new RegExp(`/wp-json/wp/v2/media/${id.schlaf}$`)) },
    ]);
    expect((await api.get(`${POSTS}/${id.schlaf}`)).body._embedded).toBeUndefined();
  });

  test('the wp:term hrefs answer: tags and categories take post=<id>', async () => {
    const tags = await api.get(`/wp-json/wp/v2/tags?post=${id.ruecken}`);
    expect(tags.body.map((x: { id: number }) => x.id)).toEqual([tag.ruecken]);
    const categories = await api.get(`/wp-json/wp/v2/categories?post=${id.fruehstueck}`);
    expect(categories.body.map((x: { id: number }) => x.id)).toEqual([2]);
    expect((await api.get('/wp-json/wp/v2/tags?post=x')).status).toBe(400);
  });
});

describe('GET wp/v2/tags and categories', () => {
  const TAGS = '/wp-json/wp/v2/tags';
  const tagSlugs = (body: Array<{ slug: string }>) => body.map((x) => x.slug);

  test('hide_empty (default 1) lists only tags of published posts; 0 lists the empty ones too', async () => {
    const res = await api.get(`${TAGS}?per_page=40`);
    expect(res.status).toBe(200);
    expect(tagSlugs(res.body)).toEqual([
      'artikel_en-back',
      'food-fruehstueck',
      'artikel_en-mental-strength',
      'artikel-mentale-staerke',
      'artikel-ruecken',
      'artikel-schlaf',
    ]);
    expect(res.headers['x-wp-total']).toBe('6');
    expect(res.body[4]).toEqual({
      id: tag.ruecken,
      count: 1,
      name: 'Rücken',
      slug: 'artikel-ruecken',
      description: '',
      taxonomy: 'post_tag',
      link: `/blog?tags=${tag.ruecken}`,
      lang: 'de',
    });
    const all = await api.get(`${TAGS}?per_page=40&hide_empty=0`);
    expect(tagSlugs(all.body)).toEqual(expect.arrayContaining(['artikel-leer', 'artikel-nur-entwurf']));
    expect(all.headers['x-wp-total']).toBe('8');
    expect(all.body.find((x: { slug: string }) => x.slug === 'artikel-leer').count).toBe(0);
    expect((await api.get(`${TAGS}?hide_empty=false`)).headers['x-wp-total']).toBe('8');
  });

  test('search (name or slug), lang, per_page default 10, paging', async () => {
    expect(tagSlugs((await api.get(`${TAGS}?search=artikel_en-`)).body)).toEqual([
      'artikel_en-back',
      'artikel_en-mental-strength',
    ]);
    expect(tagSlugs((await api.get(`${TAGS}?search=food-&hide_empty=0`)).body)).toEqual(['food-fruehstueck']);
    expect(tagSlugs((await api.get(`${TAGS}?search=rücken`)).body)).toEqual(['artikel-ruecken']);
    expect(tagSlugs((await api.get(`${TAGS}?lang=en`)).body)).toEqual([
      'artikel_en-back',
      'artikel_en-mental-strength',
    ]);
    const page = await api.get(`${TAGS}?per_page=2&page=2`);
    expect(page.body).toHaveLength(2);
    expect(page.headers['x-wp-totalpages']).toBe('3');
    expect((await api.get(`${TAGS}?include=45,158`)).body.map((x: { id: number }) => x.id)).toEqual([
      158, 45,
    ]);
    expect((await api.get(`${TAGS}?per_page=101`)).status).toBe(400);
    expect((await api.get(`${TAGS}?hide_empty=maybe`)).body.data.params).toEqual({
      hide_empty: 'hide_empty is not of type boolean.',
    });
  });

  test('categories come from configuration, named per language, with counts', async () => {
    const de = await api.get('/wp-json/wp/v2/categories');
    expect(de.status).toBe(200);
    expect(de.body).toEqual([
      { id: 1, count: 2, name: 'Blog', slug: 'blog', description: '', parent: 0, taxonomy: 'category' },
      { id: 2, count: 1, name: 'Ernährung', slug: 'diet', description: '', parent: 0, taxonomy: 'category' },
      {
        id: 3,
        count: 1,
        name: 'Mentale Stärke',
        slug: 'mental',
        description: '',
        parent: 0,
        taxonomy: 'category',
      },
    ]);
    const en = await api.get('/wp-json/wp/v2/categories?lang=en');
    expect(en.body.map((c: { name: string }) => c.name)).toEqual(['Blog', 'Diet', 'Mental strength']);
  });

  test('GET officefit/v1/blog_config tells the client ids, prefixes and the marker', async () => {
    const res = await api.get('/wp-json/officefit/v1/blog_config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      categories: { blog: 1, diet: 2, mental: 3 },
      mentalTagIds: { de: 45, en: 158 },
      tagPrefixes: { article: { de: 'artikel-', en: 'artikel_en-' }, diet: { de: 'food-', en: 'food_en-' } },
      tagsPerPage: 40,
      categoryPostsPerPage: 100,
      membersAccessMarker: 'members-access-error',
    });
  });
});
