// The value lists, limits and pure rules of registration and membership, without zod: screens read them
// (a select's options, the intervals of a duration) without loading the schemas of ./accounts.ts, which
// re-exports them.
import { BILLING_INTERVALS, type BillingInterval } from '../values';

/** Membership durations (spec §3, §9): two weeks, 1, 3, 6, 9 or 12 months. */
export const MEMBERSHIP_DURATIONS = ['2w', '1m', '3m', '6m', '9m', '12m'] as const;
export type MembershipDuration = (typeof MEMBERSHIP_DURATIONS)[number];

/** Billing intervals a duration can be paid in: never longer than the duration itself. */
export const BILLING_INTERVALS_BY_DURATION = {
  '2w': ['monthly'],
  '1m': ['monthly'],
  '3m': ['monthly', 'quarterly'],
  '6m': ['monthly', 'quarterly', 'halfyearly'],
  '9m': ['monthly', 'quarterly'],
  '12m': ['monthly', 'quarterly', 'halfyearly', 'yearly'],
} as const satisfies Record<MembershipDuration, readonly MembershipBillingInterval[]>;

/** The billing intervals of the value lists (../values), named for the membership forms. */
export const MEMBERSHIP_BILLING_INTERVALS = BILLING_INTERVALS;
export type MembershipBillingInterval = BillingInterval;

/** How a membership came about. */
export const MEMBERSHIP_KINDS = ['company', 'private', 'trial', 'voucher'] as const;
export type MembershipKind = (typeof MEMBERSHIP_KINDS)[number];

/**
 * Membership states (spec §4): `active` until its end date; `awaiting_payment` a paid extension not yet
 * received; `extension` a paid extension that starts when the running one ends; `cancelled` runs to its end
 * date; `cancelled_renewal` an extension dropped by a cancellation; `expired` ended.
 */
export const MEMBERSHIP_STATES = [
  'active',
  'extension',
  'cancelled',
  'cancelled_renewal',
  'expired',
  'awaiting_payment',
] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export const PAYMENT_TYPES = ['sepa', 'invoice', 'company', 'voucher', 'none'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const CANCEL_REASONS = [
  'too_expensive',
  'no_time',
  'not_useful',
  'health',
  'switching',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Gender of the registration (spec §3 "Further user data"). */
export const REGISTRATION_GENDERS = ['female', 'male', 'nonbinary', 'third'] as const;
export type RegistrationGender = (typeof REGISTRATION_GENDERS)[number];

/**
 * The health profile's `gender` answer code (spec §3: 1 female, 2 male, 3 diverse, 4 not stated; default 4) of the
 * one stored gender, the user's (issue 39: asked once, at registration and in the profile).
 */
export function genderCodeOf(gender: RegistrationGender | null): 1 | 2 | 3 | 4 {
  if (gender === 'female') return 1;
  if (gender === 'male') return 2;
  return gender ? 3 : 4;
}

/**
 * The stored gender after a client sent the health profile's `code`: unchanged when the code already describes it
 * (3 stands for both nonbinary and third), else the code's gender (4: none stated).
 */
export function genderFromCode(code: number, current: RegistrationGender | null): RegistrationGender | null {
  if (genderCodeOf(current) === code) return current;
  return code === 1 ? 'female' : code === 2 ? 'male' : code === 3 ? 'nonbinary' : null;
}

/** Job categories 1–16 (spec §3; 16 = other). */
export const JOB_CATEGORY_COUNT = 16;

/** Length of the trial week, and of the window in which a paid membership's cancellation refunds it (§9). */
export const TRIAL_DAYS = 7;
export const REFUND_WINDOW_DAYS = 7;

/** The password rule of spec §5: at least 8 characters with a capital, a small letter, a digit and a special. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

export const ACCOUNT_NAME_MAX = 100;
export const ACCESS_CODE_MAX = 64;
export const CANCEL_TEXT_MAX = 2000;
export const CONTRACT_REFERENCE_MAX = 40;
export const VERIFICATION_KEY_MAX = 200;

/** The header that makes a payment-creating POST safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Site path of the verification landing; the mailed link is `${EMAIL_VERIFICATION_PATH}?key=<key>`. */
export const EMAIL_VERIFICATION_PATH = '/registration/verify';
/** Site path of the cancellation screen; the confirmation link of a cancellation without login adds `?key=<key>`. */
export const CANCELLATION_CONFIRM_PATH = '/termination';
