// The stream-reminder tick (a recurring job, every minute): "remind me" goes out 10 minutes before the start
// (spec §9), once per user and start across processes (the notifier's dedupe key). A reminder the tick reaches
// late (downtime) is still sent until the session starts, never after.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contentLangOf } from '../../shared/domain';
import {
  type DueNotifications,
  type Notifier,
  notifyDue,
  notifyDueJob,
  streamReminderText,
} from '../notifications';
import { titleIn } from './mappers';
import { type DueStreamReminder, dueStreamReminders } from './repository';

export const STREAM_REMINDER_JOB = 'stream.reminders';
/** Spec §9: the live-stream reminder goes out 10 minutes before the start. */
export const STREAM_REMINDER_LEAD_MINUTES = 10;

const dueStreamNotifications: DueNotifications<DueStreamReminder> = {
  due: (db, now, limit) => dueStreamReminders(db, now, STREAM_REMINDER_LEAD_MINUTES, limit),
  request: (row) => ({
    kind: 'stream',
    dedupeKey: row.dedupe_key,
    text: streamReminderText(
      row.lang,
      row.first_name || row.email,
      { title: titleIn(row, contentLangOf(row.lang)), trainer: row.trainer, startsAt: row.starts_at },
      row.time_zone,
    ),
  }),
};

/** Sends the stream reminders due at `now`; returns how many this call sent. */
export const sendDueStreamReminders = (
  db: Kysely<Database>,
  notifier: Notifier,
  now: Date,
  signal?: AbortSignal,
) => notifyDue(dueStreamNotifications, db, notifier, now, signal);

export const streamReminderJob = (db: Kysely<Database>, notifier: Notifier) =>
  notifyDueJob(dueStreamNotifications, db, notifier, { name: STREAM_REMINDER_JOB });
