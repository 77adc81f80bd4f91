// Time left until a start (the live-stream countdown), in words of the language: "in 7 Min." rather than
// "0 T. 00:07:28" (#39). Intl does the units and plurals; the sentence around it is an i18n text.
import { toLang } from '@officefit/domain';
import { numberFormat } from './format';

/** Which sentence a countdown uses: `now` (started), `days` ("Beginnt in 2 Tagen"), `within` ("Beginnt in 7 Min."). */
export type TimeLeftKind = 'now' | 'days' | 'within';

const DAY = 86_400;
const HOUR = 3600;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function relativeFormat(lang: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(lang);
  if (!format) relativeFormats.set(lang, (format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' })));
  return format;
}

function listFormat(lang: string): Intl.ListFormat {
  let format = listFormats.get(lang);
  if (!format) listFormats.set(lang, (format = new Intl.ListFormat(lang, { type: 'unit', style: 'narrow' })));
  return format;
}

const unit = (value: number, name: 'hour' | 'minute' | 'second', lang: string) =>
  numberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/**
 * `seconds` left as words: from one day on, whole days as a relative time ("in 2 Tagen" / "in 2 days", rounded:
 * the exact hour is far off); below a day hours and minutes ("2 Std., 5 Min." / "2 hr 5 min"), below an hour
 * minutes ("7 Min."), below a minute seconds ("45 Sek."). Never a "0 days" part.
 */
export function formatTimeLeft(seconds: number, language: string): { kind: TimeLeftKind; text: string } {
  const lang = toLang(language);
  const left = Math.max(0, Math.floor(seconds));
  if (left === 0) return { kind: 'now', text: '' };
  if (left >= DAY) return { kind: 'days', text: relativeFormat(lang).format(Math.round(left / DAY), 'day') };
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / 60);
  if (hours > 0) {
    const parts = [unit(hours, 'hour', lang), ...(minutes > 0 ? [unit(minutes, 'minute', lang)] : [])];
    return { kind: 'within', text: listFormat(lang).format(parts) };
  }
  return { kind: 'within', text: minutes > 0 ? unit(minutes, 'minute', lang) : unit(left, 'second', lang) };
}
