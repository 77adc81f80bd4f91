// Login and token checks. Every login attempt is taken from counters before the password is checked (see
// throttle.ts): from an unknown browser the account from this client, the account from all clients, and this
// client over all accounts; from a browser that logged in to the account before (device.ts) its own counter only.
import { createHash } from 'node:crypto';
import type { AuthUser } from '../../shared/auth';
import { AppError } from '../../shared/errors';
import { can } from '../../shared/permissions';
import { checkAccessToken, type JwtOptions, jwtKey, signAccessToken } from '../../shared/jwt';
import { dummyPasswordHash, verifyPassword } from '../../shared/password';
import { issueDevice, readDevice } from './device';
import type { RefreshStore } from './refresh';
import { type TokenResponse, toTokenResponse } from './mappers';
import { accountKey, type AuthRepository, type Credentials } from './repository';
import type { TokenBody } from './schemas';
import { type Counter, DEFAULT_LOGIN_LIMIT, type LoginLimit } from './throttle';

export { DEFAULT_LOGIN_LIMIT, type LoginLimit, type ThrottleRule } from './throttle';

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

/**
 * A login's answer, the device cookie the browser keeps for its next logins (device.ts) and the refresh token
 * for its cookie (refresh.ts; absent without a refresh store).
 */
export interface LoginResult {
  response: TokenResponse;
  device: string;
  refresh?: string;
}

/** A refresh's answer: a new access token and the refresh token that replaces the one sent. */
export interface RefreshResult {
  response: TokenResponse;
  refresh: string;
}

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

