// Reads and writes of the admin and customer-service area. The search is one query (company and latest
// membership joined in, no N+1), ordered by users_last_name_email_idx; the user page reads each part of the
// customer's history with one indexed query per table.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../shared/params';
import { effectiveState } from '../../shared/membership';
import type { ListUsersQuery } from './schemas';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';

type Db = Kysely<Database>;

/** Rows one page of the user page's lists shows at most (newest first). */
const HISTORY_ROWS = 50;

/** Users with their company and their latest membership (by end date, open-ended first). */
function usersWithMembership(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('subscriptions as s')
          .select(['s.id', 's.kind', 's.ends_at', effectiveState('s').as('state')])
          .whereRef('s.user_id', '=', 'u.id')
          .orderBy(sql`s.ends_at desc nulls first`)
          .orderBy('s.id', 'desc')
          .limit(1)
          .as('m'),
      (join) => join.onTrue(),
    );
}

/** The columns of a user as the search shows them (with emailVerified). */
const USER_ROW = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.roles',
  'u.created_at',
  'c.name as company_name',
  'm.id as membership_id',
  'm.kind as membership_kind',
  'm.state as membership_state',
  'm.ends_at as membership_ends_at',
] as const;
const emailVerified = sql<boolean>`u.email_verified_at is not null`.as('email_verified');

function searchQuery(db: Db, { search, membership }: Pick<ListUsersQuery, 'search' | 'membership'>) {
  return usersWithMembership(db)
    .$if(Boolean(search), (qb) => {
      const pattern = containsPattern(search!);
      return qb.where((eb) =>
        eb.or([
          eb('u.email', 'ilike', pattern),
          eb('u.first_name', 'ilike', pattern),
          eb('u.last_name', 'ilike', pattern),
          // "dana demo" finds Dana Demo
          eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
          eb('c.name', 'ilike', pattern),
        ]),
      );
    })
    .$if(membership === 'none', (qb) => qb.where('m.id', 'is', null))
    .$if(membership !== undefined && membership !== 'none', (qb) =>
      qb.where(sql<string>`m.state`, '=', membership!),
    );
}

