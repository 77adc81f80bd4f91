// Request schemas of registration, e-mail verification and membership (issue 11; spec §1, §3 Membership, §5,
// §9). The backend validates with them and mf-shop's forms use the same ones, so a rule lives in one place.
// Message-free (see the convention in ./index.ts); custom codes: `password_too_weak`, `date_not_past`,
// `billing_interval_mismatch`, `contract_data_required`. Response shapes: ../wire/accounts.ts.
// Written with zod/mini (functions and `.check()` instead of methods): the same core, the same issues and the
// same parsing as the classic API, but the browser bundles only what these schemas use (mf-shop's account forms:
// 16.5 kB gzip of zod instead of 23.8, loaded with the form's resolver). The backend validates them like any
// other schema (zod's `safeParse`); a classic schema may hold them (`z.optional(paymentSchema)` in shop.ts).
// Import only zod-free modules here (./rules, ./account-values), never a file on the classic API.
import { z } from 'zod/mini';
import {
  ACCESS_CODE_MAX,
  ACCOUNT_NAME_MAX,
  BILLING_INTERVALS_BY_DURATION,
  CANCEL_REASONS,
  CANCEL_TEXT_MAX,
  CONTRACT_REFERENCE_MAX,
  isStrongPassword,
  JOB_CATEGORY_COUNT,
  MEMBERSHIP_BILLING_INTERVALS,
  MEMBERSHIP_DURATIONS,
  REGISTRATION_GENDERS,
  VERIFICATION_KEY_MAX,
  type MembershipBillingInterval,
  type MembershipDuration,
} from './account-values';
import { isPossiblePhoneNumber } from './phone';
import { EMAIL_MAX, isCalendarDate, PASSWORD_MAX, PHONE_PATTERN, VISIBLE_TEXT } from './rules';

export * from './account-values';

const email = () =>
  z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(EMAIL_MAX)), z.email());

// not trimmed: spaces are allowed in passwords
const password = () =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(PASSWORD_MAX),
      z.refine(isStrongPassword, { params: { code: 'password_too_weak' } }),
    );

const name = () =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(ACCOUNT_NAME_MAX), z.regex(VISIBLE_TEXT));

/** An access code or voucher code: letters, digits and dashes, compared in capitals. */
const code = () =>
  z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1),
      z.maxLength(ACCESS_CODE_MAX),
      z.regex(/^[A-Z0-9][A-Z0-9-]*$/),
    );

/** A calendar date 'YYYY-MM-DD' that exists; otherwise the custom code `invalid_date` (as `dateField`). */
const calendarDate = () => z.string().check(z.refine(isCalendarDate, { params: { code: 'invalid_date' } }));

/** YYYY-MM-DD, a real calendar day, before today. */
const birthdate = () =>
  calendarDate().check(
    z.refine((value: string) => value < new Date().toISOString().slice(0, 10), {
      params: { code: 'date_not_past' },
    }),
  );

/** The characters of a phone number and a number that can exist (./phone.ts, the profile's rule too). */
const phoneNumber = () =>
  z
    .string()
    .check(
      z.trim(),
      z.regex(PHONE_PATTERN),
      z.refine(isPossiblePhoneNumber, { params: { code: 'phone_not_possible' } }),
    );

/** A whole number from 1 to `max`. */
const wholeNumber = (max: number) => z.number().check(z.int(), z.gte(1), z.lte(max));

/**
 * An IBAN with spaces removed, in capitals. Only its shape is checked here; the backend also checks the
 * checksum and the country's length (ibantools) and then answers rest_invalid_param for the same field.
 */
export const ibanSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
  ),
  z.string().check(z.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/)),
);

export const durationSchema = z.enum(MEMBERSHIP_DURATIONS);
export const billingIntervalSchema = z.enum(MEMBERSHIP_BILLING_INTERVALS);

/** A BIC (8 or 11 characters), spaces removed, in capitals; optional on a mandate (SEPA needs only the IBAN). */
export const bicSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
  ),
  z.string().check(z.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/)),
);

