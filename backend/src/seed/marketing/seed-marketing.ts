// Marketing seed (issue 5): blog categories and tags, the articles of seed/articles (one post per language,
// `<slug>` German and `<slug>-en` English), and the landing pages, published with a first revision.
// Idempotent: categories and tags are created once; a seeded post is updated only when its seed text changed
// and nobody edited it in the article editor (seed_hash); a page language is created when missing and follows
// a changed seed only while nobody edited it (followSeed), so the editors' changes always win.
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContentLang } from '../../shared/domain';
import { type Block, blocksSchema, resolveBlockPictures } from '../../modules/pages';
import {
  BLOG_CATEGORIES,
  type BlogConfig,
  CATEGORY_NAMES,
  loadBlogConfig,
  MENTAL_TAG,
  TAG_PREFIXES,
} from '../../modules/posts';
import { seedArticles } from '../articles';
import type { SeedArticle } from '../articles/types';
import { pagesDe } from './pages-de';
import { pagesEn } from './pages-en';
import { tagName } from './tag-names';
import type { SeedPage } from './types';

export interface MarketingSeedSummary {
  categories: number;
  tags: number;
  articles: number;
  articlesUpdated: number;
  pages: number;
}

export interface MarketingSeedOptions {
  /** Author of seeded posts and page revisions (the marketing demo user). */
  authorId: number | null;
  articles?: readonly SeedArticle[];
  pages?: Record<ContentLang, readonly SeedPage[]>;
  config?: BlogConfig;
  /** The seeded pictures by page slug (seed-pictures.ts): shown in the page's first hero. */
  pictures?: ReadonlyMap<string, number>;
}

const LANGS: readonly ContentLang[] = ['de', 'en'];

export const postSlug = (slug: string, lang: ContentLang) => (lang === 'de' ? slug : `${slug}-en`);

function tagSlug(article: SeedArticle, key: string, lang: ContentLang): string {
  return `${TAG_PREFIXES[article.category === 'diet' ? 'diet' : 'article'][lang]}${key}`;
}

/** Seeds categories, tags, articles and landing pages; `db` should be a transaction. */
export async function seedMarketing(
  db: Kysely<Database>,
  options: MarketingSeedOptions,
): Promise<MarketingSeedSummary> {
  const config = options.config ?? loadBlogConfig();
  const summary: MarketingSeedSummary = { categories: 0, tags: 0, articles: 0, articlesUpdated: 0, pages: 0 };
  await seedCategories(db, config, summary);
  const tagIds = await seedTags(db, options.articles ?? seedArticles, config, summary);
  await seedPosts(db, options.articles ?? seedArticles, tagIds, config, options.authorId, summary);
  await seedPages(
    db,
    options.pages ?? { de: pagesDe, en: pagesEn },
    { authorId: options.authorId, pictures: options.pictures ?? new Map() },
    summary,
  );
  return summary;
}

async function seedCategories(db: Kysely<Database>, config: BlogConfig, summary: MarketingSeedSummary) {
  for (const key of BLOG_CATEGORIES) {
    const id = config.categories[key];
    // a category whose configured id changed moves to the new id (its seeded posts are linked again below)
    await db.deleteFrom('categories').where('slug', '=', key).where('id', '<>', id).execute();
    const inserted = await db
      .insertInto('categories')
      .values({ id, slug: key, name_de: CATEGORY_NAMES[key].de, name_en: CATEGORY_NAMES[key].en })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) summary.categories++;
  }
}

