import { dateTimeFormat } from '@officefit/i18n';

/** A `YYYY-MM-DD` string (or an ISO timestamp) as a local date at noon, so no time-zone shift changes the day. */
export function parseIsoDate(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`): the one day arithmetic of @officefit/domain. */
export { daysBetween } from '@officefit/domain';

/** A date formatted for the interface language with Intl (no date library). */
export function formatDate(value: string, lang: string, options: Intl.DateTimeFormatOptions = {}): string {
  return dateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', ...options }).format(
    parseIsoDate(value),
  );
}

/** A number with thousands separators for the interface language: the one rule of @officefit/i18n. */
export { formatNumber } from '@officefit/i18n';
