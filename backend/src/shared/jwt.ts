// Access tokens: HS256 JWTs shaped like the WordPress JWT plugin's (`data.user.id`), with `sub` = user id and
// `ver` = the user's token version (a password reset raises it, which ends every earlier token) and `jti` = the
// token's own id (a logout revokes just this token: revoked_tokens).
import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const TOKEN_ISSUER = 'officefit';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface JwtOptions {
  secret: string;
  expiresInSeconds: number;
}

export type TokenCheck =
  | {
      ok: true;
      userId: number;
      version: number;
      expiresAt: number;
      impersonation?: number;
      /** The token's own id (claim `jti`; tokens issued before it existed have none), revoked at logout. */
      tokenId?: string;
    }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

let cached: { secret: string; key: KeyObject } | undefined;

/**
 * The secret as a KeyObject, made once per secret: given a string, jsonwebtoken first tries it as a public key
 * (crypto.createPublicKey) on every call, which cost 12 % of the CPU of authenticated requests.
 */
export function jwtKey(secret: string | KeyObject): KeyObject {
  if (typeof secret !== 'string') return secret;
  if (cached?.secret !== secret) cached = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return cached.key;
}

/**
 * Signs an access token for the user; `version` is the user's current token version. `impersonation` names the
 * impersonations row of a staff member's "switch to user" token (claim `imp`; issue 14).
 */
export function signAccessToken(
  userId: number,
  options: JwtOptions,
  version = 0,
  impersonation?: number,
): string {
  const claims = { data: { user: { id: String(userId) } }, ver: version, imp: impersonation };
  return jwt.sign(claims, jwtKey(options.secret), {
    algorithm: 'HS256',
    expiresIn: options.expiresInSeconds,
    issuer: TOKEN_ISSUER,
    subject: String(userId),
    jwtid: randomUUID(),
  });
}

/** Tokens checked good, per key, kept until they expire: most requests carry a token seen a moment ago. */
const goodTokens = new WeakMap<KeyObject, Map<string, Extract<TokenCheck, { ok: true }>>>();
/** Good tokens remembered per key (the least recently used go first). */
export const GOOD_TOKENS_KEPT = 2000;

/**
 * Checks signature, algorithm (HS256 only), issuer and expiry; never throws. No `ver` counts as version 0.
 * A token checked good before is only checked for expiry again: its signature and claims cannot have changed, and
 * nothing else here depends on time (the token's user, version and revocation are the auth repository's checks).
 */
export function checkAccessToken(token: string, secret: string | KeyObject): TokenCheck {
  const key = jwtKey(secret);
  let good = goodTokens.get(key);
  if (!good) goodTokens.set(key, (good = new Map()));
  const kept = good.get(token);
  if (kept) {
    good.delete(token);
    // jsonwebtoken's own rule: expired from the second `exp` names
    if (Math.floor(Date.now() / 1000) >= kept.expiresAt)
      return { ok: false, reason: 'expired', message: 'Expired token' };
    good.set(token, kept);
    return kept;
  }
  const check = verifyAccessToken(token, key);
  if (check.ok) {
    good.set(token, check);
    if (good.size > GOOD_TOKENS_KEPT) good.delete(good.keys().next().value!);
  }
  return check;
}

function verifyAccessToken(token: string, key: KeyObject): TokenCheck {
  try {
    const payload = jwt.verify(token, key, { algorithms: ['HS256'], issuer: TOKEN_ISSUER });
    const userId = typeof payload === 'object' ? Number(payload.sub) : NaN;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload !== 'object' || !payload.exp) {
      return { ok: false, reason: 'invalid', message: 'User ID not found in the token' };
    }
    const version: unknown = payload.ver ?? 0;
    if (!Number.isSafeInteger(version) || (version as number) < 0) {
      return { ok: false, reason: 'invalid', message: 'Invalid token' };
    }
    const imp: unknown = payload.imp;
    if (imp !== undefined && (!Number.isSafeInteger(imp) || (imp as number) <= 0)) {
      return { ok: false, reason: 'invalid', message: 'Invalid token' };
    }
    const jti: unknown = payload.jti;
    if (jti !== undefined && (typeof jti !== 'string' || !UUID.test(jti))) {
      return { ok: false, reason: 'invalid', message: 'Invalid token' };
    }
    return {
      ok: true,
      userId,
      version: version as number,
      expiresAt: payload.exp,
      ...(imp === undefined ? {} : { impersonation: imp as number }),
      ...(jti === undefined ? {} : { tokenId: jti }),
    };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError)
      return { ok: false, reason: 'expired', message: 'Expired token' };
    return { ok: false, reason: 'invalid', message: 'Invalid token' };
  }
}
