// Public surface of the steps module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from '../kernel';
import { createStepsRepository } from './repository';
import { stepsRoutes } from './routes';
import { createStepsService } from './service';

export type { StepsOverview } from '../../shared/domain';
export type { StepsSaved } from './service';

export interface StepsModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: Clock;
}

/** Wires the steps module: repository → service → router. */
export function createStepsModule({ db, requireAuth, clock }: StepsModuleDeps): { router: Router } {
  return {
    router: stepsRoutes(createStepsService(createStepsRepository(db), clock ?? systemClock), requireAuth, db),
  };
}
