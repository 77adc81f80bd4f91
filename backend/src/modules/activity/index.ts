// Public surface of the activity module (exercise actions, weekly goal, strike, trained days).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from '../kernel';
import { createActivityRepository } from './repository';
import { activityRoutes } from './routes';
import { type ActivityOptions, createActivityService } from './service';

export type { Clock } from '../kernel';
export type { ActivityOptions } from './service';
// The points ledger and the user's activity context, for the modules that award points (steps, share, blog,
// community) or show the strike (me, awards): one entry for the one set of ledger rules.
export { type ActivityUser, loadActivityUser, todayOf } from './context';
export {
  awardOnce,
  awardWithFlame,
  balanceSql,
  lightFlame,
  pointDays,
  pointRefs,
  pointsAndDays,
  pointsAndDaysColumns,
  pointsOnDay,
  totalPoints,
} from './ledger';
export type { Strike, WeeklyGoal } from '../../shared/domain';

export interface ActivityModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: Clock;
  options?: ActivityOptions;
}

/**
 * The activity settings from the environment: EXERCISE_MIN_ELAPSED_FRACTION (0–1; unset = the default of
 * kernel/values.ts). Only the e2e server sets it (to 0, leaving the 5-second floor), so its UI runs need not wait minutes.
 */
export function activityOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ActivityOptions {
  const raw = env.EXERCISE_MIN_ELAPSED_FRACTION;
  if (raw === undefined || raw === '') return {};
  const fraction = Number(raw);
  if (!Number.isFinite(fraction) || fraction < 0 || fraction > 1) {
    throw new Error(
      `Invalid backend environment:\n  EXERCISE_MIN_ELAPSED_FRACTION: must be a number from 0 to 1`,
    );
  }
  return { minElapsedFraction: fraction };
}

/** Wires the activity module: repository → service → router. */
export function createActivityModule({ db, requireAuth, clock, options }: ActivityModuleDeps): {
  router: Router;
} {
  const service = createActivityService(createActivityRepository(db), clock ?? systemClock, options);
  return { router: activityRoutes(service, requireAuth, db) };
}
