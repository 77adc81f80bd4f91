// The stream-reminder tick (a recurring job, every minute): "remind me" goes out 10 minutes before the start
// (spec §9), once per user and start across processes (the notifier's dedupe key). A reminder the tick reaches
// late (downtime) is still sent until the session starts, never after.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contentLangOf } from '../../shared/domain';
import type { JobDefinition } from '../jobs';
import { type Notifier, streamReminderText } from '../notifications';
import { titleIn } from './mappers';
import { dueStreamReminders } from './repository';

export const STREAM_REMINDER_JOB = 'stream.reminders';
/** Spec §9: the live-stream reminder goes out 10 minutes before the start. */
export const STREAM_REMINDER_LEAD_MINUTES = 10;
const BATCH = 200;

export async function sendDueStreamReminders(
  db: Kysely<Database>,
  notifier: Notifier,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await dueStreamReminders(db, now, STREAM_REMINDER_LEAD_MINUTES, BATCH);
    for (const row of due) {
      if (signal?.aborted) return sent;
      const text = streamReminderText(
        row.lang,
        row.first_name || row.email,
        { title: titleIn(row, contentLangOf(row.lang)), trainer: row.trainer, startsAt: row.starts_at },
        row.time_zone,
      );
      if (await notifier.notify(row, { kind: 'stream', dedupeKey: row.dedupe_key, text })) sent++;
    }
    if (due.length < BATCH) return sent;
  }
}

export function streamReminderJob(
  db: Kysely<Database>,
  notifier: Notifier,
): JobDefinition<unknown, { sent: number }> {
  return {
    name: STREAM_REMINDER_JOB,
    everySeconds: 60,
    run: async ({ now, signal }) => ({ sent: await sendDueStreamReminders(db, notifier, now, signal) }),
  };
}
