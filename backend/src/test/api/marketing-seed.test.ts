// The marketing seed: landing pages valid and complete in both languages, the articles of seed/articles as one
// post per language with prefixed tags, configured category and mental-strength tag ids, idempotence, and
// editors' changes surviving a later seed.
import { pageContentBody } from '../../modules/pages';
import { loadBlogConfig } from '../../modules/posts';
import { seedArticles } from '../../seed/articles';
import type { SeedArticle } from '../../seed/articles/types';
import { DEMO_USERS } from '../../seed/demo-users';
import { pagesDe } from '../../seed/marketing/pages-de';
import { pagesEn } from '../../seed/marketing/pages-en';
import { seedMarketing } from '../../seed/marketing/seed-marketing';
import { seedDatabase } from '../../seed/seed-database';
import { createTestDatabase, DB_SETUP_TIMEOUT_MS, useFixture } from '../test-app';

const t = useFixture(createTestDatabase);
beforeAll(async () => {
  await seedDatabase(t.db);
}, DB_SETUP_TIMEOUT_MS);

const text = (title: string) => ({
  title,
  excerpt: `${title}: eine kurze Zusammenfassung des Artikels.`,
  content: `<p>${title}</p>`,
});
const fixture = (slug: string, category: SeedArticle['category'], tags: string[]): SeedArticle => ({
  slug,
  category,
  tags,
  membersOnly: category !== 'blog',
  publishedAt: '2026-02-01',
  de: text(`DE ${slug}`),
  en: text(`EN ${slug}`),
});

