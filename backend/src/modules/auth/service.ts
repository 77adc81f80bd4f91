// Login and token checks (jwt-auth/v1), one file per use case under use-cases/; this factory only hands them their
// deps. Login attempts are throttled before the password is checked (use-cases/login.ts, throttle.ts).
import type { AuthUser } from '../../shared/auth';
import { bindUseCases } from '../../shared/use-cases';
import type { AuthRepository } from './repository';
import type { TokenBody } from './schemas';
import { authDeps, type AuthServiceOptions } from './use-cases/deps';
import { login, type LoginResult } from './use-cases/login';
import { refresh, type RefreshResult, revoke } from './use-cases/session';
import { verifyAccessToken } from './use-cases/verify-token';

export { DEFAULT_LOGIN_LIMIT, type LoginLimit, type ThrottleRule } from './throttle';
export type { AuthServiceOptions } from './use-cases/deps';
export type { LoginResult } from './use-cases/login';
export type { RefreshResult } from './use-cases/session';

export interface AuthService {
  /**
   * `client` is the caller's address (req.ip); only a hash of it is stored. `device` is the browser's device
   * cookie, if it sent one.
   */
  login(body: TokenBody, client: string, device?: string): Promise<LoginResult>;
  /** The user of a valid token; AppError `jwt_auth_invalid_token` with `status` otherwise. */
  verifyAccessToken(token: string, status?: 401 | 403): Promise<AuthUser>;
  /** Logout: ends this (valid) token at once and every refresh token of the user. */
  revoke(token: string): Promise<void>;
  /** Rotates the refresh token of the cookie; AppError `refresh_token_invalid` (401) when it opens nothing. */
  refresh(token: string | undefined): Promise<RefreshResult>;
}

/** Business rules of jwt-auth/v1. */
export function createAuthService(repo: AuthRepository, options: AuthServiceOptions): AuthService {
  return bindUseCases(authDeps(repo, options), { login, verifyAccessToken, revoke, refresh });
}
