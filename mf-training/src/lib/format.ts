import { dateTimeFormat } from '@officefit/i18n';

/** `m:ss` of a number of seconds (timer display). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Today as `YYYY-MM-DD` in the browser's time zone, optionally shifted by whole days. */
export function isoDate(date: Date = new Date(), shiftDays = 0): string {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate() + shiftDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A `YYYY-MM-DD` string as a local date (noon, so no time-zone shift changes the day). */
export function parseIsoDate(value: string): Date {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

/** A date formatted for the interface language with Intl (no date library). */
export function formatDate(value: string, lang: string, options: Intl.DateTimeFormatOptions = {}): string {
  return dateTimeFormat(lang, { day: 'numeric', month: 'long', ...options }).format(parseIsoDate(value));
}

/** A number with thousands separators for the interface language: the one rule of @officefit/i18n. */
export { formatNumber } from '@officefit/i18n';

/** The name of an ISO weekday (1 = Monday … 7 = Sunday) in the interface language. */
export function weekdayName(
  isoDay: number,
  lang: string,
  width: 'long' | 'short' | 'narrow' = 'long',
): string {
  // 1 January 2024 was a Monday.
  return dateTimeFormat(lang, { weekday: width }).format(new Date(2024, 0, isoDay, 12));
}

/** Short weekday name, e.g. "Mo" / "Mon" (for compact headers; pair it with the long name for screen readers). */
export function shortWeekday(isoDay: number, lang: string): string {
  return weekdayName(isoDay, lang, 'short');
}
