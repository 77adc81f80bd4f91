// Public surface of the training module: health profile saving, the plan, exercises (favourites, dislikes, pain
// search) and the generated illustrations.
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createExercisesService } from './exercises/service';
import { exercisesRoutes } from './exercises/routes';
import { mediaRoutes } from './media/routes';
import { planRoutes } from './plan/routes';
import { createPlanService } from './plan/service';
import { posesRoutes } from './poses/routes';
import { createPosesService } from './poses/service';
import { profileRoutes } from './profile/routes';
import { createProfileService } from './profile/service';
import type { Clock } from './shared/context';

export { buildNewPhase, ensureCurrentPlan } from './plan/builder';
// for the privacy module: a withdrawn health-data consent replaces the profile by the standard one (skip)
export { createProfileService as createHealthProfileService } from './profile/service';
// for challenges (exercise challenges name an exercise), the seeder and the API tests
export { exerciseExists } from './shared/exercise-repository';
export { illustrationPath } from './shared/exercise-json';
export { todayIn } from './shared/dates';
export { withRelatedRegions } from './shared/regions';
export type { ExerciseSummary, Exercise } from '../../shared/domain';

export interface TrainingModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  /** What "now" is (tests pin it); the system clock by default. */
  clock?: Clock;
}

/** Wires the training module: one router for all of its endpoints. */
export function createTrainingModule({ db, requireAuth, clock }: TrainingModuleDeps): { router: Router } {
  const ctx = { db, clock: clock ?? (() => new Date()) };
  const router = Router();
  router.use(mediaRoutes(db));
  router.use(profileRoutes(createProfileService(db, ctx.clock), requireAuth));
  router.use(planRoutes(createPlanService(ctx), requireAuth));
  router.use(exercisesRoutes(createExercisesService(ctx), requireAuth));
  router.use(posesRoutes(createPosesService(db), requireAuth));
  return { router };
}
