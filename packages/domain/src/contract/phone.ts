// The one rule for a phone number (issue 36): the characters of PHONE_PATTERN, and a number that can exist, read
// by libphonenumber-js (its small metadata) with German numbers without a country code read as German (the
// operator's market). The registration's contract, the profile's server check and the SMS sender share it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The number in E.164 form ("+491701234567"), or null when it is no possible phone number. */
export function phoneInE164(number: string): string | null {
  const parsed = parsePhoneNumberFromString(number, 'DE');
  return parsed?.isPossible() ? parsed.number : null;
}

/** Whether the number can be a phone number at all (its length fits its country). */
export const isPossiblePhoneNumber = (number: string): boolean => phoneInE164(number) !== null;
