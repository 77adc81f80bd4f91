// Public surface of the privacy module (issue 13, GDPR self-service): data export as JSON and HTML, account
// deletion with a 14-day grace period then erasure by a job (an anonymous tombstone keeps the aggregates), the
// withdrawal of the health-data consent, and the health-data retention job (spec §9).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../shared/storage';
import type { Jobs } from '../jobs';
import { type Clock, systemClock } from '../kernel';
import { eraseAccountJob, healthRetentionJob } from './jobs';
import { privacyRoutes } from './routes';
import { createPrivacyService } from './service';

export { eraseAccountJob, healthRetentionJob, RETENTION_JOB } from './jobs';
export { cancelDeletionOnLogin, ERASE_JOB } from './service';
export { HEALTH_RETENTION_MONTHS } from './retention';
export { eraseUser } from './erase';
export { eraseAccount } from './erase';

export interface PrivacyModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  storage: FileStorage;
  jobs: Jobs;
  clock?: Clock;
}

/** Wires the privacy module: its jobs on the process's registry, service → router. */
export function createPrivacyModule({ db, requireAuth, storage, jobs, clock }: PrivacyModuleDeps): {
  router: Router;
} {
  jobs.define(eraseAccountJob(db, storage));
  jobs.define(healthRetentionJob(db));
  return { router: privacyRoutes(createPrivacyService({ db, clock: clock ?? systemClock }), requireAuth) };
}
