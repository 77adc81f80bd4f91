// Erasing an account after its grace period (GDPR Art. 17). The users row stays as an anonymous tombstone, so
// what others still need keeps adding up: the company's points per month, challenge results, order and invoice
// amounts. Everything that names or describes the person is deleted or blanked, in one transaction.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';

type Tx = Transaction<Database>;

/** Tables whose rows of the user are deleted outright (their children go by ON DELETE CASCADE). */
const DELETED_BY_USER = [
  'health_profile_history',
  'health_consents',
  'anamnesis',
  'habits',
  'plan_units',
  'plans',
  'favourites',
  'dislikes',
  'exercise_activity',
  'steps_entries',
  'bookmarks',
  'read_articles',
  'article_ratings',
  'blog_visits',
  'cart_items',
  'coupon_waitlist',
  'email_verification_keys',
  'password_reset_keys',
  'email_change_requests',
  'cancellation_requests',
  'idempotency_keys',
  'sepa_mandates',
  'notifications',
  'push_subscriptions',
  'stream_reminders',
  'stream_visits',
  'calendar_feeds',
  'feed_cheers',
  'feed_posts',
] as const satisfies readonly (keyof Database)[];

const BERLIN_MONTH = sql`date_trunc('month', created_at at time zone ${sql.lit(BUSINESS_TIME_ZONE)})`;

/**
 * The points of each ranking month become one anonymous event dated at the month's start, so the monthly read
 * model (point_totals_monthly, by the Berlin month of created_at) and the company ranking keep their sums. Shop
 * redemptions and refunds are not ranked and go (the orders keep their amounts).
 */
async function aggregatePoints(tx: Tx, userId: number): Promise<void> {
  await sql`
    with removed as (
      delete from point_events where user_id = ${userId} returning points, reason, created_at
    )
    insert into point_events (user_id, points, reason, activity_date, created_at)
    select ${userId}, sum(points), 'erased_account', ${BERLIN_MONTH}::date, ${BERLIN_MONTH} at time zone ${sql.lit(BUSINESS_TIME_ZONE)}
    from removed where reason not in ('shop_order', 'shop_refund')
    group by ${BERLIN_MONTH} having sum(points) <> 0`.execute(tx);
}

/** The users row becomes an anonymous tombstone: nothing names or describes the person, no login works. */
async function blankUser(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx
    .updateTable('users')
    .set({
      email: `erased-${userId}@erased.invalid`,
      // no password matches a random non-scrypt string
      password_hash: `erased$${randomBytes(16).toString('hex')}`,
      first_name: '',
      last_name: '',
      nickname: null,
      scim_external_id: null,
      avatar: null,
      avatar_key: null,
      // staff rights go; one role must remain (CHECK)
      roles: ['subscriber'],
      birthdate: null,
      phone_number: null,
      gender: null,
      job_category: null,
      subcategory_id: null,
      time: null,
      time2: null,
      time3: null,
      time4: null,
      absence_from: null,
      absence_until: null,
      absence_reason: null,
      newsletter: 0,
      // out of the ranking lists; the company's totals keep the points
      participating: 0,
      per_push: 0,
      per_mail: 0,
      sms: 0,
      stream_reminder: 0,
      email_verified_at: null,
      token_version: sql<number>`token_version + 1`,
      deletion_requested_at: null,
      deletion_due_at: null,
      erased_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * Erases the locked user row in `tx` now, whatever its deletion request says: the erase job after the grace
 * period, and the company directory's SCIM DELETE (issue 37), which is the employer's deletion of the account.
 */
export async function eraseUser(tx: Tx, user: { id: number; email: string }, now: Date): Promise<void> {
  const userId = user.id;
  for (const table of DELETED_BY_USER) {
    await sql`delete from ${sql.table(table)} where user_id = ${userId}`.execute(tx);
  }
  await tx
    .deleteFrom('exercise_shares')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
    .execute();
  await tx
    .deleteFrom('trial_uses')
    .where((eb) => eb.or([eb('email', '=', user.email), eb('user_id', '=', userId)]))
    .execute();
  await tx.deleteFrom('mail_outbox').where('recipient', '=', user.email).execute();
  await aggregatePoints(tx, userId);
  // orders keep their amounts and invoice numbers; the addresses go
  await tx
    .updateTable('shop_orders')
    .set({ delivery_address: null, billing_address: null, updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .execute();
  // the contract ends with the account: a running period now, one not started yet is dropped; free texts go
  await tx
    .updateTable('subscriptions')
    .set({ ends_at: now })
    .where('user_id', '=', userId)
    .where('starts_at', '<', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  await tx
    .updateTable('subscriptions')
    .set({ status: 'cancelled_renewal' })
    .where('user_id', '=', userId)
    .where('starts_at', '>=', now)
    .execute();
  await tx.updateTable('subscriptions').set({ cancel_text: null }).where('user_id', '=', userId).execute();
  await tx.updateTable('membership_history').set({ detail: null }).where('user_id', '=', userId).execute();
  // the provider's subject names the person at their company (single sign-on, issue 37)
  await tx.deleteFrom('sso_identities').where('user_id', '=', userId).execute();
  await blankUser(tx, userId, now);
}

/**
 * Erases the user when the deletion is still requested and due at `now`; returns whether it did. The avatar's
 * storage key is returned so the caller removes the file after the commit.
 */
export async function eraseAccount(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<{ erased: boolean; avatarKey: string | null }> {
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('users')
      .select(['id', 'email', 'avatar_key', 'deletion_due_at', 'erased_at'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    // cancelled meanwhile (or erased by an earlier run): nothing to do
    if (!user || user.erased_at || !user.deletion_due_at || user.deletion_due_at > now) {
      return { erased: false, avatarKey: null };
    }
    await eraseUser(tx, user, now);
    return { erased: true, avatarKey: user.avatar_key };
  });
}
