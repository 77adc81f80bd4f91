// The reminder tick (a recurring job of the job module, every minute): sends every reminder that fell due since
// shortly before, once per user, local day and time across processes (the notifier's dedupe key). The downtime
// rule has two parts: the job's maxLatenessSeconds skips a tick that starts long after it was due, and the
// query's window never reaches back more than REMINDER_LATENESS_SECONDS, so a reminder is never sent hours late.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobDefinition } from '../jobs';
import { type Notifier, reminderText } from '../notifications';
import { dueReminders, reminderKey } from './repository';

export const REMINDER_JOB = 'reminders.tick';
/** A reminder later than this after its time is not sent any more (spec: not hours late). */
export const REMINDER_LATENESS_SECONDS = 300;
const BATCH = 200;

/** Sends the reminders due at `now`; returns how many this call sent. */
export async function sendDueReminders(
  db: Kysely<Database>,
  notifier: Notifier,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await dueReminders(db, now, REMINDER_LATENESS_SECONDS, BATCH);
    for (const reminder of due) {
      if (signal?.aborted) return sent;
      const created = await notifier.notify(reminder, {
        kind: 'reminder',
        dedupeKey: reminderKey(reminder.local_date, reminder.slot),
        text: reminderText(reminder.lang, reminder.first_name || reminder.email),
      });
      if (created) sent++;
    }
    // sent rows drop out of the query; a short batch was the last
    if (due.length < BATCH) return sent;
  }
}

export function reminderJob(
  db: Kysely<Database>,
  notifier: Notifier,
): JobDefinition<unknown, { sent: number }> {
  return {
    name: REMINDER_JOB,
    everySeconds: 60,
    maxLatenessSeconds: 120,
    run: async ({ now, signal }) => ({ sent: await sendDueReminders(db, notifier, now, signal) }),
  };
}
