// What every auth use case shares: the repository, the caller's options, the login limit and the token key.
import { type JwtOptions, jwtKey } from '../../../shared/jwt';
import type { RefreshStore } from '../refresh';
import type { AuthRepository } from '../repository';
import { DEFAULT_LOGIN_LIMIT, type LoginLimit } from '../throttle';

export interface AuthServiceOptions {
  jwt: JwtOptions;
  loginLimit?: LoginLimit;
  /**
   * Called after a successful login: cancels the account's pending deletion (privacy module) and says whether it
   * did, so the answer can tell the user. Absent: nothing is cancelled (unit tests).
   */
  cancelPendingDeletion?: (userId: number) => Promise<boolean>;
  /** Whether the user's company allows only its single sign-on (sso module); absent: password login is open. */
  passwordLoginRefused?: (userId: number) => Promise<boolean>;
  /** Where refresh tokens are kept (refresh.ts); absent: logins get no refresh token (unit tests). */
  refresh?: RefreshStore;
}

export interface AuthDeps {
  repo: AuthRepository;
  options: AuthServiceOptions;
  limit: LoginLimit;
  jwt: JwtOptions;
  /** The key the access tokens are checked with, derived once from the secret. */
  key: ReturnType<typeof jwtKey>;
}

export function authDeps(repo: AuthRepository, options: AuthServiceOptions): AuthDeps {
  const jwt = { ...options.jwt };
  return { repo, options, limit: options.loginLimit ?? DEFAULT_LOGIN_LIMIT, jwt, key: jwtKey(jwt.secret) };
}
