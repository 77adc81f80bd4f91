// Public surface of the jobs module: one mechanism for every background task — recurring jobs and one-off delayed
// jobs (enqueue, also inside a caller's transaction), claimed with leases so each due run happens once across
// replicas, retried with back-off, dead after max attempts, skipped when missed by more than their lateness —
// and the admin endpoints that show them (DECISIONS "One job module").
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from '../kernel';
import { jobsRoutes } from './routes';
import type { Jobs } from './runner';

export { cancelJob, enqueueJob, type EnqueueOptions } from './repository';
export {
  createJobs,
  type JobLogger,
  type Jobs,
  type JobsOptions,
  PRUNE_JOB,
  type StartOptions,
} from './runner';
export { backoffSeconds, JOB_DEFAULTS, type JobContext, type JobDefinition, RECURRING_KEY } from './rules';

export interface JobsModuleDeps {
  db: Kysely<Database>;
  jobs: Jobs;
  requireAuth: RequestHandler;
  clock?: Clock;
}

/** Wires the admin job endpoints on the process's job registry. */
export function createJobsModule({ db, jobs, requireAuth, clock }: JobsModuleDeps): { router: Router } {
  return { router: jobsRoutes({ db, jobs, clock: clock ?? systemClock, requireAuth }) };
}
