// POST me/password: a password change ends every other session.
import type { ChangePasswordBody } from '../../../shared/domain';
import { signAccessToken } from '../../../shared/jwt';
import { hashPassword, verifyPassword } from '../../../shared/password';
import { revokeTokens, toTokenResponse, type TokenResponse } from '../../auth';
import * as repo from '../repository';
import { invalidUser, type ProfileServiceDeps, wrongPassword } from './context';

/**
 * Checks the old password, stores the new one and raises the token version: every token issued before is
 * refused from now on. The answer carries a fresh token so this session goes on.
 */
export async function changePassword(
  { db, jwt }: ProfileServiceDeps,
  userId: number,
  body: ChangePasswordBody,
): Promise<TokenResponse> {
  const row = await repo.findProfileRow(db, userId);
  if (!row) throw invalidUser();
  if (!(await verifyPassword(body.old_password, row.password_hash))) {
    // the spec's message (§8 "Error during password change")
    throw wrongPassword('old_password', 'password_change_failed', 'Error during password change');
  }
  const hash = await hashPassword(body.new_password);
  const version = await db.transaction().execute(async (tx) => {
    await repo.findProfileRow(tx, userId, true);
    await repo.updateUser(tx, userId, { password_hash: hash });
    await revokeTokens(tx, userId);
    const updated = await repo.findProfileRow(tx, userId);
    return updated!.token_version;
  });
  return toTokenResponse(row, signAccessToken(userId, jwt, version));
}
