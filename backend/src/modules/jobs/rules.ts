// What a job is (a named handler with its schedule and failure rules) and the pure rules the runner applies:
// the back-off after a failed attempt, the missed-run rule and the next run of a recurring job.

/** What a handler gets for one attempt of one job. */
export interface JobContext<P = unknown> {
  id: number;
  name: string;
  key: string;
  payload: P;
  /** 1 for the first attempt. */
  attempt: number;
  /** When this run was due (for a recurring job: this occurrence). */
  scheduledFor: Date;
  /** The runner's clock at the start of the attempt. */
  now: Date;
  /** Aborted when the runner stops or loses the lease; long handlers should check it between steps. */
  signal: AbortSignal;
}

export interface JobDefinition<P = unknown, R = unknown> {
  /** Unique name, `[a-z0-9_.:-]`, e.g. `challenges.complete`. */
  name: string;
  run(context: JobContext<P>): Promise<R>;
  /** Recurring: one run every so many seconds (after the previous one finished). Absent = one-off jobs only. */
  everySeconds?: number;
  /** Failed attempts before a one-off job is dead (kept with its last error until an admin retries it). */
  maxAttempts?: number;
  /** Wait after the first failure; it doubles with every further one, up to `backoffMaxSeconds`. */
  backoffSeconds?: number;
  backoffMaxSeconds?: number;
  /**
   * Missed-run rule: a run that starts more than this many seconds after it was due (e.g. after downtime) is
   * skipped — state `skipped` for a one-off job, the next occurrence for a recurring one. Absent = always runs.
   */
  maxLatenessSeconds?: number;
  /** How long a claim holds without a heartbeat before another runner may take the job over. */
  leaseSeconds?: number;
}

export const JOB_DEFAULTS = {
  maxAttempts: 5,
  backoffSeconds: 10,
  backoffMaxSeconds: 3600,
  leaseSeconds: 300,
} as const;

/** The key of a recurring job's one row. */
export const RECURRING_KEY = 'recurring';

export const JOB_NAME = /^[a-z0-9_.:-]{1,100}$/;

export type ResolvedDefinition = JobDefinition & typeof JOB_DEFAULTS;

/** The definition with its defaults; throws on a malformed name or setting (a programming error). */
export function resolveDefinition<P, R>(definition: JobDefinition<P, R>): ResolvedDefinition {
  if (!JOB_NAME.test(definition.name))
    throw new Error(`job name ${JSON.stringify(definition.name)} is invalid`);
  const resolved = { ...JOB_DEFAULTS, ...definition } as ResolvedDefinition;
  for (const field of ['everySeconds', 'maxLatenessSeconds'] as const) {
    const value = resolved[field];
    if (value !== undefined && !(Number.isInteger(value) && value > 0)) {
      throw new Error(`job ${definition.name}: ${field} must be a positive whole number`);
    }
  }
  if (!(Number.isInteger(resolved.maxAttempts) && resolved.maxAttempts >= 1)) {
    throw new Error(`job ${definition.name}: maxAttempts must be at least 1`);
  }
  return resolved;
}

/** Seconds to wait after the `attempt`-th failed attempt: base, 2·base, 4·base, … capped. */
export function backoffSeconds(definition: ResolvedDefinition, attempt: number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const delay = definition.backoffSeconds * 2 ** exponent;
  // a recurring job never waits longer than its own interval
  const cap = Math.min(definition.backoffMaxSeconds, definition.everySeconds ?? Infinity);
  return Math.min(delay, cap);
}

/** True when the run due at `scheduledFor` is too late at `now` under the job's missed-run rule. */
export function isMissed(definition: ResolvedDefinition, scheduledFor: Date, now: Date): boolean {
  const limit = definition.maxLatenessSeconds;
  return limit !== undefined && now.getTime() - scheduledFor.getTime() > limit * 1000;
}

export const addSeconds = (instant: Date, seconds: number): Date =>
  new Date(instant.getTime() + seconds * 1000);

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2000);
}
