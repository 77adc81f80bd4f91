import type { ApiFailure } from '@officefit/api';
import { stepOfField } from '../values';
import type { AccessServerError } from './access-step';

/** Answers of POST registration that belong to the code field of step 3. */
const CODE_ERRORS = [
  'access_code_invalid',
  'access_code_expired',
  'access_code_full',
  'voucher_invalid',
  'voucher_used',
  'voucher_expired',
  // the company admits only its own addresses to its codes (spec §5)
  'email_not_company',
];

/** What the wizard shows for a refused registration: the address taken, a field's error, or the step to go back to. */
export type RegistrationRefusal =
  | { kind: 'emailExists' }
  | { kind: 'field'; error: AccessServerError }
  | { kind: 'step'; step: 1 | 2 | 3 }
  | { kind: 'none' };

/** Maps a refusal of POST registration onto the wizard's steps and fields. */
export function registrationRefusal(failure: ApiFailure): RegistrationRefusal {
  if (failure.code === 'registration_email_exists') return { kind: 'emailExists' };
  if (CODE_ERRORS.includes(failure.code)) {
    return { kind: 'field', error: { field: 'access.code', code: failure.code } };
  }
  if (failure.code === 'subcategory_invalid') {
    return { kind: 'field', error: { field: 'access.subcategory_id', code: failure.code } };
  }
  if (failure.code === 'trial_already_used') {
    return { kind: 'field', error: { field: 'access.type', code: failure.code } };
  }
  if (failure.code === 'rest_invalid_param') {
    const fields = Object.keys(failure.params);
    if (fields.some((field) => field.includes('iban'))) {
      return { kind: 'field', error: { field: 'access.payment.iban', code: 'iban_invalid' } };
    }
    if (fields.some((field) => field.includes('bic'))) {
      return { kind: 'field', error: { field: 'access.payment.bic', code: 'bic_invalid' } };
    }
    if (fields[0]) return { kind: 'step', step: stepOfField(fields[0]) };
  }
  return { kind: 'none' };
}
