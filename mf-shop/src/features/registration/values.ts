// The registration's form values, their empty states and the wire body built from the validated steps; no zod
// here (the schemas in ./form.ts load on demand).
import type { z } from 'zod/mini';
import type { RegistrationBody } from '@officefit/domain';
import { withoutBlanks } from '../../lib/forms/field-error';
import {
  emptyPaidTerm,
  intervalsFor,
  paidTermWire,
  type PaidTermValues,
} from '../../lib/forms/paid-term-values';
import type { accessStepSchema, accountStepSchema, personalStepSchema } from './form';

export interface AccountValues {
  email: string;
  password: string;
  password_repeat: string;
  terms: boolean;
  privacy: boolean;
}

export type Employment = 'company' | 'private';

export interface PersonalValues {
  first_name: string;
  last_name: string;
  nickname: string;
  birthdate: string;
  gender: string;
  job_category: string;
  phone_number: string;
  lang: string;
  employment: string;
}

export type AccessType = 'company' | 'voucher' | 'trial' | 'paid';

export interface AccessValues {
  access: PaidTermValues & { type: string; code: string; subcategory_id: string };
  sepa_mandate: boolean;
}

/** Only the fields of the chosen access type go on the wire (the strict schemas reject the others). */
export function accessWire(access: AccessValues['access']): unknown {
  switch (access.type) {
    case 'company':
      return withoutBlanks({
        type: access.type,
        code: access.code,
        subcategory_id: access.subcategory_id ? Number(access.subcategory_id) : '',
      });
    case 'voucher':
      return withoutBlanks({ type: access.type, code: access.code });
    case 'trial':
      return { type: access.type };
    case 'paid':
      return { type: access.type, ...paidTermWire(access) };
    default:
      return {};
  }
}

export type AccountOutput = z.output<typeof accountStepSchema>;
export type PersonalOutput = z.output<typeof personalStepSchema>;
export type AccessOutput = z.output<typeof accessStepSchema>;

export const emptyAccount: AccountValues = {
  email: '',
  password: '',
  password_repeat: '',
  terms: false,
  privacy: false,
};

/**
 * A term chosen on the public price list (`/registration?term=<duration>`) is a private purchase: it presets the
 * employment and, in step 3, the paid term with its one fitting interval. An unknown term presets nothing.
 */
export function chosenTerm(term: string | null): string {
  return term && intervalsFor(term).length > 0 ? term : '';
}

export function emptyPersonal(lang: 'de' | 'en', term = ''): PersonalValues {
  return {
    first_name: '',
    last_name: '',
    nickname: '',
    birthdate: '',
    gender: '',
    job_category: '',
    phone_number: '',
    lang,
    employment: term ? 'private' : '',
  };
}

export function emptyAccess(employment: string, term = ''): AccessValues {
  const paid = employment !== 'company' && term !== '';
  const intervals = intervalsFor(term);
  return {
    access: {
      ...emptyPaidTerm,
      ...(paid && { duration: term, billing_interval: intervals.length === 1 ? (intervals[0] ?? '') : '' }),
      type: employment === 'company' ? 'company' : paid ? 'paid' : '',
      code: '',
      subcategory_id: '',
    },
    sepa_mandate: false,
  };
}

/** The one POST registration body from the three validated steps. */
export function registrationBody(
  account: AccountOutput,
  personal: PersonalOutput,
  access: AccessOutput,
): RegistrationBody {
  const { password_repeat: _repeat, ...accountPart } = account;
  const { employment: _employment, ...personalPart } = personal;
  return { ...accountPart, ...personalPart, access: access.access };
}

/** Which step a field of a 400 rest_invalid_param answer belongs to. */
export function stepOfField(field: string): 1 | 2 | 3 {
  if (['email', 'password', 'terms', 'privacy'].includes(field)) return 1;
  if (field.startsWith('access')) return 3;
  return 2;
}
