// Codes people type from a letter or a screen (access codes): readable (no 0/O, 1/I/L), grouped in fours, and
// unguessable — 12 symbols of 31 carry about 59 bits, against guessing that stops after 10 misses an hour.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** e.g. `FIT-K7QM-3XPA-W9RD` */
export function unguessableCode(prefix = 'FIT'): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${group()}-${group()}-${group()}`;
}
