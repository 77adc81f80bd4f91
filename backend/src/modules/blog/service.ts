// Business rules of the blog actions (bookmarks, read marks and points, ratings, blog visits) and of the
// article editor.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../shared/auth';
import type { CmsTag, ContentLang, PointKind } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { awardOnce, loadActivityUser, pointRefs, totalPoints } from '../activity';
import { ARTICLE_READ_POINTS, countsForStrike, localDate } from '../kernel';
import {
  type BlogConfig,
  invalidPostId,
  type Paged,
  type PostsRepository,
  type Reader,
  readerFor,
  TAG_PREFIXES,
  toWpPost,
  toWpTag,
  type WpPost,
} from '../posts';
import { type CmsPost, toCmsPost } from './mappers';
import { createBlogRepository, type PostWrite, type RatingSummary, type VisiblePost } from './repository';
import { otherLang, withNames } from './tag-names';
import type {
  CreatePostBody,
  CreateTagBody,
  ListCmsPostsQuery,
  ListCmsTagsQuery,
  UpdatePostBody,
} from './schemas';

/** `point_events.reason` of reading an article. */
export const ARTICLE_READ_REASON = 'article_read' satisfies PointKind;
export const articleReadRef = (postId: number) => `article:${postId}`;

/** The most bookmarks GET bookmarks returns. */
const MAX_BOOKMARKS = 500;
/** The most tags the editor's tag list returns. */
const MAX_EDITOR_TAGS = 500;

export interface ArticleAction {
  points: number;
  fitness_points: number;
  isRead: true;
}

export interface EnteredBlog {
  new_articles: number;
  last_visit: string | null;
}

const membersOnly = () =>
  new AppError('forbidden', 'rest_members_only', 'Please log in to read this article.');

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

const postExists = () =>
  new AppError('conflict', 'rest_post_exists', 'A post with this slug exists in this language.', {
    params: { slug: 'slug is taken in this language.' },
  });

export interface BlogService {
  reader(user: AuthUser): Promise<Reader>;
  bookmarks(reader: Reader, lang: ContentLang | undefined): Promise<WpPost[]>;
  addBookmark(reader: Reader, postId: number): Promise<{ id: number; isFavourite: true }>;
  removeBookmark(reader: Reader, postId: number): Promise<{ id: number; isFavourite: false }>;
  readArticles(userId: number): Promise<number[]>;
  enteredBlog(reader: Reader, lang: ContentLang | undefined): Promise<EnteredBlog>;
  readArticle(reader: Reader, postId: number): Promise<ArticleAction>;
  rate(reader: Reader, postId: number, stars: number): Promise<RatingSummary>;
  listPosts(query: ListCmsPostsQuery): Promise<Paged<CmsPost>>;
  getPost(id: number): Promise<CmsPost>;
  createPost(body: CreatePostBody, authorId: number): Promise<CmsPost>;
  updatePost(id: number, body: UpdatePostBody): Promise<CmsPost>;
  deletePost(id: number): Promise<{ deleted: true; id: number }>;
  tags(query: ListCmsTagsQuery): Promise<CmsTag[]>;
  createTag(body: CreateTagBody): Promise<CmsTag>;
}

