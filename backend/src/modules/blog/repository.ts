// Bookmarks, read marks, ratings, blog visits and the article editor's writes. Every function works on the
// Kysely it was created with, so the service can run a group of them in one transaction.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { contentLangOf, type ContentLang, type PostStatus } from '../../shared/domain';
import { containsPattern } from '../../shared/params';

export interface VisiblePost {
  id: number;
  lang: ContentLang;
  members_only: boolean;
}

export interface RatingSummary {
  average: number;
  count: number;
  mine: number | null;
}

export interface CmsPostRow {
  id: number;
  lang: ContentLang;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  status: PostStatus;
  members_only: boolean;
  featured_url: string | null;
  published_at: Date | null;
  updated_at: Date;
  category_ids: number[];
  tag_ids: number[];
}

export interface CmsPostFilter {
  lang?: ContentLang;
  status?: PostStatus;
  search?: string;
}

export interface PostWrite {
  lang?: ContentLang;
  slug?: string;
  title?: string;
  excerpt?: string;
  content?: string;
  status?: PostStatus;
  members_only?: boolean;
  featured_url?: string | null;
  published_at?: Date | string | null;
  author_id?: number | null;
}

export interface TagWrite {
  slug: string;
  name: string;
  lang: ContentLang;
}

function cmsPosts(db: Kysely<Database>) {
  return db
    .selectFrom('posts as p')
    .select([
      'p.id',
      'p.lang',
      'p.slug',
      'p.title',
      'p.excerpt',
      'p.content',
      'p.status',
      'p.members_only',
      'p.featured_url',
      'p.published_at',
      'p.updated_at',
      sql<
        number[]
      >`array(select pc.category_id from post_categories pc where pc.post_id = p.id order by pc.category_id)`.as(
        'category_ids',
      ),
      sql<number[]>`array(select pt.tag_id from post_tags pt where pt.post_id = p.id order by pt.tag_id)`.as(
        'tag_ids',
      ),
    ]);
}

function cmsFiltered(db: Kysely<Database>, filter: CmsPostFilter) {
  return db
    .selectFrom('posts as p')
    .$if(filter.lang !== undefined, (qb) => qb.where('p.lang', '=', filter.lang!))
    .$if(filter.status !== undefined, (qb) => qb.where('p.status', '=', filter.status!))
    .$if(Boolean(filter.search), (qb) => {
      const pattern = containsPattern(filter.search!);
      return qb.where((eb) => eb.or([eb('p.title', 'ilike', pattern), eb('p.slug', 'ilike', pattern)]));
    });
}

/** The reader's bookmarks and read marks, and the reading points. */
function readerQueries(db: Kysely<Database>) {
  return {
    /** A published post that is out already, or undefined. */
    visiblePost: (id: number): Promise<VisiblePost | undefined> =>
      db
        .selectFrom('posts')
        .select(['id', 'lang', 'members_only'])
        .where('id', '=', id)
        .where('status', '=', 'publish')
        .where('published_at', '<=', sql<Date>`now()`)
        .executeTakeFirst(),

    async addBookmark(userId: number, postId: number): Promise<void> {
      await db
        .insertInto('bookmarks')
        .values({ user_id: userId, post_id: postId })
        .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
        .execute();
    },

    async removeBookmark(userId: number, postId: number): Promise<void> {
      await db.deleteFrom('bookmarks').where('user_id', '=', userId).where('post_id', '=', postId).execute();
    },

    async readIds(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('read_articles')
        .select('post_id')
        .where('user_id', '=', userId)
        .orderBy('read_at')
        .orderBy('post_id')
        .execute();
      return rows.map((row) => row.post_id);
    },

    /** Marks the post read; true when it was not read before. */
    async markRead(userId: number, postId: number): Promise<boolean> {
      const row = await db
        .insertInto('read_articles')
        .values({ user_id: userId, post_id: postId })
        .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
        .returning('post_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Writes a point award unless it exists (unique user, reason, ref); returns the points written, or 0. */
    async awardPointsOnce(
      userId: number,
      award: { points: number; reason: string; ref: string; date: string },
    ): Promise<number> {
      const row = await db
        .insertInto('point_events')
        .values({
          user_id: userId,
          points: award.points,
          reason: award.reason,
          ref: award.ref,
          activity_date: award.date,
        })
        .onConflict((oc) => oc.columns(['user_id', 'reason', 'ref']).where('ref', 'is not', null).doNothing())
        .returning('points')
        .executeTakeFirst();
      return row?.points ?? 0;
    },
  };
}

/** Blog visits and ratings. */
function visitAndRatingQueries(db: Kysely<Database>) {
  return {
    /** Stores now() as the user's blog visit (locking the row) and returns the previous visit. */
    async swapVisit(userId: number): Promise<Date | null> {
      const previous = await db
        .selectFrom('blog_visits')
        .select('visited_at')
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      await db
        .insertInto('blog_visits')
        .values({ user_id: userId, visited_at: sql<Date>`now()` })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ visited_at: sql<Date>`now()` }))
        .execute();
      return previous?.visited_at ?? null;
    },

    /** Published posts of the language that came out after `since`. */
    async countPublishedSince(since: Date, lang: ContentLang, includeMembersOnly: boolean): Promise<number> {
      const row = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('lang', '=', lang)
        .where('status', '=', 'publish')
        .where('published_at', '>', since)
        .where('published_at', '<=', sql<Date>`now()`)
        .$if(!includeMembersOnly, (qb) => qb.where('members_only', '=', false))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async userLang(userId: number): Promise<ContentLang> {
      const row = await db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirst();
      return contentLangOf(row?.lang);
    },

    async rate(userId: number, postId: number, stars: number): Promise<void> {
      await db
        .insertInto('article_ratings')
        .values({ user_id: userId, post_id: postId, stars })
        .onConflict((oc) =>
          oc.columns(['user_id', 'post_id']).doUpdateSet({ stars, updated_at: sql<Date>`now()` }),
        )
        .execute();
    },

    async rating(userId: number, postId: number): Promise<RatingSummary> {
      const row = await db
        .selectFrom('article_ratings')
        .select([
          sql<number>`coalesce(round(avg(stars)::numeric, 1), 0)`.as('average'),
          sql<number>`count(*)`.as('count'),
          sql<number | null>`max(case when user_id = ${userId} then stars end)`.as('mine'),
        ])
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      return {
        average: Number(row.average),
        count: Number(row.count),
        mine: row.mine === null ? null : Number(row.mine),
      };
    },
  };
}