describe('landing pages', () => {
  test('the seed pages pass the editor validation, cover every landing page in both languages, no external URLs', () => {
    const expected = [
      '',
      'intro',
      'for_you',
      'for_your_company',
      'team',
      'faq',
      'special/terms',
      'special/imprint',
      'special/privacy',
      'special/good-to-know',
      'special/references',
      'special/about-us',
      'special/career',
      'special/support',
    ];
    for (const pages of [pagesDe, pagesEn]) {
      expect(pages.map((p) => p.slug)).toEqual(expected);
      for (const page of pages) {
        const { slug: _slug, ...content } = page;
        expect(() => pageContentBody.parse(content)).not.toThrow();
        expect(page.description.length).toBeGreaterThan(50);
        expect(JSON.stringify(page)).not.toMatch(/https?:\/\/|www\./);
      }
      const faq = pages.find((p) => p.slug === 'faq')!.blocks.find((b) => b.type === 'faq');
      expect(faq?.type === 'faq' && faq.items.length).toBeGreaterThanOrEqual(10);
    }
    // the FAQ covers data protection and online cancellation
    const questions = (pages: typeof pagesDe) =>
      JSON.stringify(pages.find((p) => p.slug === 'faq')!.blocks).toLowerCase();
    expect(questions(pagesDe)).toMatch(/datenschutz|gesundheitsdaten/);
    expect(questions(pagesDe)).toMatch(/kündigen/);
    expect(questions(pagesEn)).toMatch(/health data/);
    expect(questions(pagesEn)).toMatch(/cancel/);
  });

  test('every page language is published with one seed revision', async () => {
    const versions = await t.db
      .selectFrom('cms_page_versions as v')
      .innerJoin('cms_page_revisions as r', 'r.id', 'v.draft_revision_id')
      .select(['v.lang', 'v.draft_revision_id', 'v.published_revision_id', 'r.action', 'r.author_id'])
      .execute();
    expect(versions).toHaveLength(28);
    for (const v of versions) {
      expect(v.published_revision_id).toBe(v.draft_revision_id);
      expect(v.action).toBe('seed');
      expect(v.author_id).toEqual(expect.any(Number));
    }
  });

  test("the legal pages read as the operator's own: no template notes, example or placeholder marks", () => {
    for (const pages of [pagesDe, pagesEn]) {
      for (const slug of ['special/imprint', 'special/privacy', 'special/terms']) {
        const text = JSON.stringify(pages.find((p) => p.slug === slug));
        expect(text).not.toMatch(
          /Vorlage|Beispiel(daten|adresse)|Platzhalter|Muster(straße|stadt)|template|example (data|address)|placeholder|000000/i,
        );
      }
    }
    const imprint = JSON.stringify(pagesDe.find((p) => p.slug === 'special/imprint'));
    expect(imprint).toMatch(/HRB \d{6} B/);
    expect(imprint).toMatch(/DE \d{3} \d{3} \d{3}/);
  });

  test("an untouched seeded page follows a changed seed; an edited one keeps the editors' version", async () => {
    const latest = async (slug: string) =>
      t.db
        .selectFrom('cms_pages as p')
        .innerJoin('cms_page_versions as v', 'v.page_id', 'p.id')
        .innerJoin('cms_page_revisions as r', 'r.id', 'v.published_revision_id')
        .select(['r.title', 'r.action', 'v.draft_revision_id', 'v.published_revision_id'])
        .where('p.slug', '=', slug)
        .where('v.lang', '=', 'de')
        .executeTakeFirstOrThrow();
    const seedWith = (title: string) =>
      t.db.transaction().execute((trx) =>
        seedMarketing(trx, {
          authorId: null,
          articles: [],
          config: loadBlogConfig({}),
          pages: {
            de: pagesDe.map((p) =>
              p.slug.startsWith('special/') ? { ...p, title: `${p.title}${title}` } : p,
            ),
            en: pagesEn,
          },
        }),
      );
    // an editor saved the privacy page: a new draft revision of action "save"
    const page = await t.db
      .selectFrom('cms_pages')
      .select('id')
      .where('slug', '=', 'special/privacy')
      .executeTakeFirstOrThrow();
    const saved = await t.db
      .insertInto('cms_page_revisions')
      .values({
        page_id: page.id,
        lang: 'de',
        title: 'Vom Editor',
        description: '',
        blocks: '[]',
        action: 'save',
        restored_from: null,
        author_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('cms_page_versions')
      .set({ draft_revision_id: saved.id })
      .where('page_id', '=', page.id)
      .where('lang', '=', 'de')
      .execute();
    const privacy = await latest('special/privacy');

    await seedWith(' (neu)');
    expect((await latest('special/imprint')).title).toBe('Impressum (neu)');
    expect(await latest('special/privacy')).toEqual(privacy);
    // the same seed again changes nothing
    const before = await latest('special/imprint');
    await seedWith(' (neu)');
    expect(await latest('special/imprint')).toEqual(before);
    await seedWith('');
  });

  test('the marketing demo user exists with the role marketing', async () => {
    expect(DEMO_USERS.find((u) => u.email === 'marketing@example.com')?.roles).toEqual(['marketing']);
    const user = await t.db
      .selectFrom('users')
      .select('roles')
      .where('email', '=', 'marketing@example.com')
      .executeTakeFirstOrThrow();
    expect(user.roles).toEqual(['marketing']);
  });
});

describe('articles', () => {
  test('every seed article is a published post in both languages: <slug> and <slug>-en', async () => {
    for (const article of seedArticles) {
      const rows = await t.db
        .selectFrom('posts')
        .select(['lang', 'slug', 'title', 'members_only', 'status'])
        .where('slug', 'in', [article.slug, `${article.slug}-en`])
        .orderBy('lang')
        .execute();
      expect(rows).toEqual([
        {
          lang: 'de',
          slug: article.slug,
          title: article.de.title,
          members_only: article.membersOnly,
          status: 'publish',
        },
        {
          lang: 'en',
          slug: `${article.slug}-en`,
          title: article.en.title,
          members_only: article.membersOnly,
          status: 'publish',
        },
      ]);
    }
  });

  test('tags with language prefixes, the configured mental-strength tag ids and category ids; idempotent', async () => {
    const config = loadBlogConfig({});
    const articles = [
      fixture('seed-test-blog', 'blog', ['posture', 'new-key']),
      fixture('seed-test-diet', 'diet', ['breakfast']),
      fixture('seed-test-mental', 'mental', ['stress']),
    ];
    const first = await t.db
      .transaction()
      .execute((trx) => seedMarketing(trx, { authorId: null, articles, config }));
    expect(first).toMatchObject({ articles: 6, articlesUpdated: 0, pages: 0 });

    const tagsOf = async (slug: string) =>
      await t.db
        .selectFrom('posts as p')
        .innerJoin('post_tags as pt', 'pt.post_id', 'p.id')
        .innerJoin('tags as t', 't.id', 'pt.tag_id')
        .select(['t.id', 't.slug', 't.name', 't.lang'])
        .where('p.slug', '=', slug)
        .orderBy('t.slug')
        .execute();
    const categoriesOf = async (slug: string) =>
      (
        await t.db
          .selectFrom('posts as p')
          .innerJoin('post_categories as pc', 'pc.post_id', 'p.id')
          .select('pc.category_id')
          .where('p.slug', '=', slug)
          .execute()
      ).map((r) => r.category_id);

    expect(await tagsOf('seed-test-blog')).toEqual([
      expect.objectContaining({ slug: 'artikel-new-key', name: 'New key', lang: 'de' }),
      expect.objectContaining({ slug: 'artikel-posture', name: 'Haltung', lang: 'de' }),
    ]);
    expect((await tagsOf('seed-test-blog-en')).map((x) => x.slug)).toEqual([
      'artikel_en-new-key',
      'artikel_en-posture',
    ]);
    expect((await tagsOf('seed-test-diet')).map((x) => x.slug)).toEqual(['food-breakfast']);
    expect((await tagsOf('seed-test-diet-en')).map((x) => x.slug)).toEqual(['food_en-breakfast']);
    expect(await tagsOf('seed-test-mental')).toEqual([
      { id: 45, slug: 'artikel-mentale-staerke', name: 'Mentale Stärke', lang: 'de' },
      expect.objectContaining({ slug: 'artikel-stress', name: 'Stress' }),
    ]);
    expect((await tagsOf('seed-test-mental-en')).map((x) => x.id)).toContain(158);
    expect(await categoriesOf('seed-test-blog')).toEqual([1]);
    expect(await categoriesOf('seed-test-diet-en')).toEqual([2]);
    expect(await categoriesOf('seed-test-mental')).toEqual([3]);
    // generated tag ids stay clear of the configured range
    const generated = await tagsOf('seed-test-diet');
    expect(generated[0]!.id).toBeGreaterThanOrEqual(1000);

    const second = await t.db
      .transaction()
      .execute((trx) => seedMarketing(trx, { authorId: null, articles, config }));
    expect(second).toEqual({ categories: 0, tags: 0, articles: 0, articlesUpdated: 0, pages: 0 });
  });

  test('a changed seed text updates the post; a post edited in the article editor is left alone', async () => {
    const config = loadBlogConfig({});
    const changed = [
      { ...fixture('seed-test-blog', 'blog', ['posture']), de: text('DE geändert') },
      fixture('seed-test-diet', 'diet', ['breakfast']),
    ];
    // an editor changed the diet article (the editor clears seed_hash)
    await t.db
      .updateTable('posts')
      .set({ title: 'Vom Editor', seed_hash: null })
      .where('slug', '=', 'seed-test-diet')
      .execute();
    const result = await t.db
      .transaction()
      .execute((trx) => seedMarketing(trx, { authorId: null, articles: changed, config }));
    expect(result.articlesUpdated).toBe(2);
    const titles = await t.db
      .selectFrom('posts')
      .select(['slug', 'title'])
      .where('slug', 'in', ['seed-test-blog', 'seed-test-diet'])
      .orderBy('slug')
      .execute();
    expect(titles).toEqual([
      { slug: 'seed-test-blog', title: 'DE geändert' },
      { slug: 'seed-test-diet', title: 'Vom Editor' },
    ]);
  });

  test(
    'configured ids: other mental-strength tag ids and category ids are honoured',
    async () => {
      const db = await createTestDatabase();
      try {
        const config = loadBlogConfig({
          MENTAL_TAG_IDS: 'de:7,en:8',
          BLOG_CATEGORY_IDS: 'blog:10,diet:20,mental:30',
        });
        await db.db.transaction().execute((trx) =>
          seedMarketing(trx, {
            authorId: null,
            articles: [fixture('m', 'mental', ['sleep'])],
            config,
            pages: { de: [], en: [] },
          }),
        );
        const tags = await db.db
          .selectFrom('tags')
          .select(['id', 'slug'])
          .where('id', 'in', [7, 8])
          .orderBy('id')
          .execute();
        expect(tags).toEqual([
          { id: 7, slug: 'artikel-mentale-staerke' },
          { id: 8, slug: 'artikel_en-mental-strength' },
        ]);
        expect(
          (await db.db.selectFrom('categories').select('id').orderBy('id').execute()).map((c) => c.id),
        ).toEqual([10, 20, 30]);
      } finally {
        await db.close();
      }
      expect(() => loadBlogConfig({ MENTAL_TAG_IDS: 'de:45' })).not.toThrow();
      expect(() => loadBlogConfig({ MENTAL_TAG_IDS: 'fr:45' })).toThrow(/MENTAL_TAG_IDS/);
      expect(() => loadBlogConfig({ MENTAL_TAG_IDS: 'de:4500' })).toThrow(/below 1000/);
      expect(() => loadBlogConfig({ BLOG_CATEGORY_IDS: 'blog:1,diet:1' })).toThrow(/differ/);
    },
    DB_SETUP_TIMEOUT_MS,
  );
});
