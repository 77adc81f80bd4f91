// Credentials, token users and the failed-login counters (table login_attempts, so every replica shares them).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { revokeRefreshTokens } from './refresh';
import type { AuthUser } from '../../shared/auth';
import type { Role } from '../../shared/domain';
import { holdsAccess } from '../../shared/membership';
import { type Counter, delayAfter, type LoginLimit } from './throttle';

export interface Credentials {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  nickname: string | null;
  token_version: number;
  /** Set while the company's directory has the account deactivated (SCIM, issue 37). */
  deactivated_at?: Date | null;
}

/** The user of a token plus the token version it must carry. */
export type TokenUser = AuthUser & { token_version: number; revoked: boolean };

/** A token check as read, with how long it stays true by the clock alone (ms; null: until something is written). */
export type TimedTokenUser = TokenUser & { validForMs: number | null };

export interface ImpersonationRow {
  id: number;
  target_id: number;
  actor_id: number;
  actor_email: string;
  actor_first_name: string;
  actor_last_name: string;
  actor_roles: Role[];
  live: boolean;
}

export interface AuthRepository {
  findByEmail(email: string): Promise<Credentials | undefined>;
  /** The credentials of a user the company's directory has not deactivated (a refresh). */
  findActiveById(id: number): Promise<Credentials | undefined>;
  /** Users whose e-mail starts with `name@` (login with a user name). */
  findByLocalPart(name: string): Promise<Credentials[]>;
  /** One query: the user, whether a subscription is active now, the current token version and whether the
   * token `tokenId` was revoked by a logout. */
  findAuthUser(id: number, tokenId?: string): Promise<TimedTokenUser | undefined>;
  /** Ends one token (logout) until `expiresAt`; expired entries are dropped on the way. */
  revokeToken(userId: number, tokenId: string, expiresAt: Date): Promise<void>;
  /** Ends every token of the user (raises the token version). */
  revokeAllTokens(userId: number): Promise<void>;
  /** An impersonation session with its staff member's name and roles (issue 14). */
  findImpersonation(id: number): Promise<ImpersonationRow | undefined>;
  /**
   * Takes one attempt from every counter, counted as a failure until given back, atomically: the rows are
   * locked in key order and raised together, so parallel attempts are evaluated one after the other. When a
   * counter is waiting out a delay nothing is taken and the longest wait in seconds comes back.
   */
  takeAttempt(
    counters: Counter[],
    limit: Pick<LoginLimit, 'baseDelaySeconds' | 'windowSeconds'>,
  ): Promise<{ retryAfterSeconds: number } | null>;
  /** A successful login: forgets the `clear` counter and gives the attempt back to the `refund` counters. */
  giveBack(clear: string, refund: Counter[]): Promise<void>;
}

const CREDENTIAL_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'nickname',
  'token_version',
  'deactivated_at',
] as const;

/** The account counter's key; the account+client counters start with it followed by `|`. */
export const accountKey = (name: string) => `login:${name}`;

/**
 * Raises the user's token version, so every access token issued before stops working, and revokes every refresh
 * token (password change and reset: no session of before may renew itself). `db` may be the caller's transaction.
 */
export async function revokeTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ token_version: sql<number>`token_version + 1` })
    .where('id', '=', userId)
    .execute();
  await revokeRefreshTokens(db, userId);
}

/** Forgets the account's failed logins from every client (after a password reset). */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  const key = accountKey(email);
  await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([eb('key', '=', key), eb(sql<string>`left(key, ${key.length + 1})`, '=', `${key}|`)]),
    )
    .execute();
}

