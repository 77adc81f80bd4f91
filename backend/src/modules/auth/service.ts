// Login and token checks. Failed logins are counted per account (or per unknown name) in the database.
import type { AuthUser } from '../../shared/auth';
import { AppError } from '../../shared/errors';
import { checkAccessToken, type JwtOptions, signAccessToken } from '../../shared/jwt';
import { dummyPasswordHash, verifyPassword } from '../../shared/password';
import { type TokenResponse, toTokenResponse } from './mappers';
import type { AuthRepository, Credentials } from './repository';
import type { TokenBody } from './schemas';

export interface LoginLimit {
  maxFailures: number;
  windowSeconds: number;
}

/** 10 failed attempts per e-mail per 15 minutes. */
export const DEFAULT_LOGIN_LIMIT: LoginLimit = { maxFailures: 10, windowSeconds: 15 * 60 };

export interface AuthServiceOptions {
  jwt: JwtOptions;
  loginLimit?: LoginLimit;
}

export interface AuthService {
  login(body: TokenBody): Promise<TokenResponse>;
  /** The user of a valid token; AppError `jwt_auth_invalid_token` with `status` otherwise. */
  verifyAccessToken(token: string, status?: 401 | 403): Promise<AuthUser>;
}

/** Business rules of jwt-auth/v1. */
export function createAuthService(repo: AuthRepository, options: AuthServiceOptions): AuthService {
  const limit = options.loginLimit ?? DEFAULT_LOGIN_LIMIT;

  async function findUser(name: string): Promise<Credentials | undefined> {
    if (name.includes('@')) return repo.findByEmail(name);
    const matches = await repo.findByLocalPart(name);
    // a user name shared by two e-mail domains identifies nobody
    return matches.length === 1 ? matches[0] : undefined;
  }

  async function fail(key: string, error: AppError): Promise<never> {
    await repo.recordFailure(key, limit.windowSeconds);
    throw error;
  }

  return {
    async login({ username, password }) {
      const name = username.trim().toLowerCase();
      const user = await findUser(name);
      const key = `login:${user ? user.email : name}`;

      const { count, retryAfterSeconds } = await repo.recentFailures(key, limit.windowSeconds);
      if (count >= limit.maxFailures) {
        throw new AppError(
          'too_many_requests',
          'too_many_requests',
          'Too many failed login attempts. Please try again later.',
          {
            headers: { 'Retry-After': String(retryAfterSeconds) },
          },
        );
      }

      if (!user) {
        // same work as a wrong password, so response times do not reveal which e-mails exist
        await verifyPassword(password, await dummyPasswordHash());
        return fail(
          key,
          name.includes('@')
            ? new AppError(
                'forbidden',
                '[jwt_auth] invalid_email',
                'Unknown email address. Check again or try your username.',
              )
            : new AppError(
                'forbidden',
                '[jwt_auth] invalid_username',
                'Unknown username. Check again or try your email address.',
              ),
        );
      }
      if (!(await verifyPassword(password, user.password_hash))) {
        return fail(
          key,
          new AppError(
            'forbidden',
            '[jwt_auth] incorrect_password',
            `The password you entered for the email address ${user.email} is incorrect.`,
          ),
        );
      }
      await repo.clearFailures(key);
      return toTokenResponse(user, signAccessToken(user.id, options.jwt));
    },

    async verifyAccessToken(token, status = 401) {
      const kind = status === 401 ? 'unauthorized' : 'forbidden';
      const check = checkAccessToken(token, options.jwt.secret);
      if (!check.ok) throw new AppError(kind, 'jwt_auth_invalid_token', check.message, { status });
      const user = await repo.findAuthUser(check.userId);
      if (!user) throw new AppError(kind, 'jwt_auth_invalid_token', 'User not found', { status });
      return user;
    },
  };
}
