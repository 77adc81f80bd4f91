// Writing team-feed posts where the milestones happen (activity: weekly goal and strike; the challenges job: a won
// challenge; the shop: a shared redemption), inside the caller's transaction. A post is written only for a user
// who is in the company ranking now (the feed's opt-in), and once per (user, kind, ref): a retried request or a
// second job run writes nothing twice. This file imports no other module, so any module may call it.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FeedPostKind } from '../../../shared/domain';

/** The `ref` of each kind: what makes the post once. */
export const feedRefs = {
  weeklyGoal: (isoWeek: string) => `week:${isoWeek}`,
  /** One post per streak and milestone: a new streak can reach the same number again. */
  strike: (since: string, flames: number) => `strike:${since}:${flames}`,
  challengeWon: (challengeId: number) => `challenge:${challengeId}`,
  reward: (orderId: number) => `order:${orderId}`,
} as const;

/** Strike lengths worth a post: the first ones close together, then every 50 flames. */
const STRIKE_MILESTONES: readonly number[] = [5, 10, 20, 30, 50, 75, 100];

/** Whether a strike of `flames` days is a milestone the feed tells of. */
export function isStrikeMilestone(flames: number): boolean {
  return STRIKE_MILESTONES.includes(flames) || (flames > 100 && flames % 50 === 0);
}

/** The longest detail kept (the product names of a redemption). */
const DETAIL_MAX = 300;

export interface NewFeedPost {
  userId: number;
  kind: FeedPostKind;
  ref: string;
  /** The flames of a strike milestone. */
  value?: number | null;
  /** The product names of a shared redemption. */
  detail?: string | null;
}

/** Writes the post unless it exists or the user is not in the ranking; true when it was written. */
export async function recordFeedPost(db: Kysely<Database>, post: NewFeedPost): Promise<boolean> {
  const detail = post.detail ? post.detail.slice(0, DETAIL_MAX) : null;
  const { rows } = await sql<{ id: number }>`
    insert into feed_posts (user_id, kind, ref, value, detail)
    select u.id, ${post.kind}, ${post.ref}, ${post.value ?? null}::integer, ${detail}::text
    from users u
    where u.id = ${post.userId} and u.participating = 1 and u.company_id is not null and u.erased_at is null
    on conflict (user_id, kind, ref) do nothing
    returning id`.execute(db);
  return rows.length > 0;
}
