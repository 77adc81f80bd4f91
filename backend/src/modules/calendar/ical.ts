// A small RFC 5545 writer: what the calendar feed needs and nothing more. Content lines end in CRLF and are folded
// at 75 octets (§3.1: a fold is CRLF + one space, never inside a UTF-8 character); TEXT values escape backslash,
// semicolon, comma and newlines (§3.3.11). A library (ical-generator) would bring a time zone generator as a
// second dependency for the one VTIMEZONE needed here, which RFC 5545 rules for Europe/Berlin describe in 15 lines.

import { BUSINESS_TIME_ZONE } from '../../shared/domain';

/** One property: name (with parameters, e.g. `DTSTART;TZID=Europe/Berlin`) and its already formatted value. */
export type Property = readonly [name: string, value: string];

/** A component (VEVENT, VTIMEZONE, …) with its properties and sub-components, in order. */
export interface Component {
  name: string;
  properties: Property[];
  components?: Component[];
}

const MAX_OCTETS = 75;

/** Escapes a TEXT value (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line into lines of at most 75 octets (continuations start with a space, which counts). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function lines(component: Component): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(([name, value]) => `${name}:${value}`),
    ...(component.components ?? []).flatMap(lines),
    `END:${component.name}`,
  ];
}

/** The iCalendar text of a VCALENDAR component: folded lines, each ending in CRLF. */
export function serialize(calendar: Component): string {
  return lines(calendar)
    .map((line) => `${foldLine(line)}\r\n`)
    .join('');
}

/** `20260301T101500Z`: a UTC DATE-TIME (§3.3.5 form 2). */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `20260301T101500`: a local DATE-TIME, read in the zone of its TZID parameter (§3.3.5 form 3). */
export function localDateTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/**
 * Europe/Berlin as a VTIMEZONE: CET/CEST with the EU rule in force since 1996 (last Sunday of March 02:00 →
 * 03:00, last Sunday of October 03:00 → 02:00). RFC 5545 §3.6.5 wants a VTIMEZONE for every TZID used.
 */
export const EUROPE_BERLIN: Component = {
  name: 'VTIMEZONE',
  properties: [['TZID', BUSINESS_TIME_ZONE]],
  components: [
    {
      name: 'DAYLIGHT',
      properties: [
        ['TZOFFSETFROM', '+0100'],
        ['TZOFFSETTO', '+0200'],
        ['TZNAME', 'CEST'],
        ['DTSTART', '19700329T020000'],
        ['RRULE', 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU'],
      ],
    },
    {
      name: 'STANDARD',
      properties: [
        ['TZOFFSETFROM', '+0200'],
        ['TZOFFSETTO', '+0100'],
        ['TZNAME', 'CET'],
        ['DTSTART', '19701025T030000'],
        ['RRULE', 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'],
      ],
    },
  ],
};
