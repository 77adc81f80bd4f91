// Public surface of the reports module (issue 14): the account-owner report of a company's participation,
// aggregates only, under the small-group floor (floor.ts; DECISIONS.md "Reports").
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { companyOf } from '../companies';
import type { Clock } from '../kernel';
import { reportsRoutes } from './routes';
import { createReportsService } from './service';

export { applyFloor } from './floor';

export interface ReportsModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: Clock;
}

/** Wires the reports module: service → router. */
export function createReportsModule({ db, requireAuth, clock }: ReportsModuleDeps): { router: Router } {
  return {
    router: reportsRoutes({
      service: createReportsService({ db, now: clock }),
      requireAuth,
      companyOf: (userId) => companyOf(db, userId),
    }),
  };
}
