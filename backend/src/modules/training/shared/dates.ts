// Calendar dates as 'YYYY-MM-DD' strings (no time of day, no time zone once computed).

import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@officefit/domain';

// one formatter cache, one fallback and one day arithmetic for the backend and the apps
export { addDays, DEFAULT_TIME_ZONE, todayIn };

const MS_PER_DAY = 86_400_000;

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}
