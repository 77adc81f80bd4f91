// Public surface of the auth module: its router, the token verifier that other routes authenticate with, and
// token revocation / login-counter reset for the password flows.
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TokenVerifier } from '../../shared/auth';
import type { JwtOptions } from '../../shared/jwt';
import { cancelDeletionOnLogin } from '../privacy';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService, type LoginLimit } from './service';

export { clearLoginFailures, revokeTokens } from './repository';
export { DEFAULT_LOGIN_LIMIT, type LoginLimit, type ThrottleRule } from './service';
export { toTokenResponse, type TokenResponse } from './mappers';

export interface AuthModuleDeps {
  db: Kysely<Database>;
  jwt: JwtOptions;
  loginLimit?: LoginLimit;
}

export interface AuthModule {
  router: Router;
  verifyAccessToken: TokenVerifier;
}

/** Wires the auth module: repository → service → router. */
export function createAuthModule({ db, jwt, loginLimit }: AuthModuleDeps): AuthModule {
  const service = createAuthService(createAuthRepository(db), {
    jwt,
    loginLimit,
    cancelPendingDeletion: (userId) => cancelDeletionOnLogin(db, userId),
  });
  return { router: authRoutes(service), verifyAccessToken: (token) => service.verifyAccessToken(token, 401) };
}
