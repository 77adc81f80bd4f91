// SMS leave the process through a one-off job of the jobs module, queued in the transaction that claims the
// notification (like the e-mail in the outbox): a provider that fails or does not answer is retried with
// back-off, and after SMS_MAX_ATTEMPTS the job is dead with its last error in the admin job list — no SMS is
// lost silently. The payload holds the user's id, not the number: the number is read when sending, so a user who
// removed it, switched SMS off or was erased in between gets nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueJob, type JobDefinition } from '../jobs';
import { logger } from '../../shared/logger';
import type { SmsProvider } from './sms';

export const SMS_JOB = 'notifications.sms';
/** Attempts before an SMS is given up (about 7 minutes with the back-off below). */
export const SMS_MAX_ATTEMPTS = 4;

export interface SmsJobPayload {
  userId: number;
  text: string;
}

/** Queues one SMS; pass the notification's transaction. `dedupeKey` makes a second queueing add nothing. */
export async function queueSms(
  db: Kysely<Database>,
  payload: SmsJobPayload,
  dedupeKey: string,
): Promise<void> {
  await enqueueJob(db, SMS_JOB, payload, { key: `${payload.userId}:${dedupeKey}`.slice(0, 200) });
}

/** The handler: sends through `sms`; a failure throws, so the runner records it and retries. */
export function smsJob(
  db: Kysely<Database>,
  sms: SmsProvider,
): JobDefinition<SmsJobPayload, { sent: boolean }> {
  return {
    name: SMS_JOB,
    maxAttempts: SMS_MAX_ATTEMPTS,
    backoffSeconds: 60,
    backoffMaxSeconds: 600,
    // a reminder an hour late is no reminder any more
    maxLatenessSeconds: 3600,
    run: async ({ payload, attempt }) => {
      const user = await db
        .selectFrom('users')
        .select(['phone_number', 'sms'])
        .where('id', '=', payload.userId)
        .executeTakeFirst();
      if (!user?.phone_number || user.sms !== 1) return { sent: false };
      try {
        await sms.send(user.phone_number, payload.text);
      } catch (error) {
        logger.warn(
          { userId: payload.userId, attempt, reason: error instanceof Error ? error.message : String(error) },
          `sms via ${sms.name} failed`,
        );
        throw error;
      }
      return { sent: true };
    },
  };
}
