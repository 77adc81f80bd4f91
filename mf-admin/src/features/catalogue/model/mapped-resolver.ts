import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '@officefit/i18n/form';

/**
 * A form resolver that checks what will be sent: `toBody` turns the form's text inputs into the request body, the
 * contract's schema checks that (with the translated messages); the form keeps its own values.
 */
export function mappedResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: TValues) => unknown,
): Resolver<TValues> {
  const check = formResolver<Record<string, unknown>, unknown>(schema);
  return async (values, context, options) => {
    const result = await check(toBody(values) as Record<string, unknown>, context, options as never);
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    // the body's field paths are the form's (same names, numbers as text)
    return { values: {}, errors: result.errors as FieldErrors<TValues> };
  };
}
