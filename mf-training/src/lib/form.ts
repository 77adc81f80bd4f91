// The remote's form helper: a refused call's field errors put on the form (the resolver of a contract schema is
// shared: `formResolver` of @officefit/i18n/form).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiFailure } from '@officefit/api';

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