/** How a paid membership is paid: SEPA direct debit (the mandate is given with the request) or invoice. */
export const paymentSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('sepa'),
    iban: ibanSchema,
    account_owner: name(),
    bic: z.optional(bicSchema),
  }),
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
    subcategory_id: z.optional(wholeNumber(2_147_483_647)),
  }),
  z.strictObject({ type: z.literal('voucher'), code: code() }),
  z.strictObject({ type: z.literal('trial') }),
  z.strictObject({ type: z.literal('paid'), ...paidTerm() }).check(z.refine(intervalFits, intervalMismatch)),
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
  nickname: z.optional(name()),
  birthdate: z.optional(birthdate()),
  gender: z.optional(z.enum(REGISTRATION_GENDERS)),
  job_category: z.optional(wholeNumber(JOB_CATEGORY_COUNT)),
  phone_number: z.optional(phoneNumber()),
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
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(VERIFICATION_KEY_MAX)),
});
export type VerifyEmailBodyInput = z.input<typeof verifyEmailBodySchema>;
export type VerifyEmailBody = z.output<typeof verifyEmailBodySchema>;

/** POST membership/cancel-without-login/confirm: the key of the mailed link that makes the cancellation happen. */
export const confirmCancellationBodySchema = z.strictObject({
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(VERIFICATION_KEY_MAX)),
});
export type ConfirmCancellationBodyInput = z.input<typeof confirmCancellationBodySchema>;
export type ConfirmCancellationBody = z.output<typeof confirmCancellationBodySchema>;

/** POST membership/extend (header Idempotency-Key required). */
export const extendMembershipBodySchema = z
  .strictObject(paidTerm())
  .check(z.refine(intervalFits, intervalMismatch));
export type ExtendMembershipBodyInput = z.input<typeof extendMembershipBodySchema>;
export type ExtendMembershipBody = z.output<typeof extendMembershipBodySchema>;

/** POST membership/cancel (logged in): the reason choice with an optional free text. */
export const cancelMembershipBodySchema = z.strictObject({
  reason: z.enum(CANCEL_REASONS),
  text: z.optional(z.string().check(z.trim(), z.maxLength(CANCEL_TEXT_MAX))),
});
export type CancelMembershipBodyInput = z.input<typeof cancelMembershipBodySchema>;
export type CancelMembershipBody = z.output<typeof cancelMembershipBodySchema>;

/**
 * POST membership/cancel-without-login (§ 312k BGB): the e-mail, both names and at least one piece of contract
 * data (birthdate or contract reference) must all match the account for the confirmation link to be mailed; the
 * cancellation happens when the link is followed (confirmCancellationBodySchema).
 */
export const cancelWithoutLoginBodySchema = z
  .strictObject({
    email: email(),
    first_name: name(),
    last_name: name(),
    birthdate: z.optional(calendarDate()),
    contract_reference: z.optional(
      z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(CONTRACT_REFERENCE_MAX)),
    ),
    reason: z.optional(z.enum(CANCEL_REASONS)),
  })
  .check(
    z.refine((value) => Boolean(value.birthdate || value.contract_reference), {
      path: ['contract_reference'],
      params: { code: 'contract_data_required' },
    }),
  );
export type CancelWithoutLoginBodyInput = z.input<typeof cancelWithoutLoginBodySchema>;
export type CancelWithoutLoginBody = z.output<typeof cancelWithoutLoginBodySchema>;

export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{8,100}$/));

/**
 * POST membership/redeem (signed in): a voucher or a company access code, told apart by the server; the
 * location/department only for a company code that has them.
 */
export const redeemCodeBodySchema = z.strictObject({
  code: code(),
  subcategory_id: z.optional(wholeNumber(2_147_483_647)),
});
export type RedeemCodeBodyInput = z.input<typeof redeemCodeBodySchema>;
export type RedeemCodeBody = z.output<typeof redeemCodeBodySchema>;
