import { useCallback } from 'react';
import { formatDate, useLanguage } from '@officefit/i18n';

/** An order's time as a date in the interface language ("25. November 2026"). */
export function useFormatOrderDate(): (iso: string) => string {
  const lang = useLanguage();
  return useCallback((iso: string) => formatDate(iso, lang, { dateStyle: 'long' }), [lang]);
}

/** "25. November 2026 um 14:05": a deadline within a day needs its time. */
export function useFormatOrderDateTime(): (iso: string) => string {
  const lang = useLanguage();
  return useCallback(
    (iso: string) => formatDate(iso, lang, { dateStyle: 'long', timeStyle: 'short' }),
    [lang],
  );
}
