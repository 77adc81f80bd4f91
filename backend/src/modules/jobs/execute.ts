// The run step of the runner: one claimed job is skipped (missed, or taken over after its last attempt) or run
// with a heartbeat on its lease, and its outcome recorded.
import { extendLease, finishJob, type JobOutcome, type JobRow } from './repository';
import { outcomeOf } from './outcome';
import { addSeconds, errorText, isMissed, RECURRING_KEY, type ResolvedDefinition } from './rules';
import { definitionOf, type Running, type RunnerState } from './runner-state';

async function record(state: RunnerState, job: JobRow, outcome: JobOutcome): Promise<void> {
  const kept = await finishJob(state.db, job.id, state.worker, outcome);
  if (!kept)
    state.log.error(`job ${job.name}#${job.id}: the lease was lost before the run ended; outcome dropped`);
}

/** Runs one claimed job; resolves with the handler's result or rejects with its error, after recording it. */
export async function execute(
  state: RunnerState,
  job: JobRow,
  takenOver: boolean,
  manual = false,
): Promise<unknown> {
  const definition = definitionOf(state, job.name);
  const now = state.clock();
  const recurring = job.key === RECURRING_KEY && definition.everySeconds !== undefined;
  if (!manual && isMissed(definition, job.scheduled_for, now)) {
    await skipMissed(state, job, definition, now, recurring);
    return undefined;
  }
  if (takenOver && !recurring && job.attempts > definition.maxAttempts) {
    await record(state, job, { state: 'dead', lastError: job.last_error, finishedAt: now, ran: false });
    return undefined;
  }
  return runHandler(state, job, definition, now, manual);
}

/** The missed-run rule: a recurring job moves to its next regular time, a one-off one is skipped. */
async function skipMissed(
  state: RunnerState,
  job: JobRow,
  definition: ResolvedDefinition,
  now: Date,
  recurring: boolean,
): Promise<void> {
  const late = Math.round((now.getTime() - job.scheduled_for.getTime()) / 1000);
  const next = recurring ? addSeconds(now, definition.everySeconds!) : undefined;
  await record(state, job, {
    state: recurring ? 'pending' : 'skipped',
    runAt: next,
    scheduledFor: next,
    attempts: job.attempts - 1,
    lastError: `missed: ${late} s late, the limit is ${definition.maxLatenessSeconds} s`,
    finishedAt: now,
    ran: false,
  });
  state.log.info(`job ${job.name}#${job.id} skipped: ${late} s late`);
}

async function runHandler(
  state: RunnerState,
  job: JobRow,
  definition: ResolvedDefinition,
  now: Date,
  manual: boolean,
): Promise<unknown> {
  const controller = new AbortController();
  const heartbeat = startHeartbeat(state, job, definition, controller);
  const entry: Running = { job, controller, done: Promise.resolve() };
  let settle!: () => void;
  entry.done = new Promise((resolve) => (settle = resolve));
  state.running.set(job.id, entry);
  try {
    const result = await definition.run({
      id: job.id,
      name: job.name,
      key: job.key,
      payload: job.payload,
      attempt: job.attempts,
      scheduledFor: job.scheduled_for,
      now,
      signal: controller.signal,
    });
    clearInterval(heartbeat);
    await record(state, job, outcomeOf(job, definition, null, manual, state.clock()));
    return result;
  } catch (error) {
    clearInterval(heartbeat);
    const outcome = outcomeOf(job, definition, { error }, manual, state.clock());
    state.log.error(
      `job ${job.name}#${job.id} failed (attempt ${job.attempts}, now ${outcome.state}): ${outcome.lastError}`,
    );
    await record(state, job, outcome);
    throw error;
  } finally {
    state.running.delete(job.id);
    settle();
  }
}

/** The heartbeat keeps a long handler's lease; if it was taken over meanwhile, the handler is told to stop. */
function startHeartbeat(
  state: RunnerState,
  job: JobRow,
  definition: ResolvedDefinition,
  controller: AbortController,
): NodeJS.Timeout {
  const leaseMs = definition.leaseSeconds * 1000;
  const heartbeat = setInterval(() => {
    extendLease(state.db, job.id, state.worker, addSeconds(state.clock(), definition.leaseSeconds))
      .then((held) => {
        if (!held) controller.abort(new Error('lease lost'));
      })
      .catch((error: unknown) =>
        state.log.error(`job ${job.name}#${job.id}: heartbeat failed: ${errorText(error)}`),
      );
  }, leaseMs / 3);
  heartbeat.unref();
  return heartbeat;
}
