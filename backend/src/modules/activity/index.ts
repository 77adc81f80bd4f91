// Public surface of the activity module (exercise actions, weekly goal, strike, trained days).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from './dates';
import { createActivityRepository } from './repository';
import { activityRoutes } from './routes';
import { createActivityService } from './service';

export type { Clock } from './dates';
export type { Strike, WeeklyGoal } from '../../shared/domain';

export interface ActivityModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: Clock;
}

/** Wires the activity module: repository → service → router. */
export function createActivityModule({ db, requireAuth, clock }: ActivityModuleDeps): { router: Router } {
  const service = createActivityService(createActivityRepository(db), clock ?? systemClock);
  return { router: activityRoutes(service, requireAuth) };
}