const clientId = (client: string) => createHash('sha256').update(client).digest('hex').slice(0, 32);

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError(
    'too_many_requests',
    'too_many_requests',
    'Too many failed login attempts. Please try again later.',
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

/**
 * The one answer to wrong credentials. WordPress's code `incorrect_password` is kept (clients know it), without
 * WordPress's message naming the account, and also for unknown e-mails and user names.
 */
function badCredentials(): AppError {
  return new AppError(
    'forbidden',
    '[jwt_auth] incorrect_password',
    'The e-mail address or the password is incorrect.',
  );
}

function accountDeactivated(): AppError {
  return new AppError(
    'forbidden',
    'account_deactivated',
    'Your company has deactivated this account. Please ask your company.',
  );
}

/** One answer for every refused refresh (unknown, expired, revoked, reused): the browser must log in again. */
function refreshRefused(): AppError {
  return new AppError('unauthorized', 'refresh_token_invalid', 'Please log in again.', { status: 401 });
}

/** Business rules of jwt-auth/v1. */
export function createAuthService(repo: AuthRepository, options: AuthServiceOptions): AuthService {
  const limit = options.loginLimit ?? DEFAULT_LOGIN_LIMIT;
  const jwt = { ...options.jwt };
  const key = jwtKey(jwt.secret);

  async function findUser(name: string): Promise<Credentials | undefined> {
    if (name.includes('@')) return repo.findByEmail(name);
    const matches = await repo.findByLocalPart(name);
    // a user name shared by two e-mail domains identifies nobody
    return matches.length === 1 ? matches[0] : undefined;
  }

  const service: AuthService = {
    async login({ username, password }, client, deviceCookie) {
      const name = username.trim().toLowerCase();
      const user = await findUser(name);
      const account = accountKey(user ? user.email : name);
      const device = user ? readDevice(jwt.secret, deviceCookie) : null;
      const known = device !== null && device.userId === user?.id;
      const from = clientId(client);
      // a known device answers for itself only: guessing elsewhere fills the account's counters, never its own
      const counters: Counter[] = known
        ? [{ key: `${account}|device:${device.id}`, rule: limit.accountClient }]
        : [
            { key: `${account}|${from}`, rule: limit.accountClient },
            { key: account, rule: limit.account },
            { key: `client:${from}`, rule: limit.client },
          ];
      // taken before the password is checked, so parallel attempts cannot all pass one check
      const blocked = await repo.takeAttempt(counters, limit);
      if (blocked) throw tooMany(blocked.retryAfterSeconds);

      // an unknown account and a wrong password get the same work and the same answer, so neither the time nor
      // the body tells an attacker which e-mails have an account (OWASP ASVS 2.2.1 / 3.2: no account enumeration)
      const matches = await verifyPassword(password, user ? user.password_hash : await dummyPasswordHash());
      if (!user || !matches) throw badCredentials();
      // told only to whoever knows the password: the company's directory switched the account off (issue 37)
      if (user.deactivated_at) throw accountDeactivated();
      // checked after the password, so the answer tells nothing about an account to someone without its password
      if (await options.passwordLoginRefused?.(user.id)) {
        throw new AppError(
          'forbidden',
          'sso_required',
          'Your company signs you in with your company account. Please use "Sign in with company account".',
        );
      }
      const [own, ...shared] = counters as [Counter, ...Counter[]];
      await repo.giveBack(own.key, shared);
      const response = toTokenResponse(user, signAccessToken(user.id, jwt, user.token_version));
      // a fresh cookie on every login: a copied one stops being the device's once the browser logs in again
      const issued = issueDevice(jwt.secret, user.id);
      const refresh = await options.refresh?.issue(user.id);
      // logging in during the grace period means the user is back: the deletion is off, and the answer says so
      if (await options.cancelPendingDeletion?.(user.id)) {
        return { response: { ...response, deletion_cancelled: true }, device: issued, refresh };
      }
      return { response, device: issued, refresh };
    },

    async refresh(token) {
      if (!options.refresh || !token) throw refreshRefused();
      const rotation = await options.refresh.rotate(token);
      if (!rotation.ok) throw refreshRefused();
      // deactivated by the company's directory since the login: no new access token (issue 37)
      const user = await repo.findActiveById(rotation.userId);
      if (!user) throw refreshRefused();
      const access = signAccessToken(user.id, jwt, user.token_version);
      return { response: toTokenResponse(user, access), refresh: rotation.token };
    },

    async revoke(token) {
      const user = await service.verifyAccessToken(token);
      // no session may renew itself after a logout (issue 36); access tokens of other devices end within minutes
      await options.refresh?.revokeAll(user.id);
      const check = checkAccessToken(token, key);
      if (!check.ok) return;
      // a token from before token ids existed can only be ended with all of the user's tokens
      if (!check.tokenId) return repo.revokeAllTokens(user.id);
      await repo.revokeToken(user.id, check.tokenId, new Date(check.expiresAt * 1000));
    },

    async verifyAccessToken(token, status = 401) {
      const kind = status === 401 ? 'unauthorized' : 'forbidden';
      const check = checkAccessToken(token, key);
      if (!check.ok) throw new AppError(kind, 'jwt_auth_invalid_token', check.message, { status });
      const found = await repo.findAuthUser(check.userId, check.tokenId);
      if (!found) throw new AppError(kind, 'jwt_auth_invalid_token', 'User not found', { status });
      const { token_version: version, revoked, validForMs: _validFor, ...user } = found;
      // issued before the user's last password reset (or any other revocation), or ended by a logout
      if (version !== check.version || revoked) {
        throw new AppError(kind, 'jwt_auth_invalid_token', 'Invalid token', { status });
      }
      if (check.impersonation === undefined) return user;
      // a switched session lives only while its row is open and its staff member may still switch
      const session = await repo.findImpersonation(check.impersonation);
      if (
        !session?.live ||
        session.target_id !== user.id ||
        !can({ roles: session.actor_roles }, 'users.impersonate')
      ) {
        throw new AppError(kind, 'jwt_auth_invalid_token', 'Impersonation ended', { status });
      }
      return {
        ...user,
        impersonation: {
          id: session.id,
          actor: {
            id: session.actor_id,
            email: session.actor_email,
            first_name: session.actor_first_name,
            last_name: session.actor_last_name,
          },
        },
      };
    },
  };
  return service;
}
