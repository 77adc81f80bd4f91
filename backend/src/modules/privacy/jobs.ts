// The privacy module's jobs: the one-off erasure of an account whose grace period ended, and the daily health
// data retention (spec §9).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../shared/storage';
import type { JobDefinition } from '../jobs';
import { eraseAccount } from './erase';
import { deleteExpiredHealthData } from './retention';
import { ERASE_JOB } from './service';

export const RETENTION_JOB = 'privacy.health_retention';

export function eraseAccountJob(
  db: Kysely<Database>,
  storage: FileStorage,
): JobDefinition<{ userId: number }, { erased: boolean }> {
  return {
    name: ERASE_JOB,
    async run({ payload, now }) {
      const { erased, avatarKey } = await eraseAccount(db, payload.userId, now);
      if (avatarKey) await storage.delete(avatarKey);
      return { erased };
    },
  };
}

export function healthRetentionJob(db: Kysely<Database>): JobDefinition<unknown, { deleted: number }> {
  return {
    name: RETENTION_JOB,
    everySeconds: 24 * 3600,
    run: async ({ now }) => ({ deleted: await deleteExpiredHealthData(db, now) }),
  };
}
