// SQL of notifications and push subscriptions. A notification row is the "sent once" claim: (user_id,
// dedupe_key) is unique, so of two concurrent inserts one gets the row back and delivers.
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema';
import type { PushTarget } from './push';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from './push-services';

type Db = Kysely<Database> | Transaction<Database>;
export type NotificationRow = Selectable<NotificationsTable>;

/** How many notifications `me.meta.notifications` and GET notifications list. */
export const RECENT_NOTIFICATIONS = 10;

export async function claimNotification(
  db: Db,
  row: Pick<NotificationRow, 'user_id' | 'kind' | 'dedupe_key' | 'title' | 'body' | 'url'>,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('notifications')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function recentNotifications(db: Db, userId: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_NOTIFICATIONS)
    .execute();
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the user's notifications read (only `ids` when given); returns how many changed. */
export async function markRead(
  db: Db,
  userId: number,
  ids: number[] | undefined,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function pushTargets(db: Db, userId: number): Promise<PushTarget[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * Stores a browser's subscription; the same endpoint (re-subscribed, or by another user now) is taken over. A user
 * keeps at most MAX_PUSH_SUBSCRIPTIONS_PER_USER: the least recently used ones beyond it are dropped, in the same
 * transaction (browsers re-subscribe on their own; a refusal would only leave the newest device without pushes).
 */
export async function saveSubscription(
  db: Kysely<Database>,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, ...sub })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth, last_used_at: new Date() }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('id', '<>', saved.id)
      .where('id', 'not in', kept)
      .execute();
  });
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
