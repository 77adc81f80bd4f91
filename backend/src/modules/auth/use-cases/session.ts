// POST token/refresh and token/revoke: a session renews itself with its refresh token, and a logout ends it.
import { AppError } from '../../../shared/errors';
import { checkAccessToken, signAccessToken } from '../../../shared/jwt';
import { type TokenResponse, toTokenResponse } from '../mappers';
import type { AuthDeps } from './deps';
import { verifyAccessToken } from './verify-token';

/** A refresh's answer: a new access token and the refresh token that replaces the one sent. */
export interface RefreshResult {
  response: TokenResponse;
  refresh: string;
}

/** One answer for every refused refresh (unknown, expired, revoked, reused): the browser must log in again. */
function refreshRefused(): AppError {
  return new AppError('unauthorized', 'refresh_token_invalid', 'Please log in again.', { status: 401 });
}

/** Rotates the refresh token of the cookie; AppError `refresh_token_invalid` (401) when it opens nothing. */
export async function refresh(
  { repo, options, jwt }: AuthDeps,
  token: string | undefined,
): Promise<RefreshResult> {
  if (!options.refresh || !token) throw refreshRefused();
  const rotation = await options.refresh.rotate(token);
  if (!rotation.ok) throw refreshRefused();
  // deactivated by the company's directory since the login: no new access token (issue 37)
  const user = await repo.findActiveById(rotation.userId);
  if (!user) throw refreshRefused();
  const access = signAccessToken(user.id, jwt, user.token_version);
  return { response: toTokenResponse(user, access), refresh: rotation.token };
}

/** Logout: ends this (valid) token at once and every refresh token of the user. */
export async function revoke(deps: AuthDeps, token: string): Promise<void> {
  const { repo, options, key } = deps;
  const user = await verifyAccessToken(deps, token);
  // no session may renew itself after a logout (issue 36); access tokens of other devices end within minutes
  await options.refresh?.revokeAll(user.id);
  const check = checkAccessToken(token, key);
  if (!check.ok) return;
  // a token from before token ids existed can only be ended with all of the user's tokens
  if (!check.tokenId) return repo.revokeAllTokens(user.id);
  await repo.revokeToken(user.id, check.tokenId, new Date(check.expiresAt * 1000));
}
