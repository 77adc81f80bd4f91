// What a process keeps of its token checks (issue 16). Every signed-in request checks its token against the
// database: the user, the token version, a logout of this token, whether a subscription grants access. That was a
// statement per request, as much as the request's own work on `me` or `ranking_full`. A check is kept here while
// nothing it read can have changed:
// - every write to what it reads notifies (migration 0026, `officefit_auth` with the user's id, after commit), and the
//   user's kept checks are forgotten then, in every process;
// - a subscription's start or end is a change without a write: a check is kept only until the next one;
// - without a live listener (not yet connected, connection lost) nothing is kept, and everything is forgotten when it
//   goes, as notifications may have been missed.
// A check read while a notification arrived may be stale: it is not kept (the generation below).
import type { AuthRepository, TimedTokenUser, TokenUser } from './repository';

export interface TokenUserCacheOptions {
  /** Upper bound on how long a check is kept even without a change (ms). */
  maxAgeMs?: number;
  /** How many users' checks are kept (the oldest user goes first). */
  maxUsers?: number;
  /** How many tokens of one user are kept. */
  maxTokensPerUser?: number;
  now?: () => number;
}

export interface TokenUserCache {
  /** The kept check of this token of this user, if it is still valid. */
  get(userId: number, tokenId: string | undefined): TokenUser | undefined;
  /** A marker taken before reading a check; `set` keeps the check only if nothing was forgotten since. */
  generation(): number;
  set(userId: number, tokenId: string | undefined, found: TimedTokenUser, generation: number): void;
  /** A notification's payload: a user's id, or '*' for everyone. */
  changed(payload: string): void;
  /** Whether the notifications arrive; false forgets everything and keeps nothing until true again. */
  live(isLive: boolean): void;
  /** How many users have checks kept (tests). */
  size(): number;
}

interface Entry {
  user: TokenUser;
  expiresAt: number;
}

export function createTokenUserCache({
  maxAgeMs = 60_000,
  maxUsers = 10_000,
  maxTokensPerUser = 16,
  now = Date.now,
}: TokenUserCacheOptions = {}): TokenUserCache {
  // by user, then by token id ('' for tokens from before token ids); Map order is insertion order (oldest first)
  const users = new Map<number, Map<string, Entry>>();
  let isLive = false;
  let generation = 0;

  const forgetAll = () => {
    users.clear();
    generation += 1;
  };

  return {
    get(userId, tokenId) {
      const entry = users.get(userId)?.get(tokenId ?? '');
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.user;
      users.get(userId)?.delete(tokenId ?? '');
      return undefined;
    },

    generation: () => generation,

    set(userId, tokenId, { validForMs, ...user }, readAt) {
      if (!isLive || readAt !== generation) return;
      const age = validForMs === null ? maxAgeMs : Math.min(maxAgeMs, validForMs);
      if (age <= 0) return;
      let tokens = users.get(userId);
      if (!tokens) {
        if (users.size >= maxUsers) users.delete(users.keys().next().value!);
        tokens = new Map();
        users.set(userId, tokens);
      } else if (tokens.size >= maxTokensPerUser) {
        tokens.delete(tokens.keys().next().value!);
      }
      tokens.set(tokenId ?? '', { user, expiresAt: now() + age });
    },

    changed(payload) {
      if (payload === '*') return forgetAll();
      const userId = Number(payload);
      // an unreadable payload is treated as "anything may have changed"
      if (!Number.isSafeInteger(userId)) return forgetAll();
      users.delete(userId);
      generation += 1;
    },

    live(next) {
      isLive = next;
      forgetAll();
    },

    size: () => users.size,
  };
}

/**
 * The repository with its token checks kept in `cache`. A logout or "end every session" made here forgets the
 * user at once, so this process never accepts the ended token again, even before the notification is in.
 */
export function withTokenUserCache(repo: AuthRepository, cache: TokenUserCache): AuthRepository {
  return {
    ...repo,
    async findAuthUser(id, tokenId) {
      const kept = cache.get(id, tokenId);
      if (kept) return { ...kept, validForMs: null };
      const readAt = cache.generation();
      const found = await repo.findAuthUser(id, tokenId);
      if (found) cache.set(id, tokenId, found, readAt);
      return found;
    },
    async revokeToken(userId, tokenId, expiresAt) {
      await repo.revokeToken(userId, tokenId, expiresAt);
      cache.changed(String(userId));
    },
    async revokeAllTokens(userId) {
      await repo.revokeAllTokens(userId);
      cache.changed(String(userId));
    },
  };
}
