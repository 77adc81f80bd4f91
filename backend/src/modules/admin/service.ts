// Business rules of officefit/v1/admin/* (who may call them is decided in routes.ts by the permission table).
// Every action completes the request's audit row (audit module) with its target and the state before and after.
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { auditDetails } from '../audit';
import { clearLoginFailures } from '../auth';
import { type AdminUser, type AdminUserDetail, toAdminUser, toAdminUserDetail } from './mappers';
import {
  addStaffHistory,
  customerHistory,
  failedLogins,
  findUser,
  lockMembership,
  searchUsers,
  setMembershipEnd,
} from './repository';
import type { ChangeMembershipBody, ListUsersQuery } from './schemas';

/** The other modules' calls the customer-service actions use (their public surfaces, wired in index.ts). */
export interface AdminActions {
  resendVerification(userId: number): Promise<unknown>;
  sendResetLink(email: string): Promise<unknown>;
}

/** Who acts, and the response whose audit row the action completes. */
export interface Acting {
  actorId: number;
  res: Response;
}

export interface AdminService {
  searchUsers(query: ListUsersQuery): Promise<{ items: AdminUser[]; total: number }>;
  user(id: number): Promise<AdminUserDetail>;
  resendVerification(id: number, acting: Acting): Promise<{ sent: boolean }>;
  sendResetLink(id: number, acting: Acting): Promise<{ sent: true }>;
  unlockLogin(id: number, acting: Acting): Promise<AdminUserDetail['login']>;
  changeMembership(id: number, body: ChangeMembershipBody, acting: Acting): Promise<AdminUserDetail>;
}

const userNotFound = () => new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');

export function createAdminService(db: Kysely<Database>, actions: AdminActions): AdminService {
  async function userOrThrow(id: number) {
    const row = await findUser(db, id);
    if (!row) throw userNotFound();
    return row;
  }

  async function detail(id: number): Promise<AdminUserDetail> {
    const row = await userOrThrow(id);
    return toAdminUserDetail(row, await customerHistory(db, row));
  }

  return {
    async searchUsers(query) {
      const { rows, total } = await searchUsers(db, { ...query, search: query.search || undefined });
      return { items: rows.map(toAdminUser), total };
    },

    user: detail,

    async resendVerification(id, { actorId, res }) {
      const row = await userOrThrow(id);
      // a verified address needs no link; the membership module would quietly send none
      const sent = !row.email_verified;
      if (sent) await actions.resendVerification(id);
      await auditDetails(db, res, actorId, {
        action: 'user.verification_resent',
        targetUserId: id,
        after: { sent },
      });
      return { sent };
    },

    async sendResetLink(id, { actorId, res }) {
      const row = await userOrThrow(id);
      await actions.sendResetLink(row.email);
      await auditDetails(db, res, actorId, { action: 'user.reset_link_sent', targetUserId: id });
      return { sent: true };
    },

    async unlockLogin(id, { actorId, res }) {
      const row = await userOrThrow(id);
      const before = await failedLogins(db, row.email);
      await clearLoginFailures(db, row.email);
      await auditDetails(db, res, actorId, {
        action: 'user.login_unlocked',
        targetUserId: id,
        before: { failed_attempts: before.count, blocked_until: before.blockedUntil },
        after: { failed_attempts: 0, blocked_until: null },
      });
      return { failed_attempts: 0, blocked_until: null };
    },

    async changeMembership(id, body, { actorId, res }) {
      await userOrThrow(id);
      const change = await db.transaction().execute(async (tx) => {
        const before = await lockMembership(tx, id, body.membership_id);
        if (!before) throw new AppError('not_found', 'membership_not_found', 'Membership not found.');
        if (before.status === 'awaiting_payment') {
          throw new AppError(
            'conflict',
            'payment_not_confirmed',
            'Confirm the payment before changing this membership.',
          );
        }
        // the membership runs through the whole chosen day, German time
        const updated = await setMembershipEnd(tx, before.id, body.ends_at);
        if (!updated) {
          throw new AppError(
            'invalid_data',
            'ends_at_before_start',
            'The new end date lies before the start of the membership.',
          );
        }
        const after = (await lockMembership(tx, id, before.id))!;
        await addStaffHistory(tx, {
          membershipId: before.id,
          userId: id,
          from: before.state,
          to: after.state,
          detail:
            body.note || `ends_at ${before.ends_at?.toISOString() ?? '–'} → ${after.ends_at!.toISOString()}`,
          actorId,
        });
        return { before, after };
      });
      const view = (m: typeof change.before) => ({
        membership_id: m.id,
        state: m.state,
        ends_at: m.ends_at?.toISOString() ?? null,
      });
      await auditDetails(db, res, actorId, {
        action: 'membership.changed',
        targetUserId: id,
        subject: `membership:${change.before.id}`,
        before: view(change.before),
        after: view(change.after),
      });
      return detail(id);
    },
  };
}
