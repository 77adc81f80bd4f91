// Query parameters that several endpoints share.
import { z } from 'zod';
import { contentLangOf, LANG_PARAM_VALUES } from './domain';

const langTag = z.enum(LANG_PARAM_VALUES, { error: 'lang must be de or en.' });

/**
 * `lang` of content lists: `de` or `en`, German when absent. The apps send their interface tag (`de-DE`,
 * `en-US`, from currentLanguage()), so those are accepted too and reduced to the content language by the one
 * language rule (@officefit/domain `contentLangOf`).
 */
export const contentLangParam = langTag.default('de').transform((lang) => contentLangOf(lang));
/** The same without a default: absent when not given. */
export const optionalContentLangParam = langTag.transform((lang) => contentLangOf(lang)).optional();

/** `value` as a LIKE pattern that matches it anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A whole-number query parameter between `min` and `max`, with the WordPress REST messages
 * (`per_page is not of type integer.`, `per_page must be between 1 (inclusive) and 100 (inclusive)`).
 */
export function integerParam(name: string, min: number, max: number) {
  const notInteger = `${name} is not of type integer.`;
  const range = `${name} must be between ${min} (inclusive) and ${max} (inclusive)`;
  return z
    .string({ error: notInteger })
    .regex(/^-?\d{1,9}$/, notInteger)
    .transform(Number)
    .pipe(z.number().min(min, range).max(max, range));
}

/** A database id in the path (`/…/{id}`), with the WordPress REST messages (`id is not of type integer.`, `Invalid id.`). */
export function pathIdParam(name: string) {
  return z
    .string({ error: `${name} is not of type integer.` })
    .regex(/^\d{1,10}$/, `${name} is not of type integer.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `Invalid ${name}.`).max(2_147_483_647, `Invalid ${name}.`));
}
