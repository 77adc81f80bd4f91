// The profile forms' model: the shared contract (@officefit/domain) with the form's string inputs turned into
// the wire's numbers and nulls (the resolver: @officefit/i18n/form; the server's field errors: lib/form.ts).
import { z } from 'zod';
import { type Profile, type UpdateProfileBody, updateProfileBodySchema } from '@officefit/domain';
import { parseDecimal } from '@officefit/i18n';

const shape = updateProfileBodySchema.shape;
/** '' (an empty input or select) → null; a number's text → a number, NaN if it is none. */
const toNumberOrNull = (value: unknown) =>
  value === '' || value == null ? null : (parseDecimal(String(value)) ?? Number.NaN);
const toNull = (value: unknown) => (value === '' ? null : value);

/**
 * The personal-data form of the Profile tab. Without height and weight: the health profile asks them (issue 39);
 * PUT me/profile still takes them for API clients.
 */
export const profileFormSchema = updateProfileBodySchema.omit({ height: true, weight: true }).extend({
  gender: z.preprocess(toNull, shape.gender),
  job_category: z.preprocess(toNumberOrNull, shape.job_category),
  subcategory_id: z.preprocess(toNumberOrNull, shape.subcategory_id),
});

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  nickname: string;
  birthdate: string;
  gender: string;
  job_category: string;
  subcategory_id: string;
  phone_number: string;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The form's starting values from the saved profile. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    nickname: text(profile.nickname),
    birthdate: text(profile.birthdate),
    gender: text(profile.gender),
    job_category: text(profile.job_category),
    subcategory_id: text(profile.subcategory_id),
    phone_number: text(profile.phone_number),
  };
}

export type { UpdateProfileBody };
