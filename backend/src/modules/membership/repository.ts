// Data access of accounts and memberships. Every function takes the executor it runs on, so the service keeps a
// whole registration or state change in one transaction.
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, MembershipActor, SubscriptionsTable, UsersTable } from '../../db/schema';
import type { CancelReason, MembershipDuration, MembershipState, Role } from '../../shared/domain';
import { effectiveState, grantsAccess } from '../../shared/membership';
import { HAS_FREE_SEAT } from './company-seats';
import { onCompanyDomain } from '../companies';

export type Db = Kysely<Database>;

/** A membership row with what its JSON needs (company, masked payment data are mapped later). */
export type MembershipRow = Selectable<SubscriptionsTable> & {
  state: MembershipState;
  grants_access: boolean;
  company_name: string | null;
  iban: string | null;
  account_owner: string | null;
  mandate_reference: string | null;
  signed_on: string | null;
};

function memberships(db: Db) {
  return db
    .selectFrom('subscriptions as s')
    .leftJoin('companies as c', 'c.id', 's.company_id')
    .leftJoin('sepa_mandates as m', 'm.id', 's.sepa_mandate_id')
    .selectAll('s')
    .select([
      effectiveState('s').$castTo<MembershipState>().as('state'),
      grantsAccess('s').as('grants_access'),
      'c.name as company_name',
      'm.iban',
      'm.account_owner',
      'm.mandate_reference',
      'm.signed_on',
    ]);
}

export const membershipById = (db: Db, id: number): Promise<MembershipRow | undefined> =>
  memberships(db).where('s.id', '=', id).executeTakeFirst();

/** All memberships of a user, newest period first. */
export const membershipsOf = (db: Db, userId: number): Promise<MembershipRow[]> =>
  memberships(db)
    .where('s.user_id', '=', userId)
    .orderBy('s.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();

/** Serialises the membership changes of one user (extend, cancel, confirm) behind the user row. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function addHistory(
  db: Db,
  entry: {
    subscriptionId: number;
    userId: number;
    from: MembershipState | null;
    to: MembershipState;
    reason: string;
    detail?: string | null;
    actor: MembershipActor;
    actorId: number | null;
  },
): Promise<void> {
  await db
    .insertInto('membership_history')
    .values({
      subscription_id: entry.subscriptionId,
      user_id: entry.userId,
      from_state: entry.from,
      to_state: entry.to,
      reason: entry.reason,
      detail: entry.detail ?? null,
      actor: entry.actor,
      actor_id: entry.actorId,
    })
    .execute();
}

export const historyOf = (db: Db, userId: number) =>
  db
    .selectFrom('membership_history')
    .select(['subscription_id', 'from_state', 'to_state', 'reason', 'detail', 'actor', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();

export const priceOf = (db: Db, duration: MembershipDuration) =>
  db
    .selectFrom('membership_prices')
    .select(['price_cents', 'vat_rate'])
    .where('duration', '=', duration)
    .executeTakeFirst();

export const prices = (db: Db) =>
  db.selectFrom('membership_prices').select(['duration', 'price_cents', 'vat_rate']).execute();

/** The code's row with its state now (for lookups and for the reason a seat could not be taken). */
export const accessCodeByCode = (db: Db, code: string) =>
  db
    .selectFrom('access_codes as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'a.id',
      'a.company_id',
      'c.name as company_name',
      sql<boolean>`a.valid_from <= now() and a.valid_until > now()`.as('valid'),
      sql<boolean>`a.seats_used >= a.seats`.as('full'),
    ])
    .where('a.code', '=', code)
    .executeTakeFirst();

/**
 * Takes one seat of a valid code, or nothing. One conditional UPDATE: concurrent sign-ups queue on the row
 * lock and re-check `seats_used < seats` after the one before them committed, so the limit holds.
 */
export const takeSeat = (db: Db, code: string) =>
  db
    .updateTable('access_codes')
    .set({ seats_used: sql<number>`seats_used + 1` })
    .where('code', '=', code)
    .where(HAS_FREE_SEAT)
    .returning(['id', 'company_id'])
    .executeTakeFirst();

/** True when the company admits only its own addresses to its codes and `email` is not one (spec §5). */
export async function needsCompanyAddress(db: Db, companyId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('companies as c')
    .select(
      sql<boolean>`c.company_email_only and not ${onCompanyDomain(sql.val(email), sql.ref('c.email_domains'))}`.as(
        'refused',
      ),
    )
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  return row?.refused === true;
}

export const voucherByCode = (db: Db, code: string) =>
  db
    .selectFrom('vouchers')
    .select([
      'id',
      'duration',
      sql<boolean>`valid_until is not null and valid_until <= now()`.as('expired'),
      sql<boolean>`uses >= max_uses`.as('used'),
    ])
    .where('code', '=', code)
    // a voucher staff switched off answers like an unknown one
    .where('disabled_at', 'is', null)
    .executeTakeFirst();

/** Uses a voucher once, if it is still valid and has a use left (same conditional-UPDATE rule as seats). */
export const useVoucher = (db: Db, code: string) =>
  db
    .updateTable('vouchers')
    .set({ uses: sql<number>`uses + 1` })
    .where('code', '=', code)
    .where(
      sql<boolean>`uses < max_uses and disabled_at is null and (valid_until is null or valid_until > now())`,
    )
    .returning(['id', 'duration'])
    .executeTakeFirst();

/** Records the trial week of an e-mail address; false when it was taken before. */
export async function takeTrial(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .insertInto('trial_uses')
    .values({ email, user_id: userId })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}

