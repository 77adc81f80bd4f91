// Public surface of the auth module: its router, the token verifier that other routes authenticate with, and
// token revocation / login-counter reset for the password flows.
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { Listen } from '../../db/notifications';
import type { Database } from '../../db/schema';
import type { TokenVerifier } from '../../shared/auth';
import type { JwtOptions } from '../../shared/jwt';
import { cancelDeletionOnLogin } from '../privacy';
import { createRefreshStore } from './refresh';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService, type LoginLimit } from './service';
import { createTokenUserCache, withTokenUserCache } from './token-user-cache';
import { logger } from '../../shared/logger';

/** Where migration 0026's triggers announce writes that change a token check. */
export const AUTH_CHANGES_CHANNEL = 'officefit_auth';

export { clearLoginFailures, createAuthRepository, revokeTokens } from './repository';
export { DEFAULT_LOGIN_LIMIT, type LoginLimit, type ThrottleRule } from './service';
export { toTokenResponse, type TokenResponse } from './mappers';
export { cookieValue } from './device';
export { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './refresh';
export { refreshCookieFor } from './refresh-cookie';

export interface AuthModuleDeps {
  db: Kysely<Database>;
  jwt: JwtOptions;
  loginLimit?: LoginLimit;
  /** The database's notifications: with them, token checks are kept in the process (token-user-cache.ts). */
  listen?: Listen;
  /** Whether the user's company allows only its single sign-on (sso module); absent: password login is open. */
  passwordLoginRefused?: (userId: number) => Promise<boolean>;
}

export interface AuthModule {
  router: Router;
  verifyAccessToken: TokenVerifier;
}

/** Wires the auth module: repository → service → router. */
export function createAuthModule({
  db,
  jwt,
  loginLimit,
  listen,
  passwordLoginRefused,
}: AuthModuleDeps): AuthModule {
  let repo = createAuthRepository(db);
  if (listen) {
    const cache = createTokenUserCache();
    repo = withTokenUserCache(repo, cache);
    // until the listener is live nothing is kept; a failure to start leaves every check to the database
    listen(AUTH_CHANGES_CHANNEL, { notify: cache.changed, live: cache.live }).catch((error: unknown) =>
      logger.warn({ err: error }, 'auth: token checks are not kept'),
    );
  }
  const service = createAuthService(repo, {
    jwt,
    loginLimit,
    cancelPendingDeletion: (userId) => cancelDeletionOnLogin(db, userId),
    passwordLoginRefused,
    refresh: createRefreshStore(db),
  });
  return { router: authRoutes(service), verifyAccessToken: (token) => service.verifyAccessToken(token, 401) };
}
