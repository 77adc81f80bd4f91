// Public surface of the stream module (issue 13, spec §2 /stream): the live-session schedule, "remind me" (a
// recurring job of the job module sends it 10 minutes before the start through the notifier), the "new stream"
// flag, the staff endpoints, and the seed's week of sessions.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Jobs } from '../jobs';
import { type Clock, systemClock } from '../kernel';
import type { Notifier } from '../notifications';
import type { FileStorage } from '../../shared/storage';
import { streamRoutes } from './routes';
import { streamReminderJob } from './tick';
export { entityTag, signVideoToken, STREAM_VIDEO_FOLDER } from './videos';

export {
  sendDueStreamReminders,
  STREAM_REMINDER_JOB,
  STREAM_REMINDER_LEAD_MINUTES,
  streamReminderJob,
} from './tick';

export interface StreamModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  jobs: Jobs;
  notifier: Notifier;
  clock?: Clock;
  /** Where the recordings are stored (#36). */
  storage: FileStorage;
  /** The JWT secret: signs the recordings' paths. */
  secret: string;
}

export function createStreamModule(deps: StreamModuleDeps): { router: Router } {
  const { db, requireAuth, jobs, notifier, clock, storage, secret } = deps;
  jobs.define(streamReminderJob(db, notifier));
  return { router: streamRoutes({ db, requireAuth, clock: clock ?? systemClock, storage, secret }) };
}
