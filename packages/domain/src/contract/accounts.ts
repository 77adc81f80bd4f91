// Request schemas of registration, e-mail verification and membership (issue 11; spec §1, §3 Membership, §5,
// §9). The backend validates with them and mf-shop's forms use the same ones, so a rule lives in one place.
// Message-free (see the convention in ./index.ts); custom codes: `password_too_weak`, `date_not_past`,
// `billing_interval_mismatch`, `contract_data_required`. Response shapes: ../wire/accounts.ts.
import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX } from './auth';
import { PHONE_PATTERN } from './contact';
import { dateField } from './fields';

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

export const MEMBERSHIP_BILLING_INTERVALS = ['monthly', 'quarterly', 'halfyearly', 'yearly'] as const;
export type MembershipBillingInterval = (typeof MEMBERSHIP_BILLING_INTERVALS)[number];

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

const email = () => z.string().trim().toLowerCase().min(1).max(EMAIL_MAX).pipe(z.email());

// not trimmed: spaces are allowed in passwords
const password = () =>
  z
    .string()
    .min(1)
    .max(PASSWORD_MAX)
    .refine(isStrongPassword, { params: { code: 'password_too_weak' } });

const name = () => z.string().trim().min(1).max(ACCOUNT_NAME_MAX);

/** An access code or voucher code: letters, digits and dashes, compared in capitals. */
const code = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .min(1)
    .max(ACCESS_CODE_MAX)
    .regex(/^[A-Z0-9][A-Z0-9-]*$/);

/** YYYY-MM-DD, a real calendar day, before today. */
const birthdate = () =>
  dateField().refine((value) => value < new Date().toISOString().slice(0, 10), {
    params: { code: 'date_not_past' },
  });

const phoneNumber = () => z.string().trim().regex(PHONE_PATTERN);

/**
 * An IBAN with spaces removed, in capitals. Only its shape is checked here; the backend also checks the
 * checksum and the country's length (ibantools) and then answers rest_invalid_param for the same field.
 */
export const ibanSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/));

export const durationSchema = z.enum(MEMBERSHIP_DURATIONS);
export const billingIntervalSchema = z.enum(MEMBERSHIP_BILLING_INTERVALS);

/** How a paid membership is paid: SEPA direct debit (the mandate is given with the request) or invoice. */
export const paymentSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('sepa'), iban: ibanSchema, account_owner: name() }),
  z.strictObject({ type: z.literal('invoice') }),
]);
export type PaymentInput = z.output<typeof paymentSchema>;

/** A paid term: duration, a billing interval that fits it, payment. */
const paidTerm = () => ({
  duration: durationSchema,
  billing_interval: billingIntervalSchema,
  payment: paymentSchema,
});

function intervalFits(value: { duration: MembershipDuration; billing_interval: MembershipBillingInterval }) {
  return (BILLING_INTERVALS_BY_DURATION[value.duration] as readonly string[]).includes(
    value.billing_interval,
  );
}
const intervalMismatch = { path: ['billing_interval'], params: { code: 'billing_interval_mismatch' } };

/** Step 3 of the registration: how the account gets access. */
export const registrationAccessSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('company'),
    code: code(),
    subcategory_id: z.number().int().min(1).max(2_147_483_647).optional(),
  }),
  z.strictObject({ type: z.literal('voucher'), code: code() }),
  z.strictObject({ type: z.literal('trial') }),
  z.strictObject({ type: z.literal('paid'), ...paidTerm() }).refine(intervalFits, intervalMismatch),
]);
export type RegistrationAccess = z.output<typeof registrationAccessSchema>;

/** Step 1 of the stepper: account. */
export const registrationAccountFieldsSchema = z.strictObject({
  email: email(),
  password: password(),
  terms: z.literal(true),
  privacy: z.literal(true),
});

/** Step 2 of the stepper: personal data. */
export const registrationPersonalFieldsSchema = z.strictObject({
  first_name: name(),
  last_name: name(),
  nickname: name().optional(),
  birthdate: birthdate().optional(),
  gender: z.enum(REGISTRATION_GENDERS).optional(),
  job_category: z.number().int().min(1).max(JOB_CATEGORY_COUNT).optional(),
  phone_number: phoneNumber().optional(),
  lang: z.enum(['de', 'en']),
});

/** POST registration: the one request at the end of the 3-step stepper (header Idempotency-Key honoured). */
export const registrationBodySchema = z.strictObject({
  ...registrationAccountFieldsSchema.shape,
  ...registrationPersonalFieldsSchema.shape,
  access: registrationAccessSchema,
});
export type RegistrationBodyInput = z.input<typeof registrationBodySchema>;
export type RegistrationBody = z.output<typeof registrationBodySchema>;

/** POST registration/access-code: shows the company and its sub-categories during the stepper. */
export const accessCodeBodySchema = z.strictObject({ code: code() });
export type AccessCodeBodyInput = z.input<typeof accessCodeBodySchema>;
export type AccessCodeBody = z.output<typeof accessCodeBodySchema>;

/** POST registration/check-email. */
export const checkEmailBodySchema = z.strictObject({ email: email() });
export type CheckEmailBodyInput = z.input<typeof checkEmailBodySchema>;
export type CheckEmailBody = z.output<typeof checkEmailBodySchema>;

/** POST registration/verify: the key of the mailed link. */
export const verifyEmailBodySchema = z.strictObject({
  key: z.string().trim().min(1).max(VERIFICATION_KEY_MAX),
});
export type VerifyEmailBodyInput = z.input<typeof verifyEmailBodySchema>;
export type VerifyEmailBody = z.output<typeof verifyEmailBodySchema>;

/** POST membership/extend (header Idempotency-Key required). */
export const extendMembershipBodySchema = z.strictObject(paidTerm()).refine(intervalFits, intervalMismatch);
export type ExtendMembershipBodyInput = z.input<typeof extendMembershipBodySchema>;
export type ExtendMembershipBody = z.output<typeof extendMembershipBodySchema>;

/** POST membership/cancel (logged in): the reason choice with an optional free text. */
export const cancelMembershipBodySchema = z.strictObject({
  reason: z.enum(CANCEL_REASONS),
  text: z.string().trim().max(CANCEL_TEXT_MAX).optional(),
});
export type CancelMembershipBodyInput = z.input<typeof cancelMembershipBodySchema>;
export type CancelMembershipBody = z.output<typeof cancelMembershipBodySchema>;

/**
 * POST membership/cancel-without-login (§ 312k BGB): the e-mail, both names and at least one piece of contract
 * data (birthdate or contract reference) must all match the account for the cancellation to happen.
 */
export const cancelWithoutLoginBodySchema = z
  .strictObject({
    email: email(),
    first_name: name(),
    last_name: name(),
    birthdate: dateField().optional(),
    contract_reference: z.string().trim().toUpperCase().min(1).max(CONTRACT_REFERENCE_MAX).optional(),
    reason: z.enum(CANCEL_REASONS).optional(),
  })
  .refine((value) => Boolean(value.birthdate || value.contract_reference), {
    path: ['contract_reference'],
    params: { code: 'contract_data_required' },
  });
export type CancelWithoutLoginBodyInput = z.input<typeof cancelWithoutLoginBodySchema>;
export type CancelWithoutLoginBody = z.output<typeof cancelWithoutLoginBodySchema>;

/** The header that makes a payment-creating POST safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/);

/** Site path of the verification landing; the mailed link is `${EMAIL_VERIFICATION_PATH}?key=<key>`. */
export const EMAIL_VERIFICATION_PATH = '/registration/verify';
