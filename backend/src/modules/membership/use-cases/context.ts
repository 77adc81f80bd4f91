// What every membership use case shares: the deps the service is built with, the limits of the public calls,
// the per-client throttle and the error helper.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import type { JwtOptions } from '../../../shared/jwt';
import type { Outbox } from '../../contact';
import type { createGuessGuard } from '../guessing';
import * as repo from '../repository';

/** How long a verification link works. */
export const VERIFICATION_TTL_SECONDS = 48 * 3600;
/** Verification mails per account and hour (resend). */
export const VERIFICATION_MAILS_PER_HOUR = 3;
/** How long the confirmation link of a cancellation without login works. */
export const CANCELLATION_TTL_SECONDS = 7 * 86400;
/** Confirmation links of cancellations without login per account and hour. */
export const CANCELLATION_MAILS_PER_HOUR = 3;

/** Days a membership paid by invoice is active before the invoice must be paid (payments.json sets it). */
export const DEFAULT_INVOICE_GRACE_DAYS = 14;

/** Public lookups per client within the quiet window (check-email, cancellation without login). */
export interface LookupLimit {
  max: number;
  windowSeconds: number;
}
export const DEFAULT_LOOKUP_LIMIT: LookupLimit = { max: 30, windowSeconds: 600 };
/** Registrations per client and hour (an office behind one address registers its staff over days, not minutes). */
export const DEFAULT_REGISTRATION_LIMIT: LookupLimit = { max: 20, windowSeconds: 3600 };
/**
 * E-mail lookups per client and hour: the answer tells whether someone has an account, so a tight limit (issue 32);
 * the registration form asks once per attempt.
 */
export const CHECK_EMAIL_LIMIT: LookupLimit = { max: 10, windowSeconds: 3600 };

/** The deps of every use case (the service resolves the optional limits once). */
export interface MembershipContext {
  db: Kysely<Database>;
  outbox: Outbox;
  jwt: JwtOptions;
  lookupLimit: LookupLimit;
  registrationLimit: LookupLimit;
  /** unknown codes per client and per code family (guessing.ts) */
  guesses: ReturnType<typeof createGuessGuard>;
  /** Grace period of an invoice: its due date is this many days after the membership starts. */
  invoiceGraceDays: number;
}

/** The due date of a membership paid by invoice that starts (or started) at `startsAt`, else null. */
export function invoiceDueAt(
  ctx: Pick<MembershipContext, 'invoiceGraceDays'>,
  paymentType: string,
  startsAt: Date,
  now: Date,
): Date | null {
  if (paymentType !== 'invoice') return null;
  // never due before the term it pays for has started
  const from = startsAt > now ? startsAt : now;
  return new Date(from.getTime() + ctx.invoiceGraceDays * 86_400_000);
}

/** An answer with its status (201 for a new resource, the stored status for a replay). */
export interface Answer<T> {
  status: number;
  body: T;
}

export const fail = (
  kind: ConstructorParameters<typeof AppError>[0],
  code: string,
  message: string,
  status?: number,
) => new AppError(kind, code, message, status === undefined ? {} : { status });

const clientKey = (scope: string, client: string) =>
  `${scope}:${createHash('sha256').update(client).digest('hex').slice(0, 32)}`;

/** Refuses a client's public call over the limit (the lookup limit unless another is given). */
export async function throttle(
  ctx: MembershipContext,
  scope: string,
  client: string,
  within: LookupLimit = ctx.lookupLimit,
): Promise<void> {
  const count = await repo.countRequest(ctx.db, clientKey(scope, client), within.windowSeconds);
  if (count > within.max) {
    throw new AppError(
      'too_many_requests',
      'too_many_requests',
      'Too many requests. Please try again later.',
      {
        headers: { 'Retry-After': String(within.windowSeconds) },
      },
    );
  }
}
