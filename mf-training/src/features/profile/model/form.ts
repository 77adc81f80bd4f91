// The profile forms' model: the shared contract (@officefit/domain) with the form's string inputs turned into
// the wire's numbers and nulls, the resolver with the shared texts, and server field errors onto the form.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { toApiFailure } from '@officefit/api';
import { type Profile, type UpdateProfileBody, updateProfileBodySchema } from '@officefit/domain';
import { validationErrorMap, type ValidationIssue } from '@officefit/i18n';

const shape = updateProfileBodySchema.shape;
/** '' (an empty input or select) → null; a number input's text → a number. */
const toNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));
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

/** The form's starting values from the saved profile. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    nickname: text(profile.nickname),
    birthdate: text(profile.birthdate),
    gender: text(profile.gender),
    height: text(profile.height),
    weight: text(profile.weight),
    job_category: text(profile.job_category),
    subcategory_id: text(profile.subcategory_id),
    phone_number: text(profile.phone_number),
  };
}

/** react-hook-form resolver of a contract schema with the shared translated messages. */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  const resolver = zodResolver(schema as z.ZodType<TOutput, FieldValues>, {
    error: (issue) => validationErrorMap(issue as ValidationIssue),
  });
  return resolver as unknown as Resolver<TValues, unknown, TOutput>;
}

/**
 * Puts the field errors of a failed call (`data.params` of a WordPress-style error) on the form's fields, with
 * `text` (the translated message of the error code); true when at least one field took one.
 */
export function applyServerErrors<T extends FieldValues>(
  caught: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  text: string,
): boolean {
  const params = toApiFailure(caught as Parameters<typeof toApiFailure>[0]).params ?? {};
  const hit = Object.keys(params).filter((field) => fields.includes(field));
  hit.forEach((field, index) => setError(field as Path<T>, { message: text }, { shouldFocus: index === 0 }));
  return hit.length > 0;
}

export type { UpdateProfileBody };
