import { useCallback } from 'react';
import { useLanguage } from '@officefit/i18n';

/** An order's time as a date in the interface language ("25. November 2026"). */
export function useFormatOrderDate(): (iso: string) => string {
  const lang = useLanguage();
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso)),
    [lang],
  );
}

/** "25. November 2026 um 14:05": a deadline within a day needs its time. */
export function useFormatOrderDateTime(): (iso: string) => string {
  const lang = useLanguage();
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)),
    [lang],
  );
}