/** The article editor's post list and post, and its slug check. */
function editorPostReads(db: Kysely<Database>) {
  return {
    async countCmsPosts(filter: CmsPostFilter): Promise<number> {
      const row = await cmsFiltered(db, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async cmsPostPage(filter: CmsPostFilter, limit: number, offset: number): Promise<CmsPostRow[]> {
      const ids = await cmsFiltered(db, filter)
        .select('p.id')
        .orderBy('p.updated_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      if (!ids.length) return [];
      const rows = await cmsPosts(db)
        .where(
          'p.id',
          'in',
          ids.map((r) => r.id),
        )
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((r) => byId.get(r.id) ?? []);
    },

    cmsPost: (id: number): Promise<CmsPostRow | undefined> =>
      cmsPosts(db).where('p.id', '=', id).executeTakeFirst(),

    slugTaken: async (lang: ContentLang, slug: string, exceptId?: number): Promise<boolean> =>
      (await db
        .selectFrom('posts')
        .select('id')
        .where('lang', '=', lang)
        .where('slug', '=', slug)
        .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
        .executeTakeFirst()) !== undefined,
  };
}

/** The article editor's post writes. */
function editorPostWrites(db: Kysely<Database>) {
  return {
    async insertPost(
      values: PostWrite & { lang: ContentLang; slug: string; title: string },
    ): Promise<number> {
      const row = await db.insertInto('posts').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async updatePost(id: number, values: PostWrite): Promise<void> {
      await db
        .updateTable('posts')
        .set({ ...values, seed_hash: null, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async setPostTags(postId: number, tagIds: number[]): Promise<void> {
      await db.deleteFrom('post_tags').where('post_id', '=', postId).execute();
      if (tagIds.length) {
        await db
          .insertInto('post_tags')
          .values(tagIds.map((tag_id) => ({ post_id: postId, tag_id })))
          .execute();
      }
    },

    async setPostCategories(postId: number, categoryIds: number[]): Promise<void> {
      await db.deleteFrom('post_categories').where('post_id', '=', postId).execute();
      if (categoryIds.length) {
        await db
          .insertInto('post_categories')
          .values(categoryIds.map((category_id) => ({ post_id: postId, category_id })))
          .execute();
      }
    },

    async deletePost(id: number): Promise<boolean> {
      const row = await db.deleteFrom('posts').where('id', '=', id).returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** The article editor's tag and category checks and its tags. */
function editorTagQueries(db: Kysely<Database>) {
  return {
    /** Ids of the given tags that belong to `lang`. */
    async tagIdsOfLang(ids: number[], lang: ContentLang): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('tags')
        .select('id')
        .where('id', 'in', ids)
        .where('lang', '=', lang)
        .execute();
      return rows.map((row) => row.id);
    },

    async categoryIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.selectFrom('categories').select('id').where('id', 'in', ids).execute();
      return rows.map((row) => row.id);
    },

    tagBySlug: (slug: string) =>
      db.selectFrom('tags').select('id').where('slug', '=', slug).executeTakeFirst(),

    /** Slug and name of the tags with these slugs (those that exist). */
    tagNames: (slugs: string[]) =>
      slugs.length === 0
        ? Promise.resolve([])
        : db.selectFrom('tags').select(['slug', 'name']).where('slug', 'in', slugs).execute(),

    async insertTag(tag: TagWrite): Promise<number> {
      const row = await db.insertInto('tags').values(tag).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

/** Every blog query on `db`: the groups above spread together. */
export function createBlogRepository(db: Kysely<Database>) {
  return {
    ...readerQueries(db),
    ...visitAndRatingQueries(db),
    ...editorPostReads(db),
    ...editorPostWrites(db),
    ...editorTagQueries(db),
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
