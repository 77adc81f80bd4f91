// Numbers in the interface language: one rule for every screen, so the same balance never shows as "2000" in one
// place and "2.000" in another. Texts that count use i18next plurals with `{{count, number}}` (the same Intl rule).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLang } from '@officefit/domain';

// Building an Intl formatter costs far more than using one (it was 90 ms of a throttled /home load, one per number
// shown): each language-and-options pair is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cachedFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    if (formatters.size >= 500) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

/** Intl.NumberFormat for a language and options, built once. */
export function numberFormat(lang: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cachedFormat(
    `n|${lang}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.NumberFormat(lang, options),
  );
}

/** Intl.DateTimeFormat for a language and options, built once. */
export function dateTimeFormat(lang: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(
    `d|${lang}|${options ? JSON.stringify(options) : ''}`,
    () => new Intl.DateTimeFormat(lang, options),
  );
}

/**
 * A number with the grouping and decimal marks of the language (`de-DE`: 2.000; `en-US`: 2,000); `options` as for
 * Intl.NumberFormat (e.g. `signDisplay: 'exceptZero'` for +50 / −2.000).
 */
export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(toLang(lang), options).format(value);
}

/** `format` bound to the language the component renders in (re-renders on a language change). */
function useInRenderLanguage<Value, Options>(
  format: (value: Value, lang: string, options?: Options) => string,
): (value: Value, options?: Options) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback((value: Value, options?: Options) => format(value, lang, options), [format, lang]);
}

/** formatNumber bound to the language the component renders in (re-renders on a language change). */
export function useFormatNumber(): (value: number, options?: Intl.NumberFormatOptions) => string {
  return useInRenderLanguage(formatNumber);
}

/** "1 Punkt", "2.000 Punkte" / "1 point", "2,000 points" (common `units.points`), for texts that embed points. */
export function useFormatPoints(): (value: number) => string {
  const { t } = useTranslation('common');
  return useCallback((value: number) => t('units.points', { count: value }), [t]);
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A wire date (`YYYY-MM-DD`, or an ISO timestamp) as the language writes it ("6. Dez. 2026" / "Dec 6, 2026"). A bare
 * day is formatted in UTC so no time zone moves it to the day before; `options` default to `dateStyle: 'medium'`.
 */
export function formatDate(value: string, lang: string, options?: Intl.DateTimeFormatOptions): string {
  const dayOnly = DAY_ONLY.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const base = options ?? { dateStyle: 'medium' };
  return dateTimeFormat(toLang(lang), dayOnly ? { ...base, timeZone: 'UTC' } : base).format(date);
}

/** formatDate bound to the language the component renders in. */
export function useFormatDate(): (value: string, options?: Intl.DateTimeFormatOptions) => string {
  return useInRenderLanguage(formatDate);
}

/**
 * A number as the text of an input in the language ("62,5" / "62.5"): no grouping marks, which a user would have to
 * delete before typing; '' for null.
 */
export function decimalInputText(value: number | null | undefined, lang: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(toLang(lang), { useGrouping: false, maximumFractionDigits: 3 }).format(value);
}

/**
 * A number typed by the user: the language's decimal mark, and the other one too (a German keyboard's numpad and
 * a pasted "62.5" both give a point); null when empty or not a plain number (grouping marks are not accepted,
 * since "1.500" would be ambiguous).
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}
