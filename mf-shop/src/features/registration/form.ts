// The three steps of /registration as forms: each validates its part of POST registration with the domain's
// schemas (one rule in one place with the backend) plus what only the screen has: the repeated password, the
// "company employee or private" choice of step 2 and the SEPA mandate consent of step 3.
import { z } from 'zod';
import {
  registrationAccessSchema,
  registrationAccountFieldsSchema,
  registrationPersonalFieldsSchema,
  type RegistrationBody,
} from '@officefit/domain';
import { withoutBlanks } from '../forms/field-error';
import { emptyPaidTerm, paidTermWire, type PaidTermValues } from '../membership/paid-term';

export interface AccountValues {
  email: string;
  password: string;
  password_repeat: string;
  terms: boolean;
  privacy: boolean;
}

export const accountStepSchema = registrationAccountFieldsSchema
  .safeExtend({ password_repeat: z.string() })
  .refine((v) => v.password === v.password_repeat, {
    path: ['password_repeat'],
    params: { code: 'password_mismatch' },
  });

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

export const personalStepSchema = z.preprocess(
  (raw) => {
    const values = raw as PersonalValues;
    return withoutBlanks({ ...values, job_category: values.job_category ? Number(values.job_category) : '' });
  },
  registrationPersonalFieldsSchema.safeExtend({ employment: z.enum(['company', 'private']) }),
);

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

export const accessStepSchema = z.preprocess(
  (raw) => {
    const values = raw as AccessValues;
    return { access: accessWire(values.access), sepa_mandate: values.sepa_mandate };
  },
  z.object({ access: registrationAccessSchema, sepa_mandate: z.boolean() }).superRefine((value, ctx) => {
    const { access } = value;
    if (access.type === 'paid' && access.payment.type === 'sepa' && !value.sepa_mandate) {
      ctx.addIssue({ code: 'custom', path: ['sepa_mandate'], params: { code: 'mandate_required' } });
    }
  }),
);

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

export function emptyPersonal(lang: 'de' | 'en'): PersonalValues {
  return {
    first_name: '',
    last_name: '',
    nickname: '',
    birthdate: '',
    gender: '',
    job_category: '',
    phone_number: '',
    lang,
    employment: '',
  };
}

export function emptyAccess(employment: string): AccessValues {
  return {
    access: {
      ...emptyPaidTerm,
      type: employment === 'company' ? 'company' : '',
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
