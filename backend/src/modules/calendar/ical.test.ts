// The RFC 5545 writer: CRLF line ends, folding at 75 octets without splitting a UTF-8 character, TEXT escaping,
// and the feed's events (weekly RRULE for reminder times, TZID Europe/Berlin with its VTIMEZONE).
import { feedText } from './feed';
import { escapeText, foldLine, localDateTime, serialize, utcDateTime } from './ical';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('RFC 5545 text', () => {
  test('TEXT values escape backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('long lines fold at 75 octets with CRLF + space, never inside a character', () => {
    const line = `DESCRIPTION:${'Übung für den Rücken – '.repeat(10)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    parts.forEach((part, i) => {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    });
    // unfolding gives the line back (no character was split: the text is valid UTF-8 throughout)
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  test('every line ends in CRLF, components nest', () => {
    const text = serialize({
      name: 'VCALENDAR',
      properties: [['VERSION', '2.0']],
      components: [{ name: 'VEVENT', properties: [['UID', 'x']] }],
    });
    expect(text).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    );
  });

  test('date-times: UTC with Z, local in the zone of the TZID (summer and winter time)', () => {
    expect(utcDateTime(new Date('2026-03-01T10:15:30.123Z'))).toBe('20260301T101530Z');
    expect(localDateTime(new Date('2026-07-01T08:00:00Z'), 'Europe/Berlin')).toBe('20260701T100000');
    expect(localDateTime(new Date('2026-01-15T08:00:00Z'), 'Europe/Berlin')).toBe('20260115T090000');
  });
});

describe('the feed', () => {
  const now = new Date('2026-05-04T12:00:00Z');

  test('reminder times become weekly events on the reminder weekdays; live sessions become single events', () => {
    const text = feedText(
      { id: 7, lang: 'de-DE', times: ['09:30', null, '14:00', null], weekdays: [5, 1, 3] },
      [
        {
          id: 3,
          title: 'Rücken, Nacken; Schultern',
          title_en: 'Back, neck; shoulders',
          trainer: 'Anna',
          starts_at: new Date('2026-06-15T08:00:00Z'),
          duration_minutes: 30,
        },
      ],
      'https://officefit.example',
      now,
    );
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
    expect(unfolded).toContain(
      'UID:reminder-7-1@officefit\r\nDTSTAMP:20260504T120000Z\r\nDTSTART;TZID=Europe/Berlin:20240101T093000\r\n',
    );
    expect(unfolded).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR\r\n');
    expect(unfolded).toContain('UID:reminder-7-3@officefit');
    expect(unfolded).not.toContain('reminder-7-2@');
    expect(unfolded).toContain('SUMMARY:officefit: Zeit für Bewegung!\r\n');
    expect(unfolded).toContain(
      'DTSTART;TZID=Europe/Berlin:20260615T100000\r\nDTEND;TZID=Europe/Berlin:20260615T103000\r\n',
    );
    expect(unfolded).toContain('SUMMARY:officefit live: Rücken\\, Nacken\\; Schultern\r\n');
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  test('no reminder weekdays: no reminder events; English texts for English users', () => {
    const text = feedText(
      { id: 1, lang: 'en-US', times: ['08:00', null, null, null], weekdays: [] },
      [],
      'https://x.example',
      now,
    );
    expect(text).not.toContain('BEGIN:VEVENT');
    const weekend = feedText(
      { id: 1, lang: 'en-US', times: ['08:00', null, null, null], weekdays: [6, 7] },
      [],
      'https://x.example',
      now,
    );
    expect(weekend).toContain('DTSTART;TZID=Europe/Berlin:20240106T080000');
    expect(weekend).toContain('SUMMARY:officefit: Time to move!');
  });
});
