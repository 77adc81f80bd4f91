// Refresh tokens (issue 36): the access token lives minutes (ACCESS_TOKEN_TTL in config.ts); a random refresh token
// in an httpOnly cookie, scoped to the refresh route, gets the next one. Each refresh answers once: the token is
// marked used and a new one of the same family is issued in one transaction. A used token sent again means two
// holders (a copied cookie): the whole family is revoked and the caller gets 401. Only SHA-256 hashes are stored;
// the tokens are 256 random bits, so a plain hash is enough (nothing to guess from it).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export const REFRESH_COOKIE = 'officefit_refresh';
/** Sent only to the refresh call: no other request carries it (decision "Refresh cookie"). */
export const REFRESH_COOKIE_PATH = '/wp-json/jwt-auth/v1/token/refresh';
/** Sliding: every refresh starts a new 30 days, so a user who opens the app once a month stays signed in. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

const TOKEN = /^[\w-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a refresh token sent by the browser turned out to be. */
export type Rotation =
  | { ok: true; userId: number; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export interface RefreshStore {
  /** A new token for the user: a new family (login), or the next of `familyId` (rotation). */
  issue(userId: number, familyId?: string, db?: Kysely<Database>): Promise<string>;
  /** Marks `token` used and issues its successor, atomically; reuse revokes the family. */
  rotate(token: string): Promise<Rotation>;
  /** Revokes every refresh token of the user (logout, password change and reset). */
  revokeAll(userId: number, db?: Kysely<Database>): Promise<void>;
}

/** Revokes every live refresh token of the user; `db` may be the caller's transaction. */
export async function revokeRefreshTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function createRefreshStore(db: Kysely<Database>): RefreshStore {
  async function issue(userId: number, familyId: string = randomUUID(), on: Kysely<Database> = db) {
    const token = randomBytes(32).toString('base64url');
    await on
      .insertInto('refresh_tokens')
      .values({
        user_id: userId,
        family_id: familyId,
        hash: hashOf(token),
        expires_at: sql<Date>`now() + make_interval(secs => ${REFRESH_TTL_SECONDS})`,
      })
      .execute();
    return token;
  }

  async function rotate(token: string): Promise<Rotation> {
    if (!TOKEN.test(token)) return { ok: false, reason: 'unknown' };
    const outcome = await db.transaction().execute(async (trx): Promise<Rotation> => {
      // the row lock makes parallel refreshes with one token take turns: only the first finds it unused
      const row = await trx
        .selectFrom('refresh_tokens')
        .select(['id', 'user_id', 'family_id', 'used_at', 'revoked_at'])
        .select(sql<boolean>`expires_at <= now()`.as('expired'))
        .where('hash', '=', hashOf(token))
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at) return { ok: false, reason: 'revoked' };
      if (row.used_at) {
        await trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: sql<Date>`now()` })
          .where('family_id', '=', row.family_id)
          .where('revoked_at', 'is', null)
          .execute();
        return { ok: false, reason: 'reused' };
      }
      if (row.expired) return { ok: false, reason: 'expired' };
      await trx
        .updateTable('refresh_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .execute();
      const next = await issue(row.user_id, row.family_id, trx);
      return { ok: true, userId: row.user_id, token: next };
    });
    if (outcome.ok) {
      // rows past their expiry answer nothing any more; dropped now and then, outside the rotation
      await db
        .deleteFrom('refresh_tokens')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
    }
    return outcome;
  }

  return {
    issue,
    rotate,
    revokeAll: (userId, on = db) => revokeRefreshTokens(on, userId),
  };
}