/** Creates missing tags; returns the id of every tag slug the articles use. */
async function seedTags(
  db: Kysely<Database>,
  articles: readonly SeedArticle[],
  config: BlogConfig,
  summary: MarketingSeedSummary,
): Promise<Map<string, number>> {
  // the mental-strength tags carry the configured ids
  for (const lang of LANGS) {
    const id = config.mentalTagIds[lang];
    const { slug, name } = MENTAL_TAG[lang];
    const byId = await db.selectFrom('tags').select(['id', 'slug']).where('id', '=', id).executeTakeFirst();
    if (byId) continue;
    const bySlug = await db.selectFrom('tags').select('id').where('slug', '=', slug).executeTakeFirst();
    if (bySlug) {
      throw new Error(
        `Seed: tag ${slug} exists with id ${bySlug.id}, but MENTAL_TAG_IDS says ${id}. Fix the configuration or the tag.`,
      );
    }
    await db.insertInto('tags').values({ id, slug, name, lang }).execute();
    summary.tags++;
  }

  const wanted = new Map<string, { name: string; lang: ContentLang }>();
  for (const article of articles) {
    for (const lang of LANGS) {
      for (const key of article.tags)
        wanted.set(tagSlug(article, key, lang), { name: tagName(key, lang), lang });
    }
  }
  for (const [slug, { name, lang }] of wanted) {
    const inserted = await db
      .insertInto('tags')
      .values({ slug, name, lang })
      .onConflict((oc) => oc.constraint('tags_slug_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) summary.tags++;
  }
  const slugs = [...wanted.keys()];
  const rows = slugs.length
    ? await db.selectFrom('tags').select(['id', 'slug']).where('slug', 'in', slugs).execute()
    : [];
  return new Map(rows.map((row) => [row.slug, row.id]));
}

async function seedPosts(
  db: Kysely<Database>,
  articles: readonly SeedArticle[],
  tagIds: ReadonlyMap<string, number>,
  config: BlogConfig,
  authorId: number | null,
  summary: MarketingSeedSummary,
) {
  for (const article of articles) {
    for (const lang of LANGS) {
      const text = article[lang];
      const slug = postSlug(article.slug, lang);
      const publishedAt = `${article.publishedAt}T08:00:00Z`;
      const tags = article.tags.map((key) => tagIds.get(tagSlug(article, key, lang))!);
      if (article.category === 'mental') tags.push(config.mentalTagIds[lang]);
      const categories = [config.categories[article.category]];
      const hash = createHash('sha256')
        .update(
          JSON.stringify([
            text,
            article.membersOnly,
            publishedAt,
            article.category,
            article.tags,
            tags,
            categories,
          ]),
        )
        .digest('hex');

      const existing = await db
        .selectFrom('posts')
        .select(['id', 'seed_hash'])
        .where('lang', '=', lang)
        .where('slug', '=', slug)
        .executeTakeFirst();
      // edited in the article editor (hash cleared) or unchanged: leave it
      if (existing && (existing.seed_hash === null || existing.seed_hash === hash)) continue;

      const values = {
        title: text.title,
        excerpt: text.excerpt,
        content: text.content,
        status: 'publish' as const,
        members_only: article.membersOnly,
        published_at: publishedAt,
        seed_hash: hash,
      };
      let postId: number;
      if (existing) {
        await db
          .updateTable('posts')
          .set({ ...values, updated_at: sql<Date>`now()` })
          .where('id', '=', existing.id)
          .execute();
        postId = existing.id;
        summary.articlesUpdated++;
      } else {
        const row = await db
          .insertInto('posts')
          .values({ ...values, lang, slug, author_id: authorId, featured_url: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        postId = row.id;
        summary.articles++;
      }
      await db.deleteFrom('post_tags').where('post_id', '=', postId).execute();
      const uniqueTags = [...new Set(tags)];
      if (uniqueTags.length) {
        await db
          .insertInto('post_tags')
          .values(uniqueTags.map((tag_id) => ({ post_id: postId, tag_id })))
          .execute();
      }
      await db.deleteFrom('post_categories').where('post_id', '=', postId).execute();
      await db
        .insertInto('post_categories')
        .values(categories.map((category_id) => ({ post_id: postId, category_id })))
        .execute();
    }
  }
}

/** A published `seed` revision of the page in `lang`; returns its id. */
async function insertSeedRevision(
  db: Kysely<Database>,
  pageId: number,
  lang: ContentLang,
  page: SeedPage,
  blocks: unknown[],
  authorId: number | null,
): Promise<number> {
  const revision = await db
    .insertInto('cms_page_revisions')
    .values({
      page_id: pageId,
      lang,
      title: page.title,
      description: page.description,
      blocks: JSON.stringify(blocks),
      action: 'seed',
      restored_from: null,
      author_id: authorId,
      first_published_at: sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return revision.id;
}

/**
 * A seeded page language nobody has edited (draft = published = the seed's own revision) follows a changed seed
 * with a new `seed` revision, so a seed fix (e.g. the legal pages) reaches existing demo databases; once an editor
 * saves or restores, the editors' version wins for good.
 */
async function followSeed(
  db: Kysely<Database>,
  pageId: number,
  lang: ContentLang,
  page: SeedPage,
  blocks: unknown[],
  current: {
    published_revision_id: number | null;
    draft_revision_id: number;
    action: string;
    title: string;
    description: string;
    blocks: unknown[];
  },
  authorId: number | null,
): Promise<void> {
  if (current.action !== 'seed' || current.published_revision_id !== current.draft_revision_id) return;
  // jsonb keeps no key order: compare values, as JSON (undefined fields dropped) on both sides
  const unchanged =
    current.title === page.title &&
    current.description === page.description &&
    isDeepStrictEqual(current.blocks, JSON.parse(JSON.stringify(blocks)));
  if (unchanged) return;
  const revisionId = await insertSeedRevision(db, pageId, lang, page, blocks, authorId);
  await db
    .updateTable('cms_page_versions')
    .set({
      draft_revision_id: revisionId,
      published_revision_id: revisionId,
      published_at: sql<Date>`now()`,
    })
    .where('page_id', '=', pageId)
    .where('lang', '=', lang)
    .execute();
}

/** The page's blocks with its seeded picture in the first hero (resolved like an editor's save). */
async function withPicture(
  db: Kysely<Database>,
  blocks: Block[],
  pictureId: number | undefined,
  lang: ContentLang,
): Promise<Block[]> {
  const hero = blocks.findIndex((block) => block.type === 'hero');
  if (pictureId === undefined || hero === -1) return blocks;
  const next = blocks.map((block, i) => (i === hero ? { ...block, picture: { id: pictureId } } : block));
  return resolveBlockPictures(db, next, lang);
}

async function seedPages(
  db: Kysely<Database>,
  pages: Record<ContentLang, readonly SeedPage[]>,
  { authorId, pictures }: { authorId: number | null; pictures: ReadonlyMap<string, number> },
  summary: MarketingSeedSummary,
) {
  for (const lang of LANGS) {
    for (const page of pages[lang]) {
      const blocks = await withPicture(db, blocksSchema.parse(page.blocks), pictures.get(page.slug), lang);
      let row = await db
        .selectFrom('cms_pages')
        .select('id')
        .where('slug', '=', page.slug)
        .executeTakeFirst();
      row ??= await db
        .insertInto('cms_pages')
        .values({ slug: page.slug })
        .returning('id')
        .executeTakeFirstOrThrow();
      const version = await db
        .selectFrom('cms_page_versions as v')
        .innerJoin('cms_page_revisions as r', 'r.id', 'v.draft_revision_id')
        .select([
          'v.published_revision_id',
          'v.draft_revision_id',
          'r.action',
          'r.title',
          'r.description',
          'r.blocks',
        ])
        .where('v.page_id', '=', row.id)
        .where('v.lang', '=', lang)
        .executeTakeFirst();
      if (version) {
        await followSeed(db, row.id, lang, page, blocks, version, authorId);
        continue;
      }
      const revisionId = await insertSeedRevision(db, row.id, lang, page, blocks, authorId);
      await db
        .insertInto('cms_page_versions')
        .values({
          page_id: row.id,
          lang,
          draft_revision_id: revisionId,
          published_revision_id: revisionId,
          published_at: sql<Date>`now()`,
        })
        .execute();
      summary.pages++;
    }
  }
}
