// Calendar dates as 'YYYY-MM-DD' strings: the user's local date of an instant (@officefit/domain's todayIn, one
// Intl formatter per zone, so midnight and DST changes follow the user's time zone), the instant of a local time
// (the only use of @date-fns/tz: wall-clock to instant needs the zone's rules, which Intl does not invert) and
// plain day arithmetic on dates (no time zone).
import { TZDate } from '@date-fns/tz';
import { addDays, type Clock, daysBetween, isoWeekday, todayIn } from '@officefit/domain';
import { DEFAULT_TIME_ZONE } from './values';

// one definition each, shared with the apps
export { addDays, type Clock, daysBetween, isoWeekday };

/** The real clock. */
export const systemClock: Clock = () => new Date();

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Zones found valid: building an Intl.DateTimeFormat to ask costs ~0.1 ms, and most requests ask (issue 16). */
const knownTimeZones = new Set<string>();

/** True for an IANA time zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  // spellings differ in case only so far, but keep the set small whatever callers send
  if (knownTimeZones.size >= 1000) knownTimeZones.clear();
  knownTimeZones.add(timeZone);
  return true;
}

/** The time zone, or the default one when it is unknown. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/**
 * The calendar date ('YYYY-MM-DD') of the instant in the time zone. The apps' todayIn: date-fns' zoned format cost
 * a tenth of an exercise finish's CPU (issue 16).
 */
export function localDate(instant: Date, timeZone: string): string {
  return todayIn(safeTimeZone(timeZone), instant);
}

/**
 * The instant at which the wall clock in the time zone shows `time` ('HH:MM:SS', default midnight) on the date
 * ('YYYY-MM-DD'); a month or day past its end rolls over (2026-13-01 is 2027-01-01), summer time included.
 */
export function zonedInstant(date: string, timeZone: string, time = '00:00:00'): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, timeZone).getTime());
}

/** True for an existing calendar date written as 'YYYY-MM-DD'. */
export function isValidDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtc(date: string): Date {
  const match = DATE_RE.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** ISO week of the date, e.g. '2026-W48': the week's Thursday names the year, counted from its first Thursday. */
export function isoWeek(date: string): string {
  const thursday = toUtc(addDays(date, 4 - isoWeekday(date)));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The seven dates (Monday first) of the ISO week the date lies in. */
export function isoWeekDates(date: string): string[] {
  const monday = addDays(date, 1 - isoWeekday(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The first day of the date's month. */
export function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`;
}