export function createBlogService(
  db: Kysely<Database>,
  posts: PostsRepository,
  config: BlogConfig,
  now: () => Date = () => new Date(),
): BlogService {
  const repo = createBlogRepository(db);

  /** The post, readable by `reader`; 404 when it is not public, 403 when it is members-only for them. */
  async function readable(reader: Reader, postId: number): Promise<VisiblePost> {
    const post = await repo.visiblePost(postId);
    if (!post) throw invalidPostId();
    if (post.members_only && !reader.access) throw membersOnly();
    return post;
  }

  /** Validates the tags (of the post's language) and categories of an editor write. */
  async function checkTaxonomies(lang: ContentLang, tags?: number[], categories?: number[]): Promise<void> {
    const params: Record<string, string> = {};
    if (tags?.length) {
      const known = new Set(await repo.tagIdsOfLang(tags, lang));
      const bad = tags.filter((id) => !known.has(id));
      if (bad.length) params.tags = `Unknown tags for language ${lang}: ${bad.join(', ')}.`;
    }
    if (categories?.length) {
      const known = new Set(await repo.categoryIds(categories));
      const bad = categories.filter((id) => !known.has(id));
      if (bad.length) params.categories = `Unknown categories: ${bad.join(', ')}.`;
    }
    if (Object.keys(params).length) {
      throw new AppError(
        'invalid_data',
        'rest_invalid_param',
        `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
        {
          params,
        },
      );
    }
  }

  async function cmsPost(id: number): Promise<CmsPost> {
    const row = await repo.cmsPost(id);
    if (!row) throw invalidPostId();
    return toCmsPost(row);
  }

  return {
    reader: (user) => readerFor(db, user),

    async bookmarks(reader, lang) {
      const rows = await posts.page(
        { lang, bookmarkedBy: reader.userId!, includeMembersOnly: reader.access },
        reader,
        MAX_BOOKMARKS,
        0,
      );
      return rows.map((row) => toWpPost(row, reader, config));
    },

    async addBookmark(reader, postId) {
      await readable(reader, postId);
      await repo.addBookmark(reader.userId!, postId);
      return { id: postId, isFavourite: true };
    },

    async removeBookmark(reader, postId) {
      await repo.removeBookmark(reader.userId!, postId);
      return { id: postId, isFavourite: false };
    },

    readArticles: (userId) => repo.readIds(userId),

    enteredBlog: (reader, lang) =>
      db.transaction().execute(async (trx) => {
        const tx = createBlogRepository(trx);
        const userId = reader.userId!;
        const previous = await tx.swapVisit(userId);
        const language = lang ?? (await tx.userLang(userId));
        const count = previous ? await tx.countPublishedSince(previous, language, reader.access) : 0;
        return { new_articles: count, last_visit: previous ? previous.toISOString() : null };
      }),

    async readArticle(reader, postId) {
      await readable(reader, postId);
      const userId = reader.userId!;
      return db.transaction().execute(async (trx) => {
        // locks the user row: one user's point awards run one after the other (as in the activity module)
        const user = await loadActivityUser(trx, userId, { lock: true });
        const tx = createBlogRepository(trx);
        await tx.markRead(userId, postId);
        const today = localDate(now(), user.timeZone);
        let points = await tx.awardPointsOnce(userId, {
          points: ARTICLE_READ_POINTS,
          reason: ARTICLE_READ_REASON,
          ref: articleReadRef(postId),
          date: today,
        });
        // the first points of a working day light that day's strike flame
        if (points > 0 && countsForStrike(today, user.absence)) {
          points += await awardOnce(trx, userId, 'strikeFlame', pointRefs.strikeFlame(today), today);
        }
        return { points, fitness_points: await totalPoints(trx, userId), isRead: true as const };
      });
    },

    async rate(reader, postId, stars) {
      await readable(reader, postId);
      await repo.rate(reader.userId!, postId, stars);
      return repo.rating(reader.userId!, postId);
    },

    async listPosts({ lang, status, search, per_page, page }) {
      const filter = { lang, status, search: search || undefined };
      const [total, rows] = await Promise.all([
        repo.countCmsPosts(filter),
        repo.cmsPostPage(filter, per_page, (page - 1) * per_page),
      ]);
      return { items: rows.map(toCmsPost), total, totalPages: Math.ceil(total / per_page) };
    },

    getPost: cmsPost,

    async createPost(body, authorId) {
      await checkTaxonomies(body.lang, body.tags, body.categories);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const tx = createBlogRepository(trx);
          if (await tx.slugTaken(body.lang, body.slug)) throw postExists();
          const postId = await tx.insertPost({
            lang: body.lang,
            slug: body.slug,
            title: body.title,
            excerpt: body.excerpt,
            content: body.content,
            status: body.status,
            members_only: body.members_only,
            featured_url: body.featured_url,
            published_at: body.date ?? (body.status === 'publish' ? now() : null),
            author_id: authorId,
          });
          await tx.setPostTags(postId, body.tags);
          await tx.setPostCategories(postId, body.categories);
          return postId;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? postExists() : error;
        });
      return cmsPost(id);
    },

    async updatePost(id, body) {
      const current = await repo.cmsPost(id);
      if (!current) throw invalidPostId();
      await checkTaxonomies(current.lang, body.tags, body.categories);
      const values: PostWrite = {};
      for (const key of [
        'slug',
        'title',
        'excerpt',
        'content',
        'status',
        'members_only',
        'featured_url',
      ] as const) {
        if (body[key] !== undefined) Object.assign(values, { [key]: body[key] });
      }
      if (body.date !== undefined) values.published_at = body.date;
      const status = body.status ?? current.status;
      const publishedAt = body.date !== undefined ? body.date : current.published_at;
      if (status === 'publish' && publishedAt === null) values.published_at = now();
      await db
        .transaction()
        .execute(async (trx) => {
          const tx = createBlogRepository(trx);
          if (body.slug !== undefined && (await tx.slugTaken(current.lang, body.slug, id)))
            throw postExists();
          await tx.updatePost(id, values);
          if (body.tags) await tx.setPostTags(id, body.tags);
          if (body.categories) await tx.setPostCategories(id, body.categories);
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? postExists() : error;
        });
      return cmsPost(id);
    },

    async deletePost(id) {
      if (!(await repo.deletePost(id))) throw invalidPostId();
      return { deleted: true, id };
    },

    async tags({ lang, search, include }) {
      const rows = await posts.tags(
        { lang, search: search || undefined, include, hideEmpty: false },
        MAX_EDITOR_TAGS,
        0,
      );
      return withNames(rows.map(toWpTag), repo.tagNames);
    },

    /** The tag, and with `other_name` its counterpart in the other language unless it exists: one transaction. */
    async createTag({ lang, kind, key, name, other_name }) {
      const slug = `${TAG_PREFIXES[kind][lang]}${key}`;
      const exists = () =>
        new AppError('conflict', 'rest_tag_exists', 'A tag with this slug exists.', {
          params: { key: `The tag ${slug} exists.` },
        });
      if (await repo.tagBySlug(slug)) throw exists();
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const tx = createBlogRepository(trx);
          const created = await tx.insertTag({ slug, name, lang });
          const other = { slug: `${TAG_PREFIXES[kind][otherLang(lang)]}${key}`, lang: otherLang(lang) };
          if (other_name && !(await tx.tagBySlug(other.slug)))
            await tx.insertTag({ ...other, name: other_name });
          return created;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? exists() : error;
        });
      const [row] = await posts.tags({ include: [id], hideEmpty: false }, 1, 0);
      const [tag] = await withNames([toWpTag(row!)], repo.tagNames);
      return tag!;
    },
  };
}
