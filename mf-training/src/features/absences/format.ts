import { dateTimeFormat } from '@officefit/i18n';
/** A 'YYYY-MM-DD' day as the interface language writes it (the date itself, no time zone shift). */
export function formatDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** True when `today` lies within from..until (inclusive). */
export function isActive(from: string | null, until: string | null, today: string): boolean {
  return from !== null && until !== null && from <= today && today <= until;
}
