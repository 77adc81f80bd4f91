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

/** formatNumber bound to the language the component renders in (re-renders on a language change). */
export function useFormatNumber(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback(
    (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, lang, options),
    [lang],
  );
}

/** "1 Punkt", "2.000 Punkte" / "1 point", "2,000 points" (common `units.points`), for texts that embed points. */
export function useFormatPoints(): (value: number) => string {
  const { t } = useTranslation('common');
  return useCallback((value: number) => t('units.points', { count: value }), [t]);
}
