// The admin forms' resolver: the contract's zod schemas with the shared translated messages (@officefit/i18n
// validationErrorMap), and the text of a server refusal by its code.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toApiFailure } from '@officefit/api';
import { i18n, validationErrorMap, type ValidationIssue } from '@officefit/i18n';

export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  const resolver = zodResolver(schema as z.ZodType<TOutput, FieldValues>, {
    error: (issue) => validationErrorMap(issue as ValidationIssue),
  });
  return resolver as unknown as Resolver<TValues, unknown, TOutput>;
}

/** The snackbar key of a refused request: `admin:errors.<code>` when there is a text for it, else the generic one. */
export function refusalKey(error: unknown): string {
  return codeKey(toApiFailure(error as never).code);
}

/** The snackbar key of an error code. */
export function codeKey(code: string): string {
  return i18n.exists(`admin:errors.${code}`) ? `admin:errors.${code}` : 'common:errors.transfer';
}
