// The staff side of the team feed (issue 38): every company's posts for moderators, whatever the author's opt-in
// (a post may come back into a feed when its author rejoins the ranking, so staff see it too), and showing a
// hidden post again.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AdminFeedPost, AdminFeedState, FeedPostKind } from '../../../shared/domain';

interface AdminFeedRow {
  id: number;
  kind: FeedPostKind;
  value: number | null;
  detail: string | null;
  created_at: Date;
  hidden_at: Date | null;
  cheers: number;
  author_id: number;
  first_name: string;
  last_name: string;
  company_id: number | null;
  company_name: string | null;
}

export interface AdminFeedFilter {
  companyId?: number;
  state: AdminFeedState;
  limit: number;
  offset: number;
}

function filtered(db: Kysely<Database>, filter: AdminFeedFilter) {
  let query = db
    .selectFrom('feed_posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id');
  if (filter.companyId !== undefined) query = query.where('u.company_id', '=', filter.companyId);
  if (filter.state === 'visible') query = query.where('p.hidden_at', 'is', null);
  if (filter.state === 'hidden') query = query.where('p.hidden_at', 'is not', null);
  return query;
}

export async function listAllPosts(
  db: Kysely<Database>,
  filter: AdminFeedFilter,
): Promise<{ rows: AdminFeedRow[]; total: number }> {
  const rows = await filtered(db, filter)
    .select([
      'p.id',
      'p.kind',
      'p.value',
      'p.detail',
      'p.created_at',
      'p.hidden_at',
      sql<number>`(select count(*) from feed_cheers f where f.post_id = p.id)::integer`.as('cheers'),
      'u.id as author_id',
      'u.first_name',
      'u.last_name',
      'u.company_id',
      'c.name as company_name',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const count = await filtered(db, filter)
    .select(sql<number>`count(*)::integer`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

export function toAdminFeedPost(row: AdminFeedRow): AdminFeedPost {
  return {
    id: row.id,
    kind: row.kind,
    author: { id: row.author_id, name: `${row.first_name} ${row.last_name}`.trim() },
    company:
      row.company_id === null
        ? null
        : { id: row.company_id, name: row.company_name ?? String(row.company_id) },
    value: row.value,
    detail: row.detail,
    created_at: row.created_at.toISOString(),
    cheers: Number(row.cheers),
    hidden_at: row.hidden_at ? row.hidden_at.toISOString() : null,
  };
}

/** The post's author and when it was hidden (null: visible); undefined when there is no such post. Locks the row. */
export async function lockPost(
  db: Kysely<Database>,
  postId: number,
): Promise<{ user_id: number; hidden_at: Date | null } | undefined> {
  return db
    .selectFrom('feed_posts')
    .select(['user_id', 'hidden_at'])
    .where('id', '=', postId)
    .forUpdate()
    .executeTakeFirst();
}

/** Shows a hidden post again: colleagues see it in their feed (while its author is in the ranking). */
export async function showPost(db: Kysely<Database>, postId: number): Promise<void> {
  await db
    .updateTable('feed_posts')
    .set({ hidden_at: null, hidden_by: null })
    .where('id', '=', postId)
    .execute();
}
