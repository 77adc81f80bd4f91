// Public surface of the share module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from '../activity/dates';
import { createShareRepository } from './repository';
import { shareRoutes } from './routes';
import { createShareService } from './service';

export interface ShareModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: Clock;
}

/** Wires the share module: repository → service → router. */
export function createShareModule({ db, requireAuth, clock }: ShareModuleDeps): { router: Router } {
  return {
    router: shareRoutes(createShareService(createShareRepository(db), clock ?? systemClock), requireAuth),
  };
}
