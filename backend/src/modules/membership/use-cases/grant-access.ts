// Step 3 of the registration: the new account gets its access by a company seat, a voucher, the trial week or a
// paid membership; each way inserts the membership row with its history entry and returns its id. A company seat
// starts like every other way into a company (SCIM, SSO): startCompanyMembership.
import type { Insertable } from 'kysely';
import type { SubscriptionsTable } from '../../../db/schema';
import { type RegistrationBody, TRIAL_DAYS } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { startCompanyMembership } from '../company-seats';
import { setUpPayment } from '../payment';
import * as repo from '../repository';
import type { Db } from '../repository';
import { addDays, addDuration, mailboxOf } from '../terms';
import { fail, invoiceDueAt, type MembershipContext } from './context';
import { accessCodeProblem } from './lookups';
import { priceOf } from './offers';
import { subcategoryChoices } from '../../companies';

type Access = RegistrationBody['access'];
interface NewUser {
  id: number;
  email: string;
}

/** Takes the seat / voucher / trial or sets up the payment; returns the membership row's id (history written). */
export async function grantAccess(
  tx: Db,
  user: NewUser,
  access: Access,
  grace: Pick<MembershipContext, 'invoiceGraceDays'>,
): Promise<number> {
  const now = new Date();
  switch (access.type) {
    case 'company':
      return companySeat(tx, user, access);
    case 'voucher':
      return voucher(tx, user, access, now);
    case 'trial':
      return trial(tx, user, now);
    case 'paid':
      return paid(tx, user, access, now, grace);
  }
}

/** Why the membership starts: a registration, or a code redeemed by someone signed in (redeem.ts). */
export type GrantReason = 'registered' | 'code_redeemed';

/** The membership row and its first history entry (the person did it themselves). */
async function insert(
  tx: Db,
  way: Access['type'],
  values: Insertable<SubscriptionsTable> & { user_id: number; status: 'active' | 'extension' },
  reason: GrantReason = 'registered',
): Promise<number> {
  const id = await repo.insertMembership(tx, values);
  await repo.addHistory(tx, {
    reason,
    actor: 'self',
    subscriptionId: id,
    userId: values.user_id,
    from: null,
    to: values.status,
    detail: way,
    actorId: values.user_id,
  });
  return id;
}

/** How a seat is taken: why, the body field of the location/department, whether a company with some needs one. */
export interface SeatOptions {
  reason: GrantReason;
  field: string;
  /** Redeeming on /extend asks for the place (issue 36); the registration keeps it optional as before. */
  placeRequired: boolean;
}

const REGISTRATION_SEAT: SeatOptions = {
  reason: 'registered',
  field: 'access.subcategory_id',
  placeRequired: false,
};

/** A seat of a company access code: the company, the optional location/department, the open-ended membership. */
export async function companySeat(
  tx: Db,
  user: NewUser,
  access: Extract<Access, { type: 'company' }>,
  options: SeatOptions = REGISTRATION_SEAT,
) {
  const seat = await repo.takeSeat(tx, access.code);
  if (!seat) throw await accessCodeProblem(tx, access.code);
  if (await repo.needsCompanyAddress(tx, seat.company_id, user.email)) throw companyAddressRequired();
  const subcategoryId = await placeOf(tx, seat.company_id, access.subcategory_id, options);
  await repo.setUserCompany(tx, user.id, seat.company_id, subcategoryId);
  return await startCompanyMembership(tx, {
    reason: options.reason,
    actor: 'self',
    userId: user.id,
    companyId: seat.company_id,
    accessCodeId: seat.id,
    detail: 'company',
    actorId: user.id,
  });
}

/** The chosen location/department: one of the company's own (refused otherwise), or null when it has none. */
async function placeOf(
  tx: Db,
  companyId: number,
  chosen: number | undefined,
  options: SeatOptions,
): Promise<number | null> {
  const subcategories = await subcategoryChoices(tx, companyId);
  if (chosen === undefined) {
    if (options.placeRequired && subcategories.length > 0) {
      throw placeProblem(options.field, 'subcategory_required', 'Please choose your location or department.');
    }
    return null;
  }
  if (!subcategories.some((s) => s.id === chosen)) {
    throw placeProblem(
      options.field,
      'subcategory_invalid',
      'This location or department does not belong to the company.',
    );
  }
  return chosen;
}

function placeProblem(field: string, code: string, message: string): AppError {
  return new AppError('invalid_data', code, message, { params: { [field]: message } });
}

/**
 * Uses the voucher once; its term starts at `startsAt` (now for a new account, the end of the running membership
 * for someone signed in, redeem.ts) and is an 'extension' until then.
 */
export async function voucher(
  tx: Db,
  user: NewUser,
  access: Extract<Access, { type: 'voucher' }>,
  now: Date,
  startsAt: Date = now,
  reason: GrantReason = 'registered',
) {
  const used = await repo.useVoucher(tx, access.code);
  if (!used) {
    const found = await repo.voucherByCode(tx, access.code);
    if (!found) throw fail('not_found', 'voucher_invalid', 'This code is not valid.');
    if (found.expired) throw fail('not_found', 'voucher_expired', 'This code has expired.', 410);
    throw fail('conflict', 'voucher_used', 'This code has already been used.');
  }
  return await insert(
    tx,
    'voucher',
    {
      user_id: user.id,
      kind: 'voucher',
      status: startsAt > now ? 'extension' : 'active',
      starts_at: startsAt,
      ends_at: addDuration(startsAt, used.duration),
      duration: used.duration,
      payment_type: 'voucher',
      voucher_id: used.id,
    },
    reason,
  );
}

async function trial(tx: Db, user: NewUser, now: Date) {
  if (!(await repo.takeTrial(tx, mailboxOf(user.email), user.id))) {
    throw fail(
      'conflict',
      'trial_already_used',
      'The trial week has already been used for this e-mail address.',
    );
  }
  await repo.startTrialRequests(tx, user.email, user.id);
  return await insert(tx, 'trial', {
    user_id: user.id,
    kind: 'trial',
    status: 'active',
    starts_at: now,
    ends_at: addDays(now, TRIAL_DAYS),
    payment_type: 'none',
  });
}

async function paid(
  tx: Db,
  user: NewUser,
  access: Extract<Access, { type: 'paid' }>,
  now: Date,
  grace: Pick<MembershipContext, 'invoiceGraceDays'>,
) {
  const { price_cents, vat_rate } = await priceOf(tx, access.duration);
  const payment = await setUpPayment(tx, access.payment, {
    userId: user.id,
    amountCents: price_cents,
    field: 'access.payment',
  });
  // the first term starts at once (paid by invoice: for the grace period, then dunned; payments/dunning)
  return await insert(tx, 'paid', {
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
    invoice_due_at: invoiceDueAt(grace, payment.type, now, now),
  });
}

/** Spec §5 "must be the company address": the company admits only addresses on its own domains to its codes. */
function companyAddressRequired(): AppError {
  return new AppError('invalid_data', 'email_not_company', 'Please use your company e-mail address.', {
    params: { email: 'Please use your company e-mail address.' },
  });
}