/** The token's user; `revoked` says whether `tokenId` was ended by a logout (false for tokens without an id). */
function authUserQuery(db: Kysely<Database>, id: number, tokenId: string | null) {
  return (
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.email', 'u.roles', 'u.token_version'])
      .select(
        (tokenId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from revoked_tokens r where r.token_id = ${tokenId})`
        ).as('revoked'),
      )
      .select(sql<boolean>`u.email_verified_at is not null`.as('emailVerified'))
      .select(holdsAccess('u').as('subscribed'))
      // `subscribed` changes without a write when a subscription starts or ends: the next such moment, from now
      .select(
        sql<
          number | null
        >`(select floor(extract(epoch from min(v.at) - now()) * 1000)::float8 from subscriptions s cross join lateral (values (s.starts_at), (s.ends_at)) v(at) where s.user_id = u.id and v.at > now())`.as(
          'validForMs',
        ),
      )
      .where('u.id', '=', id)
      // deactivated by the company's directory (SCIM, issue 37): every token of the user is refused at once
      .where('u.deactivated_at', 'is', null)
  );
}

/** The login's credentials: by e-mail, by user name (the e-mail's local part), or an active user by id. */
function credentialQueries(
  db: Kysely<Database>,
): Pick<AuthRepository, 'findByEmail' | 'findActiveById' | 'findByLocalPart'> {
  return {
    findByEmail: (email) =>
      db
        .selectFrom('users')
        .select(CREDENTIAL_COLUMNS)
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst(),

    findActiveById: (id) =>
      db
        .selectFrom('users')
        .select(CREDENTIAL_COLUMNS)
        .where('id', '=', id)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst(),

    findByLocalPart: (name) =>
      db
        .selectFrom('users')
        .select(CREDENTIAL_COLUMNS)
        .where(sql<string>`split_part(email, '@', 1)`, '=', name.toLowerCase())
        .limit(2)
        .execute(),
  };
}

/** The token check and its ends: a logout's revoked token, every token of a user, an impersonation session. */
function tokenQueries(
  db: Kysely<Database>,
): Pick<AuthRepository, 'findAuthUser' | 'revokeAllTokens' | 'revokeToken' | 'findImpersonation'> {
  return {
    // a token issued before token ids existed has none (tokenId null)
    findAuthUser: (id, tokenId) => authUserQuery(db, id, tokenId || null).executeTakeFirst(),

    revokeAllTokens: (userId) => revokeTokens(db, userId),

    revokeToken: (userId, tokenId, expiresAt) =>
      db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('revoked_tokens')
          .where('expires_at', '<', sql<Date>`now()`)
          .execute();
        await trx
          .insertInto('revoked_tokens')
          .values({ token_id: tokenId, user_id: userId, expires_at: expiresAt })
          .onConflict((oc) => oc.column('token_id').doNothing())
          .execute();
      }),

    findImpersonation: (id) =>
      db
        .selectFrom('impersonations as i')
        .innerJoin('users as a', 'a.id', 'i.actor_id')
        .select([
          'i.id',
          'i.target_id',
          'i.actor_id',
          'a.email as actor_email',
          'a.first_name as actor_first_name',
          'a.last_name as actor_last_name',
          'a.roles as actor_roles',
        ])
        .select(sql<boolean>`i.ended_at is null and i.expires_at > now()`.as('live'))
        .where('i.id', '=', id)
        .executeTakeFirst(),
  };
}

/** The failed-login counters (throttle.ts): taken before the password is checked, given back after a login. */
function loginCounterQueries(db: Kysely<Database>): Pick<AuthRepository, 'takeAttempt' | 'giveBack'> {
  return {
    takeAttempt: (counters, { baseDelaySeconds, windowSeconds }) =>
      db.transaction().execute(async (trx) => {
        const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        const keys = sorted.map((c) => c.key);
        await trx
          .insertInto('login_attempts')
          .values(keys.map((key) => ({ key, count: 0 })))
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        const rows = await trx
          .selectFrom('login_attempts')
          .select([
            'key',
            'count',
            sql<boolean>`last_failure_at <= now() - make_interval(secs => ${windowSeconds})`.as('expired'),
            sql<number>`coalesce(ceil(extract(epoch from blocked_until - now())), 0)::int`.as('wait'),
          ])
          .where('key', 'in', keys)
          .orderBy('key')
          .forUpdate()
          .execute();
        const wait = Math.max(0, ...rows.filter((r) => !r.expired).map((r) => r.wait));
        if (wait > 0) return { retryAfterSeconds: wait };
        for (const row of rows) {
          const count = row.expired ? 1 : row.count + 1;
          const delay = delayAfter(count, sorted.find((c) => c.key === row.key)!.rule, baseDelaySeconds);
          await trx
            .updateTable('login_attempts')
            .set({
              count,
              last_failure_at: sql<Date>`now()`,
              blocked_until: delay > 0 ? sql<Date>`now() + make_interval(secs => ${delay})` : null,
            })
            .where('key', '=', row.key)
            .execute();
        }
        return null;
      }),

    async giveBack(clear, refund) {
      await db
        .deleteFrom('login_attempts')
        .where((eb) =>
          eb.or([eb('key', '=', clear), eb('last_failure_at', '<', sql<Date>`now() - interval '1 day'`)]),
        )
        .execute();
      // Only while a counter is within its free failures: once delays apply, a success counts as an attempt too,
      // or one valid login between guesses would keep the counter of a guessing client low for ever.
      for (const { key, rule } of refund) {
        // a counter this attempt alone started is not kept
        await db.deleteFrom('login_attempts').where('key', '=', key).where('count', '<=', 1).execute();
        await db
          .updateTable('login_attempts')
          .set({ count: sql<number>`count - 1`, blocked_until: null })
          .where('key', '=', key)
          .where('count', '<=', rule.freeFailures)
          .execute();
      }
    },
  };
}

/** The Kysely implementation of AuthRepository. */
export function createAuthRepository(db: Kysely<Database>): AuthRepository {
  return { ...credentialQueries(db), ...tokenQueries(db), ...loginCounterQueries(db) };
}
