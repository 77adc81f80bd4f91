// POST token: a password login. Every login attempt is taken from counters before the password is checked (see
// throttle.ts): from an unknown browser the account from this client, the account from all clients, and this
// client over all accounts; from a browser that logged in to the account before (device.ts) its own counter only.
import { createHash } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { signAccessToken } from '../../../shared/jwt';
import { dummyPasswordHash, verifyPassword } from '../../../shared/password';
import { issueDevice, readDevice } from '../device';
import { type TokenResponse, toTokenResponse } from '../mappers';
import { accountKey, type AuthRepository, type Credentials } from '../repository';
import type { TokenBody } from '../schemas';
import type { Counter } from '../throttle';
import type { AuthDeps } from './deps';

/**
 * A login's answer, the device cookie the browser keeps for its next logins (device.ts) and the refresh token
 * for its cookie (refresh.ts; absent without a refresh store).
 */
export interface LoginResult {
  response: TokenResponse;
  device: string;
  refresh?: string;
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

async function findUser(repo: AuthRepository, name: string): Promise<Credentials | undefined> {
  if (name.includes('@')) return repo.findByEmail(name);
  const matches = await repo.findByLocalPart(name);
  // a user name shared by two e-mail domains identifies nobody
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * `client` is the caller's address (req.ip); only a hash of it is stored. `device` is the browser's device
 * cookie, if it sent one.
 */
export async function login(
  { repo, options, limit, jwt }: AuthDeps,
  { username, password }: TokenBody,
  client: string,
  deviceCookie?: string,
): Promise<LoginResult> {
  const name = username.trim().toLowerCase();
  const user = await findUser(repo, name);
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
}
