// Numbers in the interface language: one rule for every screen, so the same balance never shows as "2000" in one
// place and "2.000" in another. Texts that count use i18next plurals with `{{count, number}}` (the same Intl rule).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLang } from '@officefit/domain';

/**
 * A number with the grouping and decimal marks of the language (`de-DE`: 2.000; `en-US`: 2,000); `options` as for
 * Intl.NumberFormat (e.g. `signDisplay: 'exceptZero'` for +50 / −2.000).
 */
export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(toLang(lang), options).format(value);
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
