// The retry step of the runner: what a job row becomes after its handler returned or threw — done, the next
// regular run of a recurring job, a retry after back-off, or dead after its last attempt.
import type { JobOutcome, JobRow } from './repository';
import { addSeconds, backoffSeconds, errorText, RECURRING_KEY, type ResolvedDefinition } from './rules';

/** What the row becomes after the handler returned (`failure` null) or threw. */
export function outcomeOf(
  job: JobRow,
  definition: ResolvedDefinition,
  failure: { error: unknown } | null,
  manual: boolean,
  finishedAt: Date,
): JobOutcome {
  const recurring = job.key === RECURRING_KEY && definition.everySeconds !== undefined;
  if (!failure) {
    if (recurring) {
      const next = addSeconds(finishedAt, definition.everySeconds!);
      return {
        state: 'pending',
        runAt: next,
        scheduledFor: next,
        attempts: 0,
        lastError: null,
        finishedAt,
        ran: true,
      };
    }
    return { state: 'done', lastError: null, finishedAt, ran: true };
  }
  const lastError = errorText(failure.error);
  // recurring jobs never die: they retry with back-off, at the latest at their next regular time
  if (recurring || (!manual && job.attempts < definition.maxAttempts)) {
    const retryAt = addSeconds(finishedAt, backoffSeconds(definition, job.attempts));
    return {
      state: 'pending',
      runAt: retryAt,
      ...(recurring && { scheduledFor: retryAt }),
      lastError,
      finishedAt,
      ran: true,
    };
  }
  return { state: 'dead', lastError, finishedAt, ran: true };
}
