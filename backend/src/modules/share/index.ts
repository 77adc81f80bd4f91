// Public surface of the share module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from '../kernel';
import type { Outbox } from '../contact';
import { createShareRepository } from './repository';
import { shareRoutes } from './routes';
import { createShareService } from './service';

export interface ShareModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  /** Where the share mail is queued (sealed). */
  outbox: Outbox;
  clock?: Clock;
}

/** Wires the share module: repository → service → router. */
export function createShareModule({ db, requireAuth, outbox, clock }: ShareModuleDeps): { router: Router } {
  return {
    router: shareRoutes(
      createShareService(createShareRepository(db, outbox), clock ?? systemClock),
      requireAuth,
    ),
  };
}
