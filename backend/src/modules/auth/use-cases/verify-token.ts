// The token check of every authenticated request: the token's signature and expiry, then the user, its token
// version and revocations (kept in the process by token-user-cache.ts), and a switched session's row.
import type { AuthUser } from '../../../shared/auth';
import { AppError } from '../../../shared/errors';
import { checkAccessToken } from '../../../shared/jwt';
import { can } from '../../../shared/permissions';
import type { AuthDeps } from './deps';

/** The user of a valid token; AppError `jwt_auth_invalid_token` with `status` otherwise. */
export async function verifyAccessToken(
  { repo, key }: AuthDeps,
  token: string,
  status: 401 | 403 = 401,
): Promise<AuthUser> {
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
}
