// Public surface of the reminders module (issue 13): the reminder setting endpoints and the reminder tick, a
// recurring job of the job module that sends through the notifications module's notifier.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Jobs } from '../jobs';
import type { Notifier } from '../notifications';
import { remindersRoutes } from './routes';
import { reminderJob } from './tick';

export { REMINDER_JOB, REMINDER_LATENESS_SECONDS, reminderJob, sendDueReminders } from './tick';

export interface RemindersModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  jobs: Jobs;
  notifier: Notifier;
  /** A provider is configured: SMS may be switched on. */
  smsAvailable: boolean;
}

/** Defines the reminder tick on the process's job registry and returns the settings router. */
export function createRemindersModule({
  db,
  requireAuth,
  jobs,
  notifier,
  smsAvailable,
}: RemindersModuleDeps): {
  router: Router;
} {
  jobs.define(reminderJob(db, notifier));
  return { router: remindersRoutes({ db, requireAuth, smsAvailable }) };
}
