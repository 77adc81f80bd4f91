// The profile forms' model: the shared contract (@officefit/domain) with the form's string inputs turned into
// the wire's numbers and nulls (the resolver: @officefit/i18n/form; the server's field errors: lib/form.ts).
import { z } from 'zod';
import { type Profile, type UpdateProfileBody, updateProfileBodySchema } from '@officefit/domain';
import { decimalInputText, parseDecimal } from '@officefit/i18n';

const shape = updateProfileBodySchema.shape;
/** '' (an empty input or select) → null; a number input's text ("62,5" or "62.5") → a number, NaN if it is none. */
const toNumberOrNull = (value: unknown) =>
  value === '' || value == null ? null : (parseDecimal(String(value)) ?? Number.NaN);
const toNull = (value: unknown) => (value === '' ? null : value);

/** The personal-data form of the Profile tab. */
export const profileFormSchema = updateProfileBodySchema.extend({
  gender: z.preprocess(toNull, shape.gender),
  height: z.preprocess(toNumberOrNull, shape.height),
  weight: z.preprocess(toNumberOrNull, shape.weight),
  job_category: z.preprocess(toNumberOrNull, shape.job_category),
  subcategory_id: z.preprocess(toNumberOrNull, shape.subcategory_id),
});

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  nickname: string;
  birthdate: string;
  gender: string;
  height: string;
  weight: string;
  job_category: string;
  subcategory_id: string;
  phone_number: string;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The form's starting values from the saved profile; numbers with the decimal mark of `lang`. */
export function profileFormValues(profile: Profile, lang: string): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    nickname: text(profile.nickname),
    birthdate: text(profile.birthdate),
    gender: text(profile.gender),
    height: decimalInputText(profile.height, lang),
    weight: decimalInputText(profile.weight, lang),
    job_category: text(profile.job_category),
    subcategory_id: text(profile.subcategory_id),
    phone_number: text(profile.phone_number),
  };
}

export type { UpdateProfileBody };
