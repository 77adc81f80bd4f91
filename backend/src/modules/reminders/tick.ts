// The reminder tick (a recurring job of the job module, every minute): sends every reminder that fell due since
// shortly before, once per user, local day and time across processes (the notifier's dedupe key). The downtime
// rule has two parts: the job's maxLatenessSeconds skips a tick that starts long after it was due, and the
// query's window never reaches back more than REMINDER_LATENESS_SECONDS, so a reminder is never sent hours late.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  type DueNotifications,
  type Notifier,
  notifyDue,
  notifyDueJob,
  reminderText,
} from '../notifications';
import { type DueReminder, dueReminders, reminderKey } from './repository';

export const REMINDER_JOB = 'reminders.tick';
/** A reminder later than this after its time is not sent any more (spec: not hours late). */
export const REMINDER_LATENESS_SECONDS = 300;

const dueDailyReminders: DueNotifications<DueReminder> = {
  due: (db, now, limit) => dueReminders(db, now, REMINDER_LATENESS_SECONDS, limit),
  request: (reminder) => ({
    kind: 'reminder',
    dedupeKey: reminderKey(reminder.local_date, reminder.slot),
    text: reminderText(reminder.lang, reminder.first_name || reminder.email),
  }),
};

/** Sends the reminders due at `now`; returns how many this call sent. */
export const sendDueReminders = (db: Kysely<Database>, notifier: Notifier, now: Date, signal?: AbortSignal) =>
  notifyDue(dueDailyReminders, db, notifier, now, signal);

export const reminderJob = (db: Kysely<Database>, notifier: Notifier) =>
  notifyDueJob(dueDailyReminders, db, notifier, { name: REMINDER_JOB, maxLatenessSeconds: 120 });
