// Public surface of the payments module (issue 36): SEPA collection files for the bank; the payment providers
// themselves live with the membership they pay for (membership/payment.ts).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from '../kernel';
import { paymentsRoutes } from './routes';

export { loadPaymentsConfig, paymentsConfig, type PaymentsConfig } from './config';

export interface PaymentsModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: Clock;
}

export function createPaymentsModule({ db, requireAuth, clock }: PaymentsModuleDeps): { router: Router } {
  return { router: paymentsRoutes(db, requireAuth, clock ?? systemClock) };
}
