// Field builders several areas share. Message-free (see the convention in ./index.ts).
import { z } from 'zod';
import { contentLangOf, LANG_PARAM_VALUES } from '../lang';
import { isCalendarDate, VISIBLE_TEXT } from './rules';

export { isCalendarDate, VISIBLE_TEXT };

/** Largest id PostgreSQL's integer holds. */
export const MAX_ID = 2_147_483_647;

/** A whole number sent as a JSON number or as a numeric string (WordPress clients send strings). */
export const intField = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,9}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

/** A positive id (of a user, an exercise, a habit …), as a number or a numeric string. */
export const idField = () =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(MAX_ID));

/** A calendar date 'YYYY-MM-DD' that exists; otherwise the custom code `invalid_date`. */
export const dateField = () => z.string().refine(isCalendarDate, { params: { code: 'invalid_date' } });

/**
 * One end of a date range: blank passes here so the range can say "both fields must be filled out"
 * (`both_fields_required`, see datePairIssues) rather than "no valid date" for the empty one.
 */
export const rangeDateField = () =>
  z.string().refine((value) => value === '' || isCalendarDate(value), { params: { code: 'invalid_date' } });

/** The fields of a range left blank, each to carry `both_fields_required` (spec §5). */
export function blankRangeFields<K extends string>(value: Record<K, string>, keys: readonly K[]): K[] {
  return keys.filter((key) => value[key] === '');
}

/** An optional text: blank ('' or spaces only) counts as not given. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/** Distinct values of `values` (a multiple choice); a repeated value is the custom code `values_repeat`. */
export function setOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(z.enum(values))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, { params: { code: 'values_repeat' } });
}

/**
 * `lang` of content requests: `de` or `en`, German when absent. The apps send their interface tag (`de-DE`,
 * `en-US`), so those are accepted too and reduced to the content language by the one language rule.
 */
export const contentLangField = () =>
  z
    .enum(LANG_PARAM_VALUES)
    .default('de')
    .transform((lang) => contentLangOf(lang));
