// Calendar dates as 'YYYY-MM-DD' strings (no time of day, no time zone once computed).

/** The zone dates are computed in when the user has none (contract: Europe/Berlin). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const MS_PER_DAY = 86_400_000;

/**
 * A 'YYYY-MM-DD' formatter per valid zone: building an Intl.DateTimeFormat cost 8 % of the backend's CPU of
 * `GET current_units`, which asks for the user's today on every call. Only zones the runtime accepts are kept.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (!format) {
    // throws a RangeError for an unknown zone, which is then not kept
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size >= 1000) dayFormats.clear();
    dayFormats.set(zone, format);
  }
  return format;
}

/** Today's date in `timeZone` (an unknown zone falls back to Europe/Berlin). */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  try {
    return dayFormat(timeZone || DEFAULT_TIME_ZONE).format(now);
  } catch {
    return dayFormat(DEFAULT_TIME_ZONE).format(now);
  }
}

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** `date` plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * MS_PER_DAY).toISOString().slice(0, 10);
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
