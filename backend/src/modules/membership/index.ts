// Public surface of the membership module (issue 11): registration with e-mail verification, company access
// codes, vouchers, the trial week, paid memberships behind a payment provider, renewal and cancellation.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JwtOptions } from '../../shared/jwt';
import { refreshCookieFor } from '../auth';
import type { Outbox } from '../contact';
import { membershipRoutes } from './routes';
import { createMembershipService, type LookupLimit } from './service';

export {
  DEFAULT_LOOKUP_LIMIT,
  DEFAULT_REGISTRATION_LIMIT,
  type LookupLimit,
  VERIFICATION_TTL_SECONDS,
} from './service';
export {
  refundPayment,
  setUpPayment,
  type PaymentProvider,
  type PaymentSetup,
  type RefundRecord,
  type RefundRequest,
} from './payment';
export { markPaid as markMembershipPaid } from './use-cases/confirm-payment';
export { claimKey, type IdempotencyScope, requestHash, storeAnswer } from './idempotency';
export { idempotencyKey } from './schemas';
export { HAS_FREE_SEAT, startCompanyMembership, takeCompanySeat } from './company-seats';

export interface MembershipModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  outbox: Outbox;
  jwt: JwtOptions;
  lookupLimit?: LookupLimit;
  /** Registrations per client (DEFAULT_REGISTRATION_LIMIT). */
  registrationLimit?: LookupLimit;
  /** Grace period of a membership paid by invoice, from the payment settings (payments.json). */
  invoiceGraceDays?: number;
}

/** Sends a new verification link to the user as POST registration/verify/resend does (customer service). */
export function resendVerification(
  deps: Omit<MembershipModuleDeps, 'requireAuth'>,
  userId: number,
): Promise<unknown> {
  return createMembershipService(deps).resendVerification(userId);
}

/** Wires the membership module: service → router. */
export function createMembershipModule(deps: MembershipModuleDeps): { router: Router } {
  const { requireAuth, ...serviceDeps } = deps;
  const refreshCookie = refreshCookieFor(deps.db, deps.jwt.secret);
  return {
    router: membershipRoutes(createMembershipService(serviceDeps), requireAuth, deps.db, refreshCookie),
  };
}
