// Access tokens: HS256 JWTs shaped like the WordPress JWT plugin's (`data.user.id`), with `sub` = user id.
import jwt from 'jsonwebtoken';

export const TOKEN_ISSUER = 'officefit';

export interface JwtOptions {
  secret: string;
  expiresInSeconds: number;
}

export type TokenCheck =
  | { ok: true; userId: number; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

/** Signs an access token for the user. */
export function signAccessToken(userId: number, options: JwtOptions): string {
  return jwt.sign({ data: { user: { id: String(userId) } } }, options.secret, {
    algorithm: 'HS256',
    expiresIn: options.expiresInSeconds,
    issuer: TOKEN_ISSUER,
    subject: String(userId),
  });
}

/** Checks signature, algorithm, issuer and expiry; never throws. */
export function checkAccessToken(token: string, secret: string): TokenCheck {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: TOKEN_ISSUER });
    const userId = typeof payload === 'object' ? Number(payload.sub) : NaN;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload !== 'object' || !payload.exp) {
      return { ok: false, reason: 'invalid', message: 'User ID not found in the token' };
    }
    return { ok: true, userId, expiresAt: payload.exp };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError)
      return { ok: false, reason: 'expired', message: 'Expired token' };
    return { ok: false, reason: 'invalid', message: 'Invalid token' };
  }
}
