// Public surface of the challenges module (challenges, ranking opt-in, team photos, the challenge job).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FileStorage } from '../../../shared/storage';
import type { Jobs } from '../../jobs';
import { type Clock, systemClock } from '../../kernel';
import { CHALLENGE_JOB, challengeJob } from './job';
import { challengeRoutes } from './routes';
import { createChallengesService } from './service';

export { CHALLENGE_JOB, challengeJob, runChallengeJob } from './job';
export type { ChallengeJobResult } from './job';
// for coworkers: how many challenges each colleague runs (the invite limit)
export { activeCounts } from './repository';

export interface ChallengesModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  /** Where team photos are stored (the database keeps the key and the content type). */
  storage: FileStorage;
  /** The process's job registry: the challenge job is defined on it, and the admin hook runs it through it. */
  jobs: Jobs;
  clock?: Clock;
}

/** Wires the challenges module: service → router, and its job (end + payout) on the job registry. */
export function createChallengesModule({ db, requireAuth, storage, jobs, clock }: ChallengesModuleDeps): {
  router: Router;
} {
  const effectiveClock = clock ?? systemClock;
  const service = createChallengesService(db, effectiveClock, storage);
  jobs.define(challengeJob(db, effectiveClock));
  const runJobNow = () => jobs.runNow(CHALLENGE_JOB);
  return { router: challengeRoutes({ db, clock: effectiveClock, service, requireAuth, runJobNow }) };
}
