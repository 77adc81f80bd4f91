// Credentials, token users and failed-login counters (table login_attempts, so every replica shares them).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../shared/auth';

export interface Credentials {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  nickname: string | null;
}

export interface FailureWindow {
  count: number;
  retryAfterSeconds: number;
}

export interface AuthRepository {
  findByEmail(email: string): Promise<Credentials | undefined>;
  /** Users whose e-mail starts with `name@` (login with a user name). */
  findByLocalPart(name: string): Promise<Credentials[]>;
  findAuthUser(id: number): Promise<AuthUser | undefined>;
  /** Failed attempts for `key` inside the current window. */
  recentFailures(key: string, windowSeconds: number): Promise<FailureWindow>;
  /** Counts one failure (starting a new window when the old one has passed); returns the new count. */
  recordFailure(key: string, windowSeconds: number): Promise<number>;
  /** Forgets the failures of `key` (after a successful login) and drops long-expired counters. */
  clearFailures(key: string): Promise<void>;
}

const CREDENTIAL_COLUMNS = ['id', 'email', 'password_hash', 'first_name', 'last_name', 'nickname'] as const;

/** The Kysely implementation of AuthRepository. */
export function createAuthRepository(db: Kysely<Database>): AuthRepository {
  return {
    findByEmail: (email) =>
      db
        .selectFrom('users')
        .select(CREDENTIAL_COLUMNS)
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst(),

    findByLocalPart: (name) =>
      db
        .selectFrom('users')
        .select(CREDENTIAL_COLUMNS)
        .where(sql<string>`split_part(email, '@', 1)`, '=', name.toLowerCase())
        .limit(2)
        .execute(),

    findAuthUser: (id) =>
      db
        .selectFrom('users as u')
        .select(['u.id', 'u.email', 'u.roles'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('subscriptions as s')
                .select('s.id')
                .whereRef('s.user_id', '=', 'u.id')
                .where('s.status', '=', 'active')
                .where('s.starts_at', '<=', sql<Date>`now()`)
                .where((w) => w.or([w('s.ends_at', 'is', null), w('s.ends_at', '>', sql<Date>`now()`)])),
            )
            .$castTo<boolean>()
            .as('subscribed'),
        )
        .where('u.id', '=', id)
        .executeTakeFirst(),

    async recentFailures(key, windowSeconds) {
      const row = await db
        .selectFrom('login_attempts')
        .select([
          'count',
          sql<number>`ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int`.as(
            'retry_after',
          ),
        ])
        .where('key', '=', key)
        .where('window_start', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .executeTakeFirst();
      return row
        ? { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) }
        : { count: 0, retryAfterSeconds: 0 };
    },

    async recordFailure(key, windowSeconds) {
      const expired = sql<boolean>`login_attempts.window_start <= now() - make_interval(secs => ${windowSeconds})`;
      const row = await db
        .insertInto('login_attempts')
        .values({ key, count: 1, window_start: sql<Date>`now()` })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else login_attempts.count + 1 end`,
            window_start: sql<Date>`case when ${expired} then now() else login_attempts.window_start end`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },

    async clearFailures(key) {
      await db
        .deleteFrom('login_attempts')
        .where((eb) =>
          eb.or([eb('key', '=', key), eb('window_start', '<', sql<Date>`now() - interval '1 day'`)]),
        )
        .execute();
    },
  };
}
