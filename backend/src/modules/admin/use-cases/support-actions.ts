// Customer-service actions on one user (verification mail, password reset link, login unlock); each completes
// the request's audit row with its target and the state before and after.
import { auditDetails } from '../../audit';
import { clearLoginFailures } from '../../auth';
import type { AdminUserDetail } from '../mappers';
import { failedLogins } from '../repository';
import { type Acting, type AdminDeps, userOrThrow } from './context';

export async function resendVerification(
  deps: AdminDeps,
  id: number,
  { actorId, res }: Acting,
): Promise<{ sent: boolean }> {
  const row = await userOrThrow(deps, id);
  // a verified address needs no link; the membership module would quietly send none
  const sent = !row.email_verified;
  if (sent) await deps.actions.resendVerification(id);
  await auditDetails(deps.db, res, actorId, {
    action: 'user.verification_resent',
    targetUserId: id,
    after: { sent },
  });
  return { sent };
}

export async function sendResetLink(
  deps: AdminDeps,
  id: number,
  { actorId, res }: Acting,
): Promise<{ sent: true }> {
  const row = await userOrThrow(deps, id);
  await deps.actions.sendResetLink(row.email);
  await auditDetails(deps.db, res, actorId, { action: 'user.reset_link_sent', targetUserId: id });
  return { sent: true };
}

export async function unlockLogin(
  deps: AdminDeps,
  id: number,
  { actorId, res }: Acting,
): Promise<AdminUserDetail['login']> {
  const { db } = deps;
  const row = await userOrThrow(deps, id);
  const before = await failedLogins(db, row.email);
  await clearLoginFailures(db, row.email);
  await auditDetails(db, res, actorId, {
    action: 'user.login_unlocked',
    targetUserId: id,
    before: { failed_attempts: before.count, blocked_until: before.blockedUntil },
    after: { failed_attempts: 0, blocked_until: null },
  });
  return { failed_attempts: 0, blocked_until: null };
}
