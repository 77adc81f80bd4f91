// Public surface of the progress module (issue 38 "Progress you can see").
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from '../kernel';
import { progressRoutes } from './routes';
import { createProgressService } from './service';

export interface ProgressModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  /** Tests pin it; the system clock by default. */
  clock?: Clock;
}

/** Wires the progress module: service (with its repository functions) → router. */
export function createProgressModule({ db, requireAuth, clock }: ProgressModuleDeps): { router: Router } {
  return { router: progressRoutes(createProgressService(db, clock ?? systemClock), requireAuth) };
}
