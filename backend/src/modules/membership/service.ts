// Business rules of registration, e-mail verification and membership (issue 11). Every write runs in one
// transaction; a membership change locks the user row first, so parallel requests of one user run in turn.
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { Insertable, Kysely } from 'kysely';
import type { Database, RefundReason, SubscriptionsTable } from '../../db/schema';
import {
  BILLING_INTERVALS_BY_DURATION,
  type AccessCodeResponse,
  type CancelMembershipBody,
  type CancelMembershipResponse,
  type CancelReason,
  type CancelWithoutLoginBody,
  type ConfirmPaymentResponse,
  type ExtendMembershipBody,
  type ExtendMembershipResponse,
  type Lang,
  type MembershipOffersResponse,
  type MembershipOverview,
  type MembershipState,
  type RegistrationBody,
  type RegistrationResponse,
  toLang,
  TRIAL_DAYS,
  type TrialRequestsResponse,
} from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { type JwtOptions, signAccessToken } from '../../shared/jwt';
import { consumeMailedKey, issueMailedKey } from '../../shared/mailed-keys';
import { hashPassword, verifyPassword } from '../../shared/password';
import { auditDetails } from '../audit';
import { toTokenResponse } from '../auth';
import type { Outbox } from '../contact';
import { createGuessGuard } from './guessing';
import { claimKey, type IdempotencyScope, requestHash, storeAnswer } from './idempotency';
import {
  cancellationConfirmLink,
  cancellationMail,
  cancellationRequestMail,
  verificationLink,
  verificationMail,
} from './mail';
import { toHistoryEntry, toMembership } from './mappers';
import { refundPayment, setUpPayment } from './payment';
import * as repo from './repository';
import type { Db, MembershipRow } from './repository';
import {
  addDays,
  addDuration,
  inFirstWeek,
  mailboxOf,
  refundIfCancelled,
  refundIfCancelledBeforeStart,
} from './terms';
import { logger } from '../../shared/logger';

/** How long a verification link works. */
export const VERIFICATION_TTL_SECONDS = 48 * 3600;
/** Verification mails per account and hour (resend). */
const VERIFICATION_MAILS_PER_HOUR = 3;
/** How long the confirmation link of a cancellation without login works. */
export const CANCELLATION_TTL_SECONDS = 7 * 86400;
/** Confirmation links of cancellations without login per account and hour. */
const CANCELLATION_MAILS_PER_HOUR = 3;

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

export interface MembershipServiceDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  jwt: JwtOptions;
  lookupLimit?: LookupLimit;
  registrationLimit?: LookupLimit;
}

/** An answer with its status (201 for a new resource, the stored status for a replay). */
export interface Answer<T> {
  status: number;
  body: T;
}

const fail = (
  kind: ConstructorParameters<typeof AppError>[0],
  code: string,
  message: string,
  status?: number,
) => new AppError(kind, code, message, status === undefined ? {} : { status });

const clientKey = (scope: string, client: string) =>
  `${scope}:${createHash('sha256').update(client).digest('hex').slice(0, 32)}`;

/** The running membership (grants access now) or else the newest one that is not a pending extension. */
function currentOf(rows: MembershipRow[]): MembershipRow | null {
  return (
    rows.find((r) => r.grants_access) ??
    rows.find(
      (r) => r.state !== 'awaiting_payment' && r.state !== 'cancelled_renewal' && r.state !== 'extension',
    ) ??
    null
  );
}

/** A paid extension waiting for payment, or confirmed and not started yet. */
function pendingOf(rows: MembershipRow[]): MembershipRow | null {
  return rows.find((r) => r.state === 'awaiting_payment' || r.state === 'extension') ?? null;
}

/** The running membership a cancellation ends (company memberships belong to the employer's contract). */
function cancellable(current: MembershipRow | null): boolean {
  return (
    current !== null && current.grants_access && current.state === 'active' && current.kind !== 'company'
  );
}

