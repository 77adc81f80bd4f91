// Business rules of registration, e-mail verification and membership (issue 11), one file per use case under
// use-cases/; this factory only hands them their shared deps. Every write runs in one transaction; a membership
// change locks the user row first, so parallel requests of one user run in turn.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JwtOptions } from '../../shared/jwt';
import { bindUseCases } from '../../shared/use-cases';
import type { Outbox } from '../contact';
import { createGuessGuard } from './guessing';
import { cancel } from './use-cases/cancel';
import { cancelWithoutLogin, confirmCancellation } from './use-cases/cancel-without-login';
import { confirmPayment } from './use-cases/confirm-payment';
import {
  DEFAULT_INVOICE_GRACE_DAYS,
  DEFAULT_LOOKUP_LIMIT,
  DEFAULT_REGISTRATION_LIMIT,
  type LookupLimit,
  type MembershipContext,
} from './use-cases/context';
import { extend } from './use-cases/extend';
import { accessCode, checkEmail } from './use-cases/lookups';
import { offers } from './use-cases/offers';
import { overview } from './use-cases/overview';
import { redeem } from './use-cases/redeem';
import { register } from './use-cases/register';
import { trialRequests } from './use-cases/trial-requests';
import { resendVerification, verify } from './use-cases/verification';

export {
  type Answer,
  CANCELLATION_TTL_SECONDS,
  CHECK_EMAIL_LIMIT,
  DEFAULT_LOOKUP_LIMIT,
  DEFAULT_REGISTRATION_LIMIT,
  type LookupLimit,
  VERIFICATION_TTL_SECONDS,
} from './use-cases/context';

export interface MembershipServiceDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  jwt: JwtOptions;
  lookupLimit?: LookupLimit;
  registrationLimit?: LookupLimit;
  /** Grace period of a membership paid by invoice (DEFAULT_INVOICE_GRACE_DAYS). */
  invoiceGraceDays?: number;
}

export function createMembershipService(deps: MembershipServiceDeps) {
  const context: MembershipContext = {
    db: deps.db,
    outbox: deps.outbox,
    jwt: deps.jwt,
    lookupLimit: deps.lookupLimit ?? DEFAULT_LOOKUP_LIMIT,
    registrationLimit: deps.registrationLimit ?? DEFAULT_REGISTRATION_LIMIT,
    guesses: createGuessGuard(deps.db),
    invoiceGraceDays: deps.invoiceGraceDays ?? DEFAULT_INVOICE_GRACE_DAYS,
  };
  return bindUseCases(context, {
    offers,
    accessCode,
    checkEmail,
    register,
    verify,
    resendVerification,
    overview,
    extend,
    redeem,
    cancel,
    cancelWithoutLogin,
    confirmCancellation,
    confirmPayment,
    trialRequests,
  });
}

export type MembershipService = ReturnType<typeof createMembershipService>;
