// The forms' resolver: a contract schema (@officefit/domain) checked by react-hook-form with the shared translated
// messages (validationErrorMap). A subpath of its own so that code without forms does not pull react-hook-form; each
// remote bundles it (the form stack is not shared by the federation). It imports its own package by name, not
// `./index`: in a remote that name is the federation's shared i18n instance, a relative path would be a second one.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
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
