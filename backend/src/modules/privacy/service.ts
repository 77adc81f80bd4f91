// Business rules of the GDPR self-service: data export, account deletion with a grace period (erased by a job),
// withdrawal of the health-data consent.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  type AnamnesisResponse,
  type DeleteAccountBody,
  type DeletionState,
  toLang,
  type WithdrawConsentBody,
} from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { verifyPassword } from '../../shared/password';
import { cancelJob, enqueueJob } from '../jobs';
import type { Clock } from '../kernel';
import { claimNotification, deletionCancelledText } from '../notifications';
import { createHealthProfileService } from '../training';
import { collectExport, type DataExport, exportHtml } from './export';
import * as repo from './repository';

export const ERASE_JOB = 'privacy.erase_account';
export const eraseJobKey = (userId: number) => `user:${userId}`;

/**
 * A login during the grace period: the user is back, so the pending deletion is cancelled (the erasure job
 * deleted) and a notice of kind `account` is put in the notification list, in one transaction. Returns whether
 * a deletion was cancelled; false when none was pending or the account is already erased.
 */
export async function cancelDeletionOnLogin(db: Kysely<Database>, userId: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const user = await repo.lockPendingDeletion(tx, userId);
    if (!user?.deletion_requested_at) return false;
    await repo.clearDeletionRequest(tx, userId);
    await cancelJob(tx, ERASE_JOB, eraseJobKey(userId));
    // one notice per request: a later request cancelled by a later login gets its own
    await claimNotification(tx, {
      user_id: userId,
      kind: 'account',
      dedupe_key: `deletion_cancelled:${user.deletion_requested_at.toISOString()}`,
      ...deletionCancelledText(toLang(user.lang)),
    });
    return true;
  });
}

const invalidUser = () => new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');

export interface PrivacyServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export function createPrivacyService({ db, clock }: PrivacyServiceDeps) {
  const healthProfile = createHealthProfileService(db, clock);

  async function exportOf(userId: number): Promise<DataExport> {
    const data = await collectExport(db, userId, clock());
    if (!data) throw invalidUser();
    return data;
  }

  return {
    exportJson: exportOf,

    async exportHtml(userId: number): Promise<string> {
      const data = await exportOf(userId);
      return exportHtml(data, toLang(String(data.profile.lang)));
    },

    /** Schedules the erasure after the grace period; asking again keeps the first due date. */
    async requestDeletion(userId: number, body: DeleteAccountBody): Promise<DeletionState> {
      return db.transaction().execute(async (tx) => {
        const user = await repo.lockUserForDeletion(tx, userId);
        if (!user) throw invalidUser();
        if (!(await verifyPassword(body.password, user.password_hash))) {
          const message = 'The password is not correct.';
          throw new AppError('invalid_data', 'incorrect_password', message, {
            params: { password: message },
          });
        }
        if (user.deletion_due_at) return { deletion_due: user.deletion_due_at.toISOString() };
        const now = clock();
        const due = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * 86_400_000);
        await repo.markDeletionRequested(tx, userId, now, due);
        await enqueueJob(tx, ERASE_JOB, { userId }, { key: eraseJobKey(userId), runAt: due });
        return { deletion_due: due.toISOString() };
      });
    },

    async cancelDeletion(userId: number): Promise<DeletionState> {
      await db.transaction().execute(async (tx) => {
        await repo.clearDeletionRequest(tx, userId);
        await cancelJob(tx, ERASE_JOB, eraseJobKey(userId));
      });
      return { deletion_due: null };
    },

    /**
     * Withdraws one consent purpose, or all without one: pain tracking deletes the pain points and their history;
     * the plan's purpose (or all) replaces the health profile by the standard one (a standardized plan).
     */
    async withdrawHealthConsent(userId: number, body: WithdrawConsentBody): Promise<AnamnesisResponse> {
      return healthProfile.withdraw(userId, body.purpose);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
