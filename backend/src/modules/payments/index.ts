// Public surface of the payments module (issue 36): SEPA collection files for the bank, bank statement import,
// open invoices and their daily dunning; the payment providers themselves live with the membership they pay for
// (membership/payment.ts).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outbox } from '../contact';
import type { Jobs } from '../jobs';
import { type Clock, systemClock } from '../kernel';
import { dunningJob } from './dunning';
import { paymentsRoutes } from './routes';

export { loadPaymentsConfig, paymentsConfig, type PaymentsConfig } from './config';
export { DUNNING_JOB, dunningJob, runDunning } from './dunning';

export interface PaymentsModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  outbox: Outbox;
  jobs: Jobs;
  clock?: Clock;
}

export function createPaymentsModule({ db, requireAuth, outbox, jobs, clock }: PaymentsModuleDeps): {
  router: Router;
} {
  jobs.define(dunningJob(db, outbox));
  return { router: paymentsRoutes(db, requireAuth, clock ?? systemClock) };
}
