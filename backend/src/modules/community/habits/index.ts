// Public surface of the habits module (habit tracker).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { type Clock, systemClock } from '../../kernel';
import { createHabitsRepository } from './repository';
import { habitsRoutes } from './routes';
import { createHabitsService } from './service';

export { isHabitCompleted } from './mappers';
export { HABIT_SUGGESTIONS, type SuggestedHabit } from './suggestions';

export interface HabitsModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: Clock;
}

/** Wires the habits module: repository → service → router. */
export function createHabitsModule({ db, requireAuth, clock }: HabitsModuleDeps): { router: Router } {
  const service = createHabitsService(createHabitsRepository(db), db, clock ?? systemClock);
  return { router: habitsRoutes(service, requireAuth, db) };
}