export function createMembershipService({
  db,
  outbox,
  jwt,
  lookupLimit,
  registrationLimit,
}: MembershipServiceDeps) {
  const limit = lookupLimit ?? DEFAULT_LOOKUP_LIMIT;
  const registrations = registrationLimit ?? DEFAULT_REGISTRATION_LIMIT;

  // unknown codes per client and per code family (guessing.ts)
  const guesses = createGuessGuard(db);

  async function throttle(scope: string, client: string, within: LookupLimit = limit): Promise<void> {
    const count = await repo.countRequest(db, clientKey(scope, client), within.windowSeconds);
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

  async function queueVerification(
    tx: Db,
    user: { id: number; email: string; first_name: string; lang: Lang },
  ) {
    const key = await issueMailedKey(
      tx,
      'email_verification_keys',
      { user_id: user.id },
      VERIFICATION_TTL_SECONDS,
    );
    const mail = verificationMail(user.lang, user, verificationLink(key), VERIFICATION_TTL_SECONDS / 3600);
    await outbox.queue(tx, { kind: 'email_verification', recipient: user.email, lang: user.lang, ...mail });
  }

  async function price(tx: Db, duration: ExtendMembershipBody['duration']) {
    const row = await repo.priceOf(tx, duration);
    if (!row) throw fail('not_found', 'offer_not_available', 'This duration cannot be bought at the moment.');
    return row;
  }

  /** Step 3 of the registration: takes the seat / voucher / trial or sets up the payment; returns the row. */
  async function grantAccess(
    tx: Db,
    user: { id: number; email: string },
    access: RegistrationBody['access'],
  ): Promise<number> {
    const now = new Date();
    const insert = (values: Insertable<SubscriptionsTable>) => repo.insertMembership(tx, values);
    switch (access.type) {
      case 'company': {
        const seat = await repo.takeSeat(tx, access.code);
        if (!seat) throw await accessCodeProblem(tx, access.code);
        let subcategoryId: number | null = null;
        if (access.subcategory_id !== undefined) {
          const subcategories = await repo.subcategoriesOf(tx, seat.company_id);
          if (!subcategories.some((s) => s.id === access.subcategory_id)) {
            throw new AppError(
              'invalid_data',
              'rest_invalid_param',
              'Invalid parameter(s): access.subcategory_id',
              {
                params: {
                  'access.subcategory_id': 'This location or department does not belong to the company.',
                },
              },
            );
          }
          subcategoryId = access.subcategory_id;
        }
        await repo.setUserCompany(tx, user.id, seat.company_id, subcategoryId);
        return await insert({
          user_id: user.id,
          company_id: seat.company_id,
          kind: 'company',
          status: 'active',
          starts_at: now,
          ends_at: null,
          payment_type: 'company',
          access_code_id: seat.id,
        });
      }
      case 'voucher': {
        const voucher = await repo.useVoucher(tx, access.code);
        if (!voucher) {
          const found = await repo.voucherByCode(tx, access.code);
          if (!found) throw fail('not_found', 'voucher_invalid', 'This code is not valid.');
          if (found.expired) throw fail('not_found', 'voucher_expired', 'This code has expired.', 410);
          throw fail('conflict', 'voucher_used', 'This code has already been used.');
        }
        return await insert({
          user_id: user.id,
          kind: 'voucher',
          status: 'active',
          starts_at: now,
          ends_at: addDuration(now, voucher.duration),
          duration: voucher.duration,
          payment_type: 'voucher',
          voucher_id: voucher.id,
        });
      }
      case 'trial': {
        if (!(await repo.takeTrial(tx, mailboxOf(user.email), user.id))) {
          throw fail(
            'conflict',
            'trial_already_used',
            'The trial week has already been used for this e-mail address.',
          );
        }
        await repo.startTrialRequests(tx, user.email, user.id);
        return await insert({
          user_id: user.id,
          kind: 'trial',
          status: 'active',
          starts_at: now,
          ends_at: addDays(now, TRIAL_DAYS),
          payment_type: 'none',
        });
      }
      case 'paid': {
        const { price_cents, vat_rate } = await price(tx, access.duration);
        const payment = await setUpPayment(tx, access.payment, {
          userId: user.id,
          amountCents: price_cents,
          field: 'access.payment',
        });
        // the first term starts at once; only a renewal waits for the payment (confirm-payment)
        return await insert({
          user_id: user.id,
          kind: 'private',
          status: 'active',
          starts_at: now,
          ends_at: addDuration(now, access.duration),
          duration: access.duration,
          billing_interval: access.billing_interval,
          payment_type: payment.type,
          sepa_mandate_id: payment.sepaMandateId,
          price_cents,
          vat_rate,
        });
      }
    }
  }

  /** Why no seat could be taken: unknown, outside its validity, or full. */
  async function accessCodeProblem(tx: Db, code: string): Promise<AppError> {
    const found = await repo.accessCodeByCode(tx, code);
    if (!found) return fail('not_found', 'access_code_invalid', 'This access code is not valid.');
    if (!found.valid) return fail('not_found', 'access_code_expired', 'This access code has expired.', 410);
    return fail('conflict', 'access_code_full', 'This access code has no free places left.');
  }

  /** Records the refund of a paid period through its payment provider (once per period). */
  async function refund(tx: Db, row: MembershipRow, amountCents: number, reason: RefundReason) {
    await refundPayment(tx, row.payment_type as 'sepa' | 'invoice', {
      subscriptionId: row.id,
      userId: row.user_id,
      amountCents,
      reason,
      sepaMandateId: row.sepa_mandate_id,
    });
  }

  /** Cancels the running membership and drops a pending extension; the caller holds the user lock. */
  async function cancelFor(
    tx: Db,
    userId: number,
    cancel: {
      reason: CancelReason;
      text: string | null;
      historyReason: 'cancelled' | 'cancelled_without_login';
      /** When the cancellation was received (a confirmed request: when it was asked for); now by default. */
      receivedAt?: Date;
    },
  ): Promise<{ membership: MembershipRow; refundCents: number; endedImmediately: boolean } | null> {
    const rows = await repo.membershipsOf(tx, userId);
    const current = currentOf(rows);
    const pending = pendingOf(rows);
    const canCancelCurrent = cancellable(current);
    if (!canCancelCurrent && !pending) return null;
    const now = new Date();
    // the first-week rule follows the moment of receipt: confirming the link a day later costs nothing
    const received = cancel.receivedAt ?? now;
    let refundCents = 0;
    let renewalRefundCents = 0;
    let endsNow = false;
    if (canCancelCurrent && current) {
      refundCents = refundIfCancelled(current, received);
      endsNow = inFirstWeek(current, received);
      if (refundCents > 0) await refund(tx, current, refundCents, 'cancelled_in_first_week');
      await repo.markCancelled(tx, current.id, {
        status: 'cancelled',
        at: now,
        reason: cancel.reason,
        text: cancel.text,
        refundCents,
        // in the first week it ends now (refunded as far as paid); otherwise it runs to its end date
        ...(endsNow ? { endsAt: now } : {}),
      });
      await repo.addHistory(tx, {
        subscriptionId: current.id,
        userId,
        from: current.state,
        to: 'cancelled',
        reason: refundCents > 0 ? 'refunded' : cancel.historyReason,
        detail: cancel.reason,
        actor: 'self',
        actorId: userId,
      });
    }
    if (pending) {
      // a renewal already paid for is paid back; one still awaiting its payment costs nothing
      const pendingRefund = refundIfCancelledBeforeStart(pending);
      if (pendingRefund > 0) await refund(tx, pending, pendingRefund, 'cancelled_before_start');
      renewalRefundCents = pendingRefund;
      await repo.markCancelled(tx, pending.id, {
        status: 'cancelled_renewal',
        at: now,
        reason: cancel.reason,
        text: cancel.text,
        refundCents: pendingRefund,
      });
      await repo.addHistory(tx, {
        subscriptionId: pending.id,
        userId,
        from: pending.state,
        to: 'cancelled_renewal',
        reason: pendingRefund > 0 ? 'refunded' : cancel.historyReason,
        detail: cancel.reason,
        actor: 'self',
        actorId: userId,
      });
    }
    const shownId = current?.id ?? pending?.id;
    const ended = shownId === undefined ? undefined : await repo.membershipById(tx, shownId);
    const endsAt = ended?.ends_at ?? null;
    await repo.setTerminationDate(tx, userId, endsAt ? endsAt.toISOString().slice(0, 10) : null);
    const user = (await repo.userById(tx, userId))!;
    const mail = cancellationMail(user.lang, user, {
      contractReference: ended!.contract_reference,
      endsAt,
      refundCents,
      renewalRefundCents,
      receivedAt: received,
    });
    await outbox.queue(tx, { kind: 'membership_cancelled', recipient: user.email, lang: user.lang, ...mail });
    return {
      membership: ended!,
      refundCents: refundCents + renewalRefundCents,
      endedImmediately: endsNow,
    };
  }

  return {
    async offers(): Promise<MembershipOffersResponse> {
      const rows = await repo.prices(db);
      const order = Object.keys(BILLING_INTERVALS_BY_DURATION);
      return {
        offers: rows
          .sort((a, b) => order.indexOf(a.duration) - order.indexOf(b.duration))
          .map((row) => ({
            duration: row.duration,
            price_cents: row.price_cents,
            vat_rate: row.vat_rate,
            billing_intervals: [...BILLING_INTERVALS_BY_DURATION[row.duration]],
          })),
      };
    },

    async accessCode(code: string, client: string): Promise<AccessCodeResponse> {
      await throttle('access-code', client);
      await guesses.refuse(client, code);
      const found = await repo.accessCodeByCode(db, code);
      if (!found || !found.valid || found.full) {
        const problem = await accessCodeProblem(db, code);
        await guesses.countMiss(problem, client, code);
        throw problem;
      }
      const subcategories = await repo.subcategoriesOf(db, found.company_id);
      return { company: { id: found.company_id, name: found.company_name }, subcategories };
    },

    async checkEmail(email: string, client: string): Promise<{ exists: boolean }> {
      await throttle('check-email', client, CHECK_EMAIL_LIMIT);
      return { exists: await repo.emailExists(db, email) };
    },

    async register(
      body: RegistrationBody,
      idempotencyKey: string | undefined,
      client: string,
    ): Promise<Answer<RegistrationResponse>> {
      // registrations per client, like the other public calls; codes are checked against guessing first
      await throttle('registration', client, registrations);
      const code = body.access.type === 'company' || body.access.type === 'voucher' ? body.access.code : null;
      if (code !== null) await guesses.refuse(client, code);
      const { password, ...rest } = body;
      const passwordHash = await hashPassword(password);
      const scope: IdempotencyScope | null = idempotencyKey
        ? { scope: 'registration', ownerId: 0, key: idempotencyKey }
        : null;
      const result = await db
        .transaction()
        .execute(async (tx) => {
          if (scope) {
            // the password is not part of the stored hash; a replay checks it against the account instead
            const replay = await claimKey(tx, scope, requestHash(rest));
            if (replay) return { replay, userId: undefined, stored: undefined };
          }
          if (await repo.emailExists(tx, body.email)) throw emailExists();
          const lang = toLang(body.lang);
          const user = await repo.insertUser(tx, {
            email: body.email,
            password_hash: passwordHash,
            first_name: body.first_name,
            last_name: body.last_name,
            nickname: body.nickname ?? null,
            birthdate: body.birthdate ?? null,
            gender: body.gender ?? null,
            job_category: body.job_category ?? null,
            phone_number: body.phone_number ?? null,
            lang,
            roles: ['subscriber'],
            email_verified_at: null,
          });
          const membershipId = await grantAccess(tx, user, body.access);
          const membership = (await repo.membershipById(tx, membershipId))!;
          await repo.addHistory(tx, {
            subscriptionId: membershipId,
            userId: user.id,
            from: null,
            to: 'active',
            reason: 'registered',
            detail: body.access.type,
            actor: 'self',
            actorId: user.id,
          });
          await queueVerification(tx, user);
          const stored = { membership: toMembership(membership) };
          if (scope) await storeAnswer(tx, scope, { status: 201, response: stored, userId: user.id });
          return { replay: null, userId: user.id, stored };
        })
        .catch(async (error: unknown) => {
          if (isUniqueViolation(error, 'users_email_key')) throw emailExists();
          if (code !== null) await guesses.countMiss(error, client, code);
          if (error instanceof AppError) throw error;
          logger.error({ err: error }, 'registration failed');
          throw fail('internal', 'registration_failed', 'Error during registration');
        });

      const replay = result.replay;
      const userId = replay ? replay.userId : result.userId;
      const stored = (replay ? replay.response : result.stored) as Pick<RegistrationResponse, 'membership'>;
      const user = userId === null || userId === undefined ? undefined : await repo.userById(db, userId);
      if (!user) throw fail('internal', 'registration_failed', 'Error during registration');
      if (replay && !(await verifyPassword(password, user.password_hash))) {
        throw fail(
          'conflict',
          'idempotency_key_reused',
          'This Idempotency-Key was already used for another request.',
        );
      }
      const token = signAccessToken(user.id, jwt, user.token_version);
      return {
        status: replay ? replay.status : 201,
        body: { ...toTokenResponse(user, token), membership: stored.membership },
      };
    },

    async verify(key: string): Promise<{ verified: true }> {
      await db.transaction().execute(async (tx) => {
        const stored = await consumeMailedKey(tx, 'email_verification_keys', key);
        // one answer for unknown, used and expired links
        if (!stored) {
          throw fail(
            'invalid_data',
            'verification_link_invalid',
            'This link is invalid or has expired. Please have a new link sent to you.',
          );
        }
        await repo.markVerified(tx, stored.user_id);
      });
      return { verified: true };
    },

    async resendVerification(userId: number): Promise<{ sent: true }> {
      await db.transaction().execute(async (tx) => {
        await repo.lockUser(tx, userId);
        const user = await repo.userById(tx, userId);
        if (!user || user.email_verified_at !== null) return;
        // over the limit the answer stays the same; the links already sent still work
        if ((await repo.countVerificationKeysSince(tx, userId, 3600)) >= VERIFICATION_MAILS_PER_HOUR) return;
        await queueVerification(tx, user);
      });
      return { sent: true };
    },

    async overview(userId: number): Promise<MembershipOverview> {
      const rows = await repo.membershipsOf(db, userId);
      const current = currentOf(rows);
      const pending = pendingOf(rows);
      // the same rule as cancelFor: a refunded first-week cancellation ends the membership at once
      const now = new Date();
      const currentRefund = current && cancellable(current) ? refundIfCancelled(current, now) : 0;
      return {
        current: current ? toMembership(current) : null,
        pending: pending ? toMembership(pending) : null,
        history: (await repo.historyOf(db, userId)).map(toHistoryEntry),
        can_cancel: cancellable(current) || pending !== null,
        refund_if_cancelled_cents: currentRefund + (pending ? refundIfCancelledBeforeStart(pending) : 0),
        cancel_ends_immediately: current !== null && cancellable(current) && inFirstWeek(current, now),
      };
    },

    async extend(
      userId: number,
      body: ExtendMembershipBody,
      key: string,
    ): Promise<Answer<ExtendMembershipResponse>> {
      const scope: IdempotencyScope = { scope: 'membership_extend', ownerId: userId, key };
      return db.transaction().execute(async (tx) => {
        const replay = await claimKey(tx, scope, requestHash(body));
        if (replay) return { status: replay.status, body: replay.response as ExtendMembershipResponse };
        await repo.lockUser(tx, userId);
        const rows = await repo.membershipsOf(tx, userId);
        const current = currentOf(rows);
        if (pendingOf(rows)) {
          throw fail(
            'conflict',
            'extension_pending',
            'An extension is already waiting for its payment or start.',
          );
        }
        if (current?.grants_access && current.kind === 'company') {
          throw fail(
            'conflict',
            'membership_not_extendable',
            'A company membership is extended by the company.',
          );
        }
        const { price_cents, vat_rate } = await price(tx, body.duration);
        const payment = await setUpPayment(tx, body.payment, {
          userId,
          amountCents: price_cents,
          field: 'payment',
        });
        // it follows the running membership without a gap; it only starts once payment is confirmed
        const startsAt = current?.grants_access && current.ends_at ? current.ends_at : new Date();
        const createdId = await repo.insertMembership(tx, {
          user_id: userId,
          kind: 'private',
          status: 'awaiting_payment',
          starts_at: startsAt,
          ends_at: addDuration(startsAt, body.duration),
          duration: body.duration,
          billing_interval: body.billing_interval,
          payment_type: payment.type,
          sepa_mandate_id: payment.sepaMandateId,
          price_cents,
          vat_rate,
        });
        await repo.addHistory(tx, {
          subscriptionId: createdId,
          userId,
          from: null,
          to: 'awaiting_payment',
          reason: 'extension_requested',
          actor: 'self',
          actorId: userId,
        });
        const answer = { membership: toMembership((await repo.membershipById(tx, createdId))!) };
        await storeAnswer(tx, scope, { status: 201, response: answer, userId });
        return { status: 201, body: answer };
      });
    },

    async cancel(userId: number, body: CancelMembershipBody): Promise<CancelMembershipResponse> {
      return db.transaction().execute(async (tx) => {
        await repo.lockUser(tx, userId);
        const done = await cancelFor(tx, userId, {
          reason: body.reason,
          text: body.text || null,
          historyReason: 'cancelled',
        });
        if (!done) throw notCancellable();
        return {
          membership: toMembership(done.membership),
          refund_cents: done.refundCents,
          ended_immediately: done.endedImmediately,
        };
      });
    },

    /**
     * § 312k BGB without login: a match (e-mail, both names, birthdate or contract reference) with something to
     * cancel gets the receipt and a confirmation link by mail; nothing ends before the link is followed. The
     * answer is the same whatever happened.
     */
    async cancelWithoutLogin(body: CancelWithoutLoginBody, client: string): Promise<{ received: true }> {
      await throttle('cancel-without-login', client);
      await db.transaction().execute(async (tx) => {
        const user = await matchingAccount(tx, body);
        if (!user) return;
        await repo.lockUser(tx, user.id);
        const rows = await repo.membershipsOf(tx, user.id);
        if (!cancellable(currentOf(rows)) && !pendingOf(rows)) return;
        // someone who knows a member's data cannot flood their mailbox; the links already sent still work
        if ((await repo.countCancellationRequestsSince(tx, user.id, 3600)) >= CANCELLATION_MAILS_PER_HOUR)
          return;
        const key = await issueMailedKey(
          tx,
          'cancellation_requests',
          { user_id: user.id, reason: body.reason ?? null },
          CANCELLATION_TTL_SECONDS,
        );
        const mail = cancellationRequestMail(user.lang, user, {
          link: cancellationConfirmLink(key),
          receivedAt: new Date(),
          validDays: CANCELLATION_TTL_SECONDS / 86400,
        });
        await outbox.queue(tx, {
          kind: 'membership_cancellation_requested',
          recipient: user.email,
          lang: user.lang,
          ...mail,
        });
      });
      return { received: true };
    },

    /** The mailed link of a cancellation without login: the cancellation happens now, received when asked for. */
    async confirmCancellation(key: string, client: string): Promise<CancelMembershipResponse> {
      await throttle('cancel-confirm', client);
      return db.transaction().execute(async (tx) => {
        const request = await consumeMailedKey(tx, 'cancellation_requests', key);
        if (!request) {
          throw fail(
            'invalid_data',
            'cancellation_link_invalid',
            'This link is invalid or has expired. Please send the cancellation form again.',
          );
        }
        await repo.lockUser(tx, request.user_id);
        const done = await cancelFor(tx, request.user_id, {
          reason: request.reason ?? 'other',
          text: null,
          historyReason: 'cancelled_without_login',
          receivedAt: request.created_at,
        });
        if (!done) throw notCancellable();
        return {
          membership: toMembership(done.membership),
          refund_cents: done.refundCents,
          ended_immediately: done.endedImmediately,
        };
      });
    },

    /** Confirms a renewal's payment; `res` is the staff request whose audit row gets the state before and after. */
    async confirmPayment(
      staffId: number,
      membershipId: number,
      res?: Response,
    ): Promise<ConfirmPaymentResponse> {
      const done = await db.transaction().execute(async (tx) => {
        const found = await repo.membershipById(tx, membershipId);
        if (!found) throw fail('not_found', 'membership_not_found', 'Membership not found.');
        await repo.lockUser(tx, found.user_id);
        const row = (await repo.membershipById(tx, membershipId))!;
        if (row.status !== 'awaiting_payment') {
          throw fail('conflict', 'payment_not_pending', 'This membership is not waiting for a payment.');
        }
        const now = new Date();
        // confirmed after the running membership ended: the paid term starts now, none of it is lost
        const startsAt = row.starts_at > now ? row.starts_at : now;
        const state: MembershipState = startsAt > now ? 'extension' : 'active';
        await repo.markPaymentConfirmed(tx, row.id, {
          status: state,
          startsAt,
          endsAt: addDuration(startsAt, row.duration ?? '1m'),
          at: now,
          staffId,
        });
        // a renewal paid for lifts an earlier cancellation's end date
        await repo.setTerminationDate(tx, row.user_id, null);
        await repo.addHistory(tx, {
          subscriptionId: row.id,
          userId: row.user_id,
          from: 'awaiting_payment',
          to: state,
          reason: 'payment_confirmed',
          actor: 'staff',
          actorId: staffId,
        });
        return { before: row, after: (await repo.membershipById(tx, row.id))! };
      });
      if (res) {
        const view = (m: MembershipRow) => ({
          membership_id: m.id,
          state: m.state,
          starts_at: m.starts_at.toISOString(),
          ends_at: m.ends_at?.toISOString() ?? null,
          payment_confirmed_at: m.payment_confirmed_at?.toISOString() ?? null,
        });
        await auditDetails(db, res, staffId, {
          action: 'membership.payment_confirmed',
          targetUserId: done.after.user_id,
          subject: `membership:${done.after.id}`,
          before: view(done.before),
          after: view(done.after),
        });
      }
      return { membership: toMembership(done.after) };
    },

    async trialRequests(registered: boolean | undefined): Promise<TrialRequestsResponse> {
      const rows = await repo.trialRequests(db, registered);
      return {
        requests: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          company: r.company,
          phone: r.phone,
          state: r.state ?? 'requested',
          created_at: r.created_at.toISOString(),
          registered: r.registered,
        })),
      };
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;

function notCancellable(): AppError {
  return fail('conflict', 'membership_not_cancellable', 'There is no membership that can be cancelled.');
}

/** The account the cancellation form names, when every piece of data given matches it. */
async function matchingAccount(tx: Db, body: CancelWithoutLoginBody) {
  const user = await repo.userForCancellation(tx, body.email);
  if (!user) return undefined;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (!same(user.first_name, body.first_name) || !same(user.last_name, body.last_name)) return undefined;
  if (body.birthdate !== undefined && user.birthdate !== body.birthdate) return undefined;
  if (body.contract_reference !== undefined) {
    const rows = await repo.membershipsOf(tx, user.id);
    if (!rows.some((r) => r.contract_reference === body.contract_reference)) return undefined;
  }
  return user;
}

function emailExists(): AppError {
  return new AppError(
    'conflict',
    'registration_email_exists',
    'An account with this e-mail address exists already. Please log in.',
  );
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (name === undefined || name === constraint);
}
