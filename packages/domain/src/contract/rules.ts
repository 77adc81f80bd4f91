// Limits and rules that several contract files share, without zod: a contract file on zod/mini (accounts.ts)
// imports them from here, because importing them from a file on the classic API would bundle classic zod
// into the browser beside mini (see "Bundles" in ./index.ts).

/** Longest e-mail address (RFC 5321); also the registration's. */
export const EMAIL_MAX = 254;
/** Upper bound of a password: keeps scrypt's work bounded; also the registration's. */
export const PASSWORD_MAX = 1024;
/** Digits, spaces and + ( ) / -, 3 to 40 characters. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{2,38}$/;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a calendar date 'YYYY-MM-DD' that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Text a person types (names): no control characters, no invisible format characters (zero-width spaces, bidi
 * overrides that reorder what staff read) and no line or paragraph separators.
 */
export const VISIBLE_TEXT = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;
