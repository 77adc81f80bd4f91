// Published posts, tags and categories for wp/v2. One query for a page of posts (tags, categories, rating and
// the caller's bookmark / read / rating come as sub-selects of each row: no N+1) and one for the total.
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { CMS_PICTURE_PATH, type ContentLang } from '../../shared/domain';
import { containsPattern } from '../../shared/params';
import type { Reader } from './access';

export interface PostFilter {
  /** Undefined = every language. */
  lang?: ContentLang;
  search?: string;
  /** Any of these tags. */
  tags?: number[];
  /** Any of these categories. */
  categories?: number[];
  include?: number[];
  slug?: string;
  /** Only posts this user bookmarked (ordered by bookmark time). */
  bookmarkedBy?: number;
  /** Members-only posts are included only when true. */
  includeMembersOnly: boolean;
}

/** Published and out already: what wp/v2 may show at all. */
function isPublic(db: Kysely<Database>) {
  return db
    .selectFrom('posts as p')
    .where('p.status', '=', 'publish')
    .where('p.published_at', '<=', sql<Date>`now()`);
}

function filtered(db: Kysely<Database>, filter: PostFilter) {
  return isPublic(db)
    .$if(filter.lang !== undefined, (qb) => qb.where('p.lang', '=', filter.lang!))
    .$if(!filter.includeMembersOnly, (qb) => qb.where('p.members_only', '=', false))
    .$if(Boolean(filter.search), (qb) => {
      const pattern = containsPattern(filter.search!);
      return qb.where((eb) =>
        eb.or([
          eb('p.title', 'ilike', pattern),
          eb('p.excerpt', 'ilike', pattern),
          eb('p.content', 'ilike', pattern),
        ]),
      );
    })
    .$if(Boolean(filter.tags?.length), (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('post_tags as pt')
            .select('pt.post_id')
            .whereRef('pt.post_id', '=', 'p.id')
            .where('pt.tag_id', 'in', filter.tags!),
        ),
      ),
    )
    .$if(Boolean(filter.categories?.length), (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('post_categories as pc')
            .select('pc.post_id')
            .whereRef('pc.post_id', '=', 'p.id')
            .where('pc.category_id', 'in', filter.categories!),
        ),
      ),
    )
    .$if(Boolean(filter.include?.length), (qb) => qb.where('p.id', 'in', filter.include!))
    .$if(filter.slug !== undefined, (qb) => qb.where('p.slug', '=', filter.slug!))
    .$if(filter.bookmarkedBy !== undefined, (qb) =>
      qb.innerJoin('bookmarks as bm', 'bm.post_id', 'p.id').where('bm.user_id', '=', filter.bookmarkedBy!),
    );
}

const userFlag = (userId: number | null, table: 'bookmarks' | 'read_articles'): RawBuilder<SqlBool> =>
  userId === null
    ? sql<SqlBool>`false`
    : sql<SqlBool>`exists(select 1 from ${sql.table(table)} x where x.post_id = p.id and x.user_id = ${userId})`;

function withColumns<QB extends ReturnType<typeof isPublic>>(qb: QB, userId: number | null) {
  return qb.leftJoin('users as u', 'u.id', 'p.author_id').select([
    'p.id',
    'p.lang',
    'p.slug',
    'p.title',
    'p.excerpt',
    'p.content',
    'p.author_id',
    'p.featured_url',
    // the featured picture's alt text in the article's language (German when that one is empty); '' when the
    // picture is no uploaded CMS picture (a path typed before #39 point 9) or decorative
    sql<string>`coalesce((select case when p.lang = 'en' and cp.alt_en <> '' then cp.alt_en else cp.alt_de end
        from cms_picture_files f join cms_pictures cp on cp.id = f.picture_id
        where left(p.featured_url, ${CMS_PICTURE_PATH.length}) = ${CMS_PICTURE_PATH}
          and f.file_name = substr(p.featured_url, ${CMS_PICTURE_PATH.length + 1}) limit 1), '')`.as(
      'featured_alt',
    ),
    'p.members_only',
    'p.published_at',
    'p.updated_at',
    sql<string>`coalesce(btrim(u.first_name || ' ' || u.last_name), '')`.as('author_name'),
    sql<number[]>`array(select pt.tag_id from post_tags pt where pt.post_id = p.id order by pt.tag_id)`.as(
      'tag_ids',
    ),
    sql<
      number[]
    >`array(select pc.category_id from post_categories pc where pc.post_id = p.id order by pc.category_id)`.as(
      'category_ids',
    ),
    // the other language's version by the slug convention `<slug>` (de) ↔ `<slug>-en` (en)
    sql<number | null>`(select t.id from posts t where t.status = 'publish' and t.published_at <= now()
        and ((p.lang = 'de' and t.lang = 'en' and t.slug = p.slug || '-en')
          or (p.lang = 'en' and t.lang = 'de' and p.slug = t.slug || '-en')) limit 1)`.as('translation_id'),
    sql<number>`(select coalesce(round(avg(r.stars)::numeric, 1), 0) from article_ratings r where r.post_id = p.id)`.as(
      'rating_average',
    ),
    sql<number>`(select count(*) from article_ratings r where r.post_id = p.id)`.as('rating_count'),
    (userId === null
      ? sql<number | null>`null::smallint`
      : sql<
          number | null
        >`(select r.stars from article_ratings r where r.post_id = p.id and r.user_id = ${userId})`
    ).as('rating_mine'),
    userFlag(userId, 'bookmarks').as('is_favourite'),
    userFlag(userId, 'read_articles').as('is_read'),
  ]);
}

