// The refresh cookie on the wire (issue 36). Every answer that starts a session sets it: the password login, the
// SSO ticket, the registration and the password change (which revoked the earlier ones); without it such a session
// would end with its first access token.
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { checkAccessToken } from '../../shared/jwt';
import { createRefreshStore, REFRESH_COOKIE, REFRESH_COOKIE_PATH, REFRESH_TTL_SECONDS } from './refresh';

/** Secure whenever the site is served over https (behind the gateway req.secure alone may not know). */
export function secureCookie(req: Request): boolean {
  const siteUrl = (req.app.locals as { siteUrl?: string }).siteUrl;
  return req.secure || siteUrl?.startsWith('https:') === true;
}

/**
 * Sets (or with null removes) the refresh cookie: httpOnly (no script reads it), SameSite=Strict (no other site's
 * page makes the browser send it; the server render never needs it) and sent to the refresh call only.
 */
export function setRefreshCookie(req: Request, res: Response, token: string | null): void {
  const options = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookie(req),
    path: REFRESH_COOKIE_PATH,
  };
  if (token === null) res.clearCookie(REFRESH_COOKIE, options);
  else res.cookie(REFRESH_COOKIE, token, { ...options, maxAge: REFRESH_TTL_SECONDS * 1000 });
}

/**
 * For routes outside this module that answer an access token they just signed: a new refresh family for the
 * token's user, in the answer's cookie.
 */
export function refreshCookieFor(db: Kysely<Database>, secret: string) {
  const store = createRefreshStore(db);
  return async (req: Request, res: Response, accessToken: string): Promise<void> => {
    const check = checkAccessToken(accessToken, secret);
    if (!check.ok) return;
    setRefreshCookie(req, res, await store.issue(check.userId));
  };
}
