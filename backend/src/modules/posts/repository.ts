// Published posts of one language: the page and the total count of the same filter (two queries, no N+1:
// the tag ids come with each row).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContentLang } from '../../shared/domain';
import { containsPattern } from '../../shared/params';

export interface PostFilter {
  lang: ContentLang;
  search?: string;
  /** Members-only posts are included only for signed-in users. */
  includeMembersOnly: boolean;
}

function filtered(db: Kysely<Database>, filter: PostFilter) {
  return (
    db
      .selectFrom('posts as p')
      .where('p.lang', '=', filter.lang)
      .where('p.status', '=', 'publish')
      // a post published for a later date is not out yet
      .where('p.published_at', '<=', sql<Date>`now()`)
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
  );
}

function pageQuery(db: Kysely<Database>, filter: PostFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .select([
      'p.id',
      'p.title',
      'p.excerpt',
      'p.content',
      'p.author_id',
      'p.published_at',
      sql<number[]>`array(select pt.tag_id from post_tags pt where pt.post_id = p.id order by pt.tag_id)`.as(
        'tag_ids',
      ),
    ])
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset);
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

export interface PostsRepository {
  count(filter: PostFilter): Promise<number>;
  /** Newest first. */
  page(filter: PostFilter, limit: number, offset: number): Promise<PostRow[]>;
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
    page: (filter, limit, offset) => pageQuery(db, filter, limit, offset).execute(),
  };
}
