// Live sessions are planned in Berlin time whatever the staff member's browser says: the form's
// `YYYY-MM-DDTHH:mm` (an <input type="datetime-local">) is read in Europe/Berlin and sent as an instant with
// its offset (+01:00 in winter, +02:00 in summer), as the contract's starts_at wants.

import { BUSINESS_TIME_ZONE } from '@officefit/domain';

export const STREAM_TIME_ZONE = BUSINESS_TIME_ZONE;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: STREAM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function fields(instant: number): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
}

/** Berlin's offset from UTC in minutes at an instant. */
function offsetAt(instant: number): number {
  const f = fields(instant);
  const asUtc = Date.UTC(+f.year!, +f.month! - 1, +f.day!, +f.hour!, +f.minute!, +f.second!);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `2026-03-02T09:00` in Berlin → `2026-03-02T09:00:00+01:00`; '' for anything else (the contract refuses it). */
export function berlinLocalToIso(local: string): string {
  const match = LOCAL.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // the offset at the wall time read as UTC, corrected once (right except inside the DST switch hour)
  const offset = offsetAt(wall - offsetAt(wall) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant → `YYYY-MM-DDTHH:mm` in Berlin (the form's value when editing). */
export function isoToBerlinLocal(iso: string): string {
  const f = fields(new Date(iso).getTime());
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}`;
}