/** One page of the search. */
export async function searchUsers(db: Db, query: ListUsersQuery) {
  const [rows, count] = await Promise.all([
    searchQuery(db, query)
      .select(USER_ROW)
      .select(emailVerified)
      // matches index users_last_name_email_idx
      .orderBy(sql`lower(u.last_name)`)
      .orderBy('u.email')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    searchQuery(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type AdminUserRow = Awaited<ReturnType<typeof searchUsers>>['rows'][number];

/** One user as the search shows them, or undefined. */
export function findUser(db: Db, id: number): Promise<AdminUserRow | undefined> {
  return usersWithMembership(db)
    .select(USER_ROW)
    .select(emailVerified)
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** Everything the user page lists about a customer, newest first. */
export async function customerHistory(db: Db, user: { id: number; email: string }) {
  const loginKey = `login:${user.email}`;
  const [memberships, history, orders, requests, mails, failures] = await Promise.all([
    db
      .selectFrom('subscriptions as s')
      .select([
        's.id',
        's.kind',
        's.starts_at',
        's.ends_at',
        's.duration',
        's.payment_type',
        's.price_cents',
        's.payment_confirmed_at',
        effectiveState('s').as('state'),
      ])
      .where('s.user_id', '=', user.id)
      .orderBy('s.starts_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(HISTORY_ROWS)
      .execute(),
    db
      .selectFrom('membership_history')
      .select(['id', 'subscription_id', 'from_state', 'to_state', 'reason', 'detail', 'actor', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_ROWS)
      .execute(),
    db
      .selectFrom('shop_orders')
      .select(['id', 'state', 'points', 'total_cents', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(HISTORY_ROWS)
      .execute(),
    db
      .selectFrom('contact_requests')
      .select(['id', 'kind', 'state', 'created_at'])
      // matches contact_requests_email_created_at_idx
      .where(sql<string>`lower(email)`, '=', user.email)
      .orderBy('created_at', 'desc')
      .limit(HISTORY_ROWS)
      .execute(),
    db
      .selectFrom('mail_outbox')
      // kind, state and times only: subjects and bodies name other people's content (as admin/outbox)
      .select(['id', 'kind', 'state', 'created_at', 'sent_at'])
      .where('recipient', '=', user.email)
      .orderBy('id', 'desc')
      .limit(HISTORY_ROWS)
      .execute(),
    failedLogins(db, user.email),
  ]);
  return { memberships, history, orders, requests, mails, failures, loginKey };
}

/** The failed logins counted against the account (from all clients) and until when it is blocked. */
export async function failedLogins(db: Db, email: string) {
  const key = `login:${email}`;
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.max('count'), sql<number>`0`).as('count'),
      eb.fn.max('blocked_until').as('blocked_until'),
    ])
    .where((eb) =>
      eb.or([eb('key', '=', key), eb(sql<string>`left(key, ${key.length + 1})`, '=', `${key}|`)]),
    )
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), blockedUntil: row.blocked_until as Date | null };
}

export type CustomerHistory = Awaited<ReturnType<typeof customerHistory>>;

/** Serialises a staff change with the user's own membership changes (the membership module locks the same row). */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** The end of `endsOn` (YYYY-MM-DD): the start of the next day in German time, as an instant. */
export async function endOfGermanDay(db: Db, endsOn: string): Promise<Date> {
  const row = await db
    .selectNoFrom(
      sql<Date>`(${endsOn}::date + 1)::timestamp at time zone ${sql.lit(BUSINESS_TIME_ZONE)}`.as('ends_at'),
    )
    .executeTakeFirstOrThrow();
  return row.ends_at;
}

/**
 * The user's periods that start at or after `from` and take part in the no-overlap rule (migration 0028: every
 * status but cancelled_renewal), earliest first, with whether each has started by now.
 */
export function periodsFrom(db: Db, userId: number, from: Date, exceptId: number) {
  return db
    .selectFrom('subscriptions as s')
    .select([
      's.id',
      's.status',
      's.starts_at',
      's.ends_at',
      effectiveState('s').as('state'),
      sql<boolean>`s.status = 'awaiting_payment' or (s.status = 'extension' and s.starts_at > now())`.as(
        'queued',
      ),
    ])
    .where('s.user_id', '=', userId)
    .where('s.id', '<>', exceptId)
    .where('s.status', '<>', 'cancelled_renewal')
    .where('s.starts_at', '>=', from)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .forUpdate()
    .execute();
}

/** Moves a queued period (not started yet) to a new start and end. */
export async function movePeriod(db: Db, id: number, startsAt: Date, endsAt: Date | null): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ starts_at: startsAt, ends_at: endsAt })
    .where('id', '=', id)
    .execute();
}

/** A membership of the user, locked for the change. */
export function lockMembership(db: Db, userId: number, membershipId: number) {
  return db
    .selectFrom('subscriptions as s')
    .select(['s.id', 's.status', 's.starts_at', 's.ends_at', effectiveState('s').as('state')])
    .where('s.id', '=', membershipId)
    .where('s.user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Moves a membership's end to the end of `endsOn` (YYYY-MM-DD, the whole day in German time); one that ran out
 * runs again when its new end lies ahead (status 'expired' is set by a job). Undefined when the new end would
 * not lie after the start.
 */
export function setMembershipEnd(db: Db, membershipId: number, endsOn: string) {
  const endsAt = sql<Date>`(${endsOn}::date + 1)::timestamp at time zone ${sql.lit(BUSINESS_TIME_ZONE)}`;
  return db
    .updateTable('subscriptions as s')
    .set({
      ends_at: endsAt,
      status: sql`case when s.status = 'expired' and ${endsAt} > now() then 'active' else s.status end`,
    })
    .where('s.id', '=', membershipId)
    .where(endsAt, '>', sql<Date>`s.starts_at`)
    .returning(['s.id', 's.ends_at'])
    .executeTakeFirst();
}

/** Records a staff member's change of a membership in its history. */
export async function addStaffHistory(
  db: Db,
  entry: { membershipId: number; userId: number; from: string; to: string; detail: string; actorId: number },
): Promise<void> {
  await db
    .insertInto('membership_history')
    .values({
      subscription_id: entry.membershipId,
      user_id: entry.userId,
      from_state: entry.from as never,
      to_state: entry.to as never,
      reason: 'changed_by_staff',
      detail: entry.detail,
      actor: 'staff',
      actor_id: entry.actorId,
    })
    .execute();
}
