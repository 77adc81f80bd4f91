// The user's calendar date: one notion of "today" for the backend and the apps (issue 18). Every rule works on the
// date in the profile's time zone (`me.meta.time_zone`), never on the device's or the server's own date.

/**
 * The operator's zone, the one place it is written: calendar months of rankings, point totals and reports,
 * invoice and mail dates, coupon validity, seed data, and the zone of a user who has none (contract).
 */
export const BUSINESS_TIME_ZONE = 'Europe/Berlin';

/** The zone dates are computed in when the user has none. */
export const DEFAULT_TIME_ZONE = BUSINESS_TIME_ZONE;

const MS_PER_DAY = 86_400_000;

/** Returns the current time; injected so rules and endpoints can be tested at fixed moments. */
export type Clock = () => Date;

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

/** Today's date ('YYYY-MM-DD') in `timeZone`; an unknown or missing zone falls back to Europe/Berlin. */
export function todayIn(timeZone?: string | null, now: Date = new Date()): string {
  try {
    return dayFormat(timeZone || DEFAULT_TIME_ZONE).format(now);
  } catch {
    return dayFormat(DEFAULT_TIME_ZONE).format(now);
  }
}

/** A 'YYYY-MM-DD' date plus `days` (negative goes back); calendar arithmetic, no time zone involved. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The birthdate picker's range on the user's `today` (spec §9: the year picker reaches 100 years back; a birthdate
 * lies in the past, so the range ends yesterday instead of 52 years ahead). One rule for every form that asks it.
 */
export function birthdateBounds(today: string): { min: string; max: string } {
  return { min: `${Number(today.slice(0, 4)) - 100}-01-01`, max: addDays(today, -1) };
}

/** Midnight UTC of a 'YYYY-MM-DD' date (an ISO timestamp's time is ignored); a RangeError for anything else. */
function dayStart(date: string): number {
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) throw new RangeError(`not a date: ${date}`);
  return time;
}

/** Whole days from `from` to `to` (negative when `to` is earlier); calendar arithmetic, no time zone involved. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / MS_PER_DAY);
}

/** ISO weekday of a 'YYYY-MM-DD' date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(dayStart(date)).getUTCDay() || 7;
}
