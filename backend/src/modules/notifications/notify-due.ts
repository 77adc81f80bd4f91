// The every-minute reminder jobs (daily reminders, live-stream reminders) share one loop: notify the due rows a
// batch at a time until a short batch. A notified row drops out of the due query (its dedupe key is claimed), so
// the next batch reads the following ones.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobDefinition } from '../jobs';
import type { Notifier, NotifyRecipient, NotifyRequest } from './notifier';

const BATCH = 200;

/** What one reminder job sends: the rows due at `now` (at most `limit`), and the notification of a row. */
export interface DueNotifications<Row extends NotifyRecipient> {
  due(db: Kysely<Database>, now: Date, limit: number): Promise<Row[]>;
  request(row: Row): NotifyRequest;
}

/** Sends every notification due at `now`; returns how many this call sent. */
export async function notifyDue<Row extends NotifyRecipient>(
  source: DueNotifications<Row>,
  db: Kysely<Database>,
  notifier: Notifier,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await source.due(db, now, BATCH);
    for (const row of rows) {
      if (signal?.aborted) return sent;
      if (await notifier.notify(row, source.request(row))) sent++;
    }
    if (rows.length < BATCH) return sent;
  }
}

/** The recurring job (every minute) that sends `source`'s notifications. */
export function notifyDueJob<Row extends NotifyRecipient>(
  source: DueNotifications<Row>,
  db: Kysely<Database>,
  notifier: Notifier,
  job: { name: string; maxLatenessSeconds?: number },
): JobDefinition<unknown, { sent: number }> {
  return {
    ...job,
    everySeconds: 60,
    run: async ({ now, signal }) => ({ sent: await notifyDue(source, db, notifier, now, signal) }),
  };
}
