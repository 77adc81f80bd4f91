// Reading and changing team-feed posts. The feed of a company is every post whose author is in that company and
// in its ranking now (users.participating), not hidden by staff; the author's current company and opt-in are read
// on every query, so leaving the ranking takes the posts out of the feed at once.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FeedPostKind } from '../../../shared/domain';
import type { NotifyRecipient } from '../../notifications';
import { memberColumns, type MemberRow } from '../shared/members';

export interface FeedPostRow extends MemberRow {
  post_id: number;
  kind: FeedPostKind;
  value: number | null;
  detail: string | null;
  created_at: Date;
  cheers: number;
  cheered: boolean;
}

/** The author of a visible post, as the cheer notification needs them (their channel switches). */
export interface PostAuthor extends NotifyRecipient {
  time_zone: string;
  absence_from: string | null;
  absence_until: string | null;
  kind: FeedPostKind;
  value: number | null;
  detail: string | null;
}

/** Posts `p` with their authors `u` in company `companyId` that colleagues may see. */
function visiblePosts(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('feed_posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('u.company_id', '=', companyId)
    .where('u.participating', '=', 1)
    .where('p.hidden_at', 'is', null);
}

const cheerCount = sql<number>`(select count(*) from feed_cheers c where c.post_id = p.id)::integer`;

export async function listPosts(
  db: Kysely<Database>,
  input: { companyId: number; readerId: number; limit: number; offset: number },
): Promise<{ rows: FeedPostRow[]; total: number }> {
  const rows = await visiblePosts(db, input.companyId)
    .leftJoin('company_subcategories as s', 's.id', 'u.subcategory_id')
    .select([
      ...memberColumns,
      'p.id as post_id',
      'p.kind',
      'p.value',
      'p.detail',
      'p.created_at',
      cheerCount.as('cheers'),
      sql<boolean>`exists (select 1 from feed_cheers c where c.post_id = p.id and c.user_id = ${input.readerId})`.as(
        'cheered',
      ),
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  const count = await visiblePosts(db, input.companyId)
    .select(sql<number>`count(*)::integer`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

/** The post when the company's colleagues may see it, with its author; undefined otherwise. */
export function findVisiblePost(
  db: Kysely<Database>,
  postId: number,
  companyId: number,
): Promise<PostAuthor | undefined> {
  return visiblePosts(db, companyId)
    .select([
      'u.id',
      'u.email',
      'u.lang',
      'u.phone_number',
      'u.per_push',
      'u.per_mail',
      'u.sms',
      'u.time_zone',
      'u.absence_from',
      'u.absence_until',
      'p.kind',
      'p.value',
      'p.detail',
    ])
    .where('p.id', '=', postId)
    .executeTakeFirst();
}

/** Adds the user's cheer (once); true when it is new. */
export async function addCheer(db: Kysely<Database>, postId: number, userId: number): Promise<boolean> {
  const row = await db
    .insertInto('feed_cheers')
    .values({ post_id: postId, user_id: userId })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeCheer(db: Kysely<Database>, postId: number, userId: number): Promise<void> {
  await db.deleteFrom('feed_cheers').where('post_id', '=', postId).where('user_id', '=', userId).execute();
}

export async function countCheers(db: Kysely<Database>, postId: number): Promise<number> {
  const row = await db
    .selectFrom('feed_cheers')
    .select(sql<number>`count(*)::integer`.as('n'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes the post when `userId` wrote it; true when it did. */
export async function deleteOwnPost(db: Kysely<Database>, postId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('feed_posts')
    .where('id', '=', postId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Hides the post (staff) at `at` (the service's clock); true when the post exists. Hiding twice keeps the first
 * moment and staff member.
 */
export async function hidePost(
  db: Kysely<Database>,
  postId: number,
  staffId: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('feed_posts')
    .set({
      hidden_at: sql<Date>`coalesce(hidden_at, ${at}::timestamptz)`,
      hidden_by: sql<number>`coalesce(hidden_by, ${staffId}::integer)`,
    })
    .where('id', '=', postId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
