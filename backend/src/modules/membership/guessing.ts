// Guessing of access and voucher codes (issue 32: 60 tries in 3 s found the voucher `FIT-12M`). Two budgets of
// unknown codes, counted in login_attempts like the other public lookups:
//   - per client: a typo or two costs nothing, a client guessing stops after CODE_MISS_LIMIT;
//   - per code family (the first letters of a code a person chose): guessing spread over many clients around one
//     code (`FIT-1M`, `FIT-6M`, `FIT-12M` …) stops after CODE_FAMILY_LIMIT, for every client, known codes of
//     the family included — a refusal only for misses would tell the guesser which guess was right.
// Generated codes (shared/codes.ts, about 59 bits) form no family: guessing them is hopeless anyway, and a family
// budget would only let anybody block every company's generated code for an hour.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { currentCount, countRequest } from './repository';

export interface GuessLimit {
  max: number;
  windowSeconds: number;
}

/** Unknown codes per client and hour (registration and the code check together). */
export const CODE_MISS_LIMIT: GuessLimit = { max: 10, windowSeconds: 3600 };
/** Unknown codes per code family and hour, from all clients together (an office's typos stay far below). */
export const CODE_FAMILY_LIMIT: GuessLimit = { max: 30, windowSeconds: 3600 };

/** The refusals that mean "no such code" (a guess), as opposed to a known code that is full, used or expired. */
const CODE_MISSES = new Set(['access_code_invalid', 'voucher_invalid']);

/** The shape of shared/codes.ts `unguessableCode`: a prefix and three groups of four of its alphabet. */
const GENERATED = /^[A-Z0-9]{1,16}(-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}){3}$/;

/** How many leading letters/digits make a family: `FIT-12M` and `FIT6M` are both `FIT`. */
const FAMILY_LENGTH = 3;

/** The family a typed code belongs to (codes come trimmed and in capitals), or null for a generated code. */
export function codeFamily(code: string): string | null {
  if (GENERATED.test(code)) return null;
  return code.replace(/[^A-Z0-9]/g, '').slice(0, FAMILY_LENGTH);
}

const hashed = (scope: string, value: string) =>
  `${scope}:${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError(
    'too_many_requests',
    'too_many_requests',
    'Too many requests. Please try again later.',
    {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    },
  );
}

/** The counters of one code check: the client's and, unless generated, the code family's. */
function countersOf(client: string, code: string): Array<{ key: string; limit: GuessLimit }> {
  const family = codeFamily(code);
  return [
    { key: hashed('code-miss', client), limit: CODE_MISS_LIMIT },
    ...(family === null ? [] : [{ key: hashed('code-family', family), limit: CODE_FAMILY_LIMIT }]),
  ];
}

export function createGuessGuard(db: Kysely<Database>) {
  return {
    /** Refuses a check once the client or the code's family used up its misses; runs before the code is read. */
    async refuse(client: string, code: string): Promise<void> {
      for (const { key, limit } of countersOf(client, code)) {
        if ((await currentCount(db, key, limit.windowSeconds)) >= limit.max)
          throw tooMany(limit.windowSeconds);
      }
    },

    /** Counts an unknown code (outside the request's transaction, which rolls back on the error). */
    async countMiss(error: unknown, client: string, code: string): Promise<void> {
      if (!(error instanceof AppError) || !CODE_MISSES.has(error.code)) return;
      for (const { key, limit } of countersOf(client, code)) await countRequest(db, key, limit.windowSeconds);
    },
  };
}
