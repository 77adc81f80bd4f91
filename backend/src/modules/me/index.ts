// Public surface of the me module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from '../kernel';
import { createMeRepository } from './repository';
import { meRoutes } from './routes';
import { createMeService } from './service';

export type { Me, MeMeta, MeStats } from './mappers';

export interface MeModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  /** Decides the user's local "today" (strike, exercises and steps of today). */
  clock?: Clock;
}

/** Wires the me module: repository → service → router. */
export function createMeModule({ db, requireAuth, clock }: MeModuleDeps): { router: Router } {
  return { router: meRoutes(createMeService(createMeRepository(db), clock ?? systemClock), requireAuth) };
}
