// Public surface of the challenges module (challenges, ranking opt-in, team photos, the challenge job).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FileStorage } from '../../../shared/storage';
import { type Clock, systemClock } from '../../kernel';
import { challengeRoutes } from './routes';
import { createChallengesService } from './service';

export { runChallengeJob, runScheduledChallengeJob, startChallengeScheduler } from './job';
export type { ChallengeJobResult, SchedulerHandle } from './job';
// for coworkers: how many challenges each colleague runs (the invite limit)
export { activeCounts } from './repository';

export interface ChallengesModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  /** Where team photos are stored (the database keeps the key and the content type). */
  storage: FileStorage;
  clock?: Clock;
}

/** Wires the challenges module: service → router. */
export function createChallengesModule({ db, requireAuth, storage, clock }: ChallengesModuleDeps): {
  router: Router;
} {
  const effectiveClock = clock ?? systemClock;
  const service = createChallengesService(db, effectiveClock, storage);
  return { router: challengeRoutes({ db, clock: effectiveClock, service, requireAuth }) };
}
