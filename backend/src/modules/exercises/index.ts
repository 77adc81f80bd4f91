// Public surface of the exercises module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createExercisesRepository } from './repository';
import { exercisesRoutes } from './routes';
import { createExercisesService } from './service';

export type { ExerciseSummary } from './mappers';

export interface ExercisesModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

/** Wires the exercises module: repository → service → router. */
export function createExercisesModule({ db, requireAuth }: ExercisesModuleDeps): { router: Router } {
  return { router: exercisesRoutes(createExercisesService(createExercisesRepository(db)), requireAuth) };
}
