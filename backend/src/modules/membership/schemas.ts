// The request schemas are the contract shared with mf-shop (@officefit/domain, contract/accounts.ts); this file
// adds the server-only parts (path id, query flag, Idempotency-Key header) and the English wire messages.
import { z } from 'zod';
import {
  accessCodeBodySchema,
  cancelMembershipBodySchema,
  cancelWithoutLoginBodySchema,
  checkEmailBodySchema,
  confirmCancellationBodySchema,
  extendMembershipBodySchema,
  idField,
  redeemCodeBodySchema,
  VOUCHER_BATCH_MAX,
  VOUCHER_STATES,
  VOUCHER_USES_MAX,
  voucherCreateBodySchema,
  registrationBodySchema,
  verifyEmailBodySchema,
} from '../../shared/domain';
import { wireMessages, type WireMessages } from '../../shared/validate';

const email = { default: 'Please enter a valid e-mail address.' };
const name = (field: string) => `${field} must be a text of 1 to 100 characters.`;
const code = 'Please enter a valid code.';
const payment = {
  'payment.type': 'payment.type must be sepa or invoice.',
  'payment.iban': 'The IBAN is not valid.',
  'payment.bic': 'The BIC is not valid.',
  'payment.account_owner': name('account_owner'),
  duration: 'duration must be one of 2w, 1m, 3m, 6m, 9m, 12m.',
  billing_interval: {
    billing_interval_mismatch: 'This billing interval is not offered for the chosen duration.',
    default: 'billing_interval must be monthly, quarterly, halfyearly or yearly.',
  },
};

const registrationMessages: WireMessages = {
  email,
  password: {
    password_too_weak:
      'The password must have at least 8 characters with a capital letter, a small letter, a digit and a special character.',
    default: 'Please enter a password.',
  },
  terms: 'Please accept the terms.',
  privacy: 'Please accept the privacy policy.',
  first_name: name('first_name'),
  last_name: name('last_name'),
  nickname: name('nickname'),
  birthdate: { date_not_past: 'The date of birth must be in the past.', default: 'No valid date.' },
  gender: 'gender must be female, male, nonbinary or third.',
  job_category: 'job_category must be a whole number between 1 and 16.',
  phone_number: 'Please enter a valid phone number.',
  lang: 'lang must be de or en.',
  access: 'access.type must be company, voucher, trial or paid.',
  'access.type': 'access.type must be company, voucher, trial or paid.',
  'access.code': code,
  'access.subcategory_id': 'access.subcategory_id must be a positive integer.',
  ...Object.fromEntries(Object.entries(payment).map(([field, text]) => [`access.${field}`, text])),
};

export const registrationBody = wireMessages(registrationBodySchema, registrationMessages);
export const accessCodeBody = wireMessages(accessCodeBodySchema, { code });
export const checkEmailBody = wireMessages(checkEmailBodySchema, { email });
export const verifyEmailBody = wireMessages(verifyEmailBodySchema, {
  key: 'This link is invalid or has expired. Please have a new link sent to you.',
});
export const confirmCancellationBody = wireMessages(confirmCancellationBodySchema, {
  key: 'This link is invalid or has expired. Please send the cancellation form again.',
});
export const extendMembershipBody = wireMessages(extendMembershipBodySchema, payment);
export const redeemCodeBody = wireMessages(redeemCodeBodySchema, {
  code,
  subcategory_id: 'subcategory_id must be a positive integer.',
});
export const cancelMembershipBody = wireMessages(cancelMembershipBodySchema, {
  reason: 'reason must be too_expensive, no_time, not_useful, health, switching or other.',
  text: 'text must be a text of at most 2000 characters.',
});
export const cancelWithoutLoginBody = wireMessages(cancelWithoutLoginBodySchema, {
  email,
  first_name: name('first_name'),
  last_name: name('last_name'),
  birthdate: 'No valid date.',
  contract_reference: {
    contract_data_required: 'Please enter your date of birth or your contract number.',
    default: 'contract_reference must be a text of at most 40 characters.',
  },
  reason: 'reason must be too_expensive, no_time, not_useful, health, switching or other.',
});

/** GET membership/offers takes no parameters. */
export const noQuery = z.strictObject({});

/** admin/memberships/{id} and admin/memberships/{id}/confirm-payment: a membership's id. */
export const membershipIdParams = z.strictObject({ id: idField() });

/** admin/refunds/{id}/confirm: a refund's id (membership_refunds). */
export const refundIdParams = z.strictObject({ id: idField() });

/** admin/refunds?state=pending|refunded. */
export const refundsQuery = z.strictObject({
  state: z.enum(['pending', 'refunded'], { error: 'state must be pending or refunded.' }).optional(),
});

export const voucherCreateBody = wireMessages(voucherCreateBodySchema, {
  duration: payment.duration,
  count: `count must be a whole number between 1 and ${VOUCHER_BATCH_MAX}.`,
  max_uses: `max_uses must be a whole number between 1 and ${VOUCHER_USES_MAX}.`,
  valid_until: 'No valid date.',
});

/** admin/vouchers/{id}/disable: a voucher's id. */
export const voucherIdParams = z.strictObject({ id: idField() });

/** admin/vouchers?state=unused|used|expired|disabled. */
export const vouchersQuery = z.strictObject({
  state: z.enum(VOUCHER_STATES, { error: 'state must be unused, used, expired or disabled.' }).optional(),
});

/** admin/trial-requests?registered=true|false. */
export const trialRequestsQuery = z.strictObject({
  registered: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

/** The Idempotency-Key header: optional on registration, required on membership/extend. */
export { idempotencyKey } from '../../shared/idempotency';
