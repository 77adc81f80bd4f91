// The remote's form helpers: a contract schema's resolver with the shared translated messages, and a refused call's
// field errors put on the form.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { toApiFailure } from '@officefit/api';
import { validationErrorMap, type ValidationIssue } from '@officefit/i18n';

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