/** The contact form's trial requests of this address are started by the registration. */
export async function startTrialRequests(db: Db, email: string, userId: number): Promise<void> {
  await db
    .updateTable('contact_requests')
    .set({ state: 'started', started_at: sql<Date>`now()`, started_by: userId })
    .where('kind', '=', 'trial')
    .where('state', '=', 'requested')
    .where(sql<string>`lower(email)`, '=', email)
    .execute();
}

export const trialRequests = (db: Db, registered: boolean | undefined) =>
  db
    .selectFrom('contact_requests as c')
    .select(['c.id', 'c.name', 'c.email', 'c.company', 'c.phone', 'c.state', 'c.created_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .where('u.email', '=', sql<string>`lower(c.email)`),
        )
        .$castTo<boolean>()
        .as('registered'),
    )
    .where('c.kind', '=', 'trial')
    .$if(registered !== undefined, (qb) =>
      qb.where((eb) => {
        const exists = eb.exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .where('u.email', '=', sql<string>`lower(c.email)`),
        );
        return registered ? exists : eb.not(exists);
      }),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(500)
    .execute();

export const userForCancellation = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'birthdate', 'lang'])
    .where('email', '=', email)
    .executeTakeFirst();

export const userById = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'password_hash',
      'first_name',
      'last_name',
      'nickname',
      'lang',
      'token_version',
      'email_verified_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

export const emailExists = async (db: Db, email: string): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;

export const countVerificationKeysSince = async (db: Db, userId: number, seconds: number) =>
  Number(
    (
      await db
        .selectFrom('email_verification_keys')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Cancellation requests (mailed confirmation links) of the user in the last `seconds`. */
export const countCancellationRequestsSince = async (db: Db, userId: number, seconds: number) =>
  Number(
    (
      await db
        .selectFrom('cancellation_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Marks the user verified (their open keys end as the link's key is used: shared/mailed-keys). */
export async function markVerified(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
    .where('id', '=', userId)
    .execute();
}

/**
 * Counts one request of `key` in login_attempts within a fixed window (`last_failure_at` holds the window's
 * start here) and returns the count, for the public lookups that must not become an oracle (check-email,
 * access codes, cancellation without login).
 */
export async function countRequest(db: Db, key: string, windowSeconds: number): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ key, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when login_attempts.last_failure_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else login_attempts.count + 1 end`,
        last_failure_at: sql<Date>`case when login_attempts.last_failure_at <= now() - make_interval(secs => ${windowSeconds}) then now() else login_attempts.last_failure_at end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The count of `key` within the window, without adding to it (0 when none or the window is over). */
export async function currentCount(db: Db, key: string, windowSeconds: number): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select('count')
    .where('key', '=', key)
    .where('last_failure_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Creates a membership row; returns its id. */
export async function insertMembership(db: Db, values: Insertable<SubscriptionsTable>): Promise<number> {
  const row = await db.insertInto('subscriptions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Creates the account of a registration (not verified yet); returns what the rest of the registration needs. */
export const insertUser = (db: Db, values: Insertable<UsersTable>) =>
  db
    .insertInto('users')
    .values(values)
    .returning(['id', 'email', 'first_name', 'lang'])
    .executeTakeFirstOrThrow();

/** Puts the user into the company (and location/department) whose seat they took. */
export async function setUserCompany(
  db: Db,
  userId: number,
  companyId: number,
  subcategoryId: number | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ company_id: companyId, subcategory_id: subcategoryId })
    .where('id', '=', userId)
    .execute();
}

/** The end date a cancellation left on the user row (YYYY-MM-DD), or null to lift it. */
export async function setTerminationDate(db: Db, userId: number, date: string | null): Promise<void> {
  await db.updateTable('users').set({ termination_date: date }).where('id', '=', userId).execute();
}

/**
 * Marks a membership cancelled (the running one: 'cancelled', a pending renewal: 'cancelled_renewal'), with the
 * refund paid back; `endsAt` ends it early (a refunded running membership ends at once).
 */
export async function markCancelled(
  db: Db,
  id: number,
  cancel: {
    status: 'cancelled' | 'cancelled_renewal';
    at: Date;
    reason: CancelReason;
    text: string | null;
    refundCents: number;
    endsAt?: Date;
    /** The period's unpaid invoice is owed no more (it ends in its first week or never starts). */
    voidInvoice?: boolean;
  },
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({
      ...(cancel.voidInvoice ? { invoice_due_at: null } : {}),
      status: cancel.status,
      cancelled_at: cancel.at,
      cancel_reason: cancel.reason,
      cancel_text: cancel.text,
      refund_cents: cancel.refundCents,
      ...(cancel.endsAt !== undefined ? { ends_at: cancel.endsAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Records a confirmed payment: the membership runs (or waits as an extension) from `startsAt` to `endsAt`. */
export async function markPaymentConfirmed(
  db: Db,
  id: number,
  confirm: { status: MembershipState; startsAt: Date; endsAt: Date; at: Date; staffId: number },
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({
      status: confirm.status,
      starts_at: confirm.startsAt,
      ends_at: confirm.endsAt,
      payment_confirmed_at: confirm.at,
      payment_confirmed_by: confirm.staffId,
    })
    .where('id', '=', id)
    .execute();
}

/** Makes the account a subscriber (a guest who redeemed a code); the roles trigger tells every process. */
export async function addSubscriberRole(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ roles: sql<Role[]>`array_append(roles, 'subscriber')` })
    .where('id', '=', userId)
    .where(sql<boolean>`not ('subscriber' = any(roles))`)
    .execute();
}