function pageQuery(
  db: Kysely<Database>,
  filter: PostFilter,
  userId: number | null,
  limit: number,
  offset: number,
) {
  const base = withColumns(filtered(db, filter), userId);
  const ordered =
    filter.bookmarkedBy !== undefined
      ? base.orderBy(sql`bm.created_at`, 'desc').orderBy('p.id', 'desc')
      : base.orderBy('p.published_at', 'desc').orderBy('p.id', 'desc');
  return ordered.limit(limit).offset(offset);
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

export interface TagFilter {
  lang?: ContentLang;
  search?: string;
  hideEmpty: boolean;
  include?: number[];
  slug?: string;
  /** Only the tags of this post (WordPress's `post`, the href of `wp:term`). */
  post?: number;
}

export interface TagRow {
  id: number;
  slug: string;
  name: string;
  lang: ContentLang;
  description: string;
  count: number;
}

export interface CategoryRow {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  description: string;
  count: number;
}

const PUBLISHED_POST = sql`p.status = 'publish' and p.published_at <= now()`;

function tagsFiltered(db: Kysely<Database>, filter: TagFilter) {
  return db
    .selectFrom('tags as t')
    .$if(filter.lang !== undefined, (qb) => qb.where('t.lang', '=', filter.lang!))
    .$if(Boolean(filter.search), (qb) => {
      const pattern = containsPattern(filter.search!);
      return qb.where((eb) => eb.or([eb('t.name', 'ilike', pattern), eb('t.slug', 'ilike', pattern)]));
    })
    .$if(Boolean(filter.include?.length), (qb) => qb.where('t.id', 'in', filter.include!))
    .$if(filter.slug !== undefined, (qb) => qb.where('t.slug', '=', filter.slug!))
    .$if(filter.post !== undefined, (qb) =>
      qb.where(
        sql<SqlBool>`exists(select 1 from post_tags pt where pt.tag_id = t.id and pt.post_id = ${filter.post!})`,
      ),
    )
    .$if(filter.hideEmpty, (qb) =>
      qb.where(
        sql<SqlBool>`exists(select 1 from post_tags pt join posts p on p.id = pt.post_id
          where pt.tag_id = t.id and ${PUBLISHED_POST})`,
      ),
    );
}

export interface PostsRepository {
  count(filter: PostFilter): Promise<number>;
  /** Newest first (bookmark lists: newest bookmark first). */
  page(filter: PostFilter, reader: Reader, limit: number, offset: number): Promise<PostRow[]>;
  /** One public post, whatever its members-only flag. */
  byId(id: number, reader: Reader): Promise<PostRow | undefined>;
  countTags(filter: TagFilter): Promise<number>;
  tags(filter: TagFilter, limit: number, offset: number): Promise<TagRow[]>;
  /** All categories, or those of `post`. */
  categories(lang: ContentLang, post?: number): Promise<CategoryRow[]>;
}

/** The Kysely implementation of PostsRepository. */
export function createPostsRepository(db: Kysely<Database>): PostsRepository {
  return {
    async count(filter) {
      const row = await filtered(db, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    page: (filter, reader, limit, offset) => pageQuery(db, filter, reader.userId, limit, offset).execute(),
    byId: (id, reader) => withColumns(isPublic(db).where('p.id', '=', id), reader.userId).executeTakeFirst(),
    async countTags(filter) {
      const row = await tagsFiltered(db, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    tags: (filter, limit, offset) =>
      tagsFiltered(db, filter)
        .select([
          't.id',
          't.slug',
          't.name',
          't.lang',
          't.description',
          sql<number>`(select count(*) from post_tags pt join posts p on p.id = pt.post_id
            where pt.tag_id = t.id and ${PUBLISHED_POST})`.as('count'),
        ])
        .orderBy(sql`lower(t.name)`)
        .orderBy('t.id')
        .limit(limit)
        .offset(offset)
        .execute(),
    categories: (lang, post) =>
      db
        .selectFrom('categories as c')
        .$if(post !== undefined, (qb) =>
          qb.where(
            sql<SqlBool>`exists(select 1 from post_categories pc where pc.category_id = c.id and pc.post_id = ${post!})`,
          ),
        )
        .select([
          'c.id',
          'c.slug',
          'c.name_de',
          'c.name_en',
          'c.description',
          sql<number>`(select count(*) from post_categories pc join posts p on p.id = pc.post_id
            where pc.category_id = c.id and p.lang = ${lang} and ${PUBLISHED_POST})`.as('count'),
        ])
        .orderBy('c.id')
        .execute(),
  };
}
