/** The units "time ago" counts in, largest first, with their length in seconds. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago `then` was at `now`, in the reader's language ("vor 3 Stunden", "yesterday", "now"): the largest
 * unit that fits once, by Intl.RelativeTimeFormat.
 */
export function timeAgo(then: Date, now: Date, lang: string): string {
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  for (const [unit, length] of UNITS) {
    if (seconds >= length) return format.format(-Math.floor(seconds / length), unit);
  }
  return format.format(0, 'second');
}
