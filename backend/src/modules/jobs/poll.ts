// The lease step of the runner: the recurring rows are scheduled, then the table is polled and due jobs claimed
// (repository.claimNext: SKIP LOCKED + lease) while slots are free; stop() waits for them or hands leases back.
import { claimNext, releaseJob, upsertRecurring } from './repository';
import { errorText } from './rules';
import { execute } from './execute';
import { definitionOf, type RunnerState } from './runner-state';

/** Claims the next due job of the names this process runs, or null when none is due. */
export function claimDue(state: RunnerState) {
  const leaseOf = (name: string) => definitionOf(state, name).leaseSeconds;
  return claimNext(state.db, state.claimable, state.worker, state.clock(), leaseOf);
}

export async function ensureSchedules(
  state: RunnerState,
  intervals: Record<string, number> = {},
): Promise<void> {
  state.claimable = [];
  for (const definition of state.definitions.values()) {
    const override = intervals[definition.name];
    if (override === 0) continue;
    if (override !== undefined) {
      if (!(Number.isInteger(override) && override > 0)) {
        throw new Error(`job ${definition.name}: interval ${override} is not a whole number of seconds`);
      }
      definition.everySeconds = override;
    }
    state.claimable.push(definition.name);
    if (definition.everySeconds !== undefined) {
      await upsertRecurring(state.db, definition.name, definition.everySeconds, state.clock());
    }
  }
}

/** Claims jobs while slots are free and starts them; a finished job frees its slot and polls again. */
async function poll(state: RunnerState): Promise<void> {
  while (!state.stopping && state.running.size < state.concurrency) {
    const claimed = await claimDue(state);
    if (!claimed) break;
    void execute(state, claimed.job, claimed.takenOver)
      .catch(() => undefined)
      .finally(() => wake(state));
  }
}

export function wake(state: RunnerState): void {
  if (!state.started || state.stopping || state.polling) return;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.polling = poll(state)
    .catch((error: unknown) => state.log.error(`job poll failed: ${errorText(error)}`))
    .finally(() => {
      state.polling = null;
      if (state.started && !state.stopping) {
        state.timer = setTimeout(() => wake(state), state.pollMs);
        state.timer.unref();
      }
    });
}

/** Stops polling; waits up to `graceMs` for running handlers, then hands their leases back. */
export async function stopRunner(state: RunnerState, graceMs = 8000): Promise<void> {
  if (!state.started || state.stopping) return;
  state.stopping = true;
  if (state.timer) clearTimeout(state.timer);
  await state.polling;
  const waiting = [...state.running.values()];
  const grace = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
  const finished = await Promise.race([Promise.all(waiting.map((r) => r.done)).then(() => 'done'), grace]);
  if (finished === 'timeout') {
    for (const entry of state.running.values()) {
      // hand back first: whatever the handler records after the abort no longer counts
      await releaseJob(state.db, entry.job.id, state.worker, state.clock());
      entry.controller.abort(new Error('runner stopping'));
      state.log.info(`job ${entry.job.name}#${entry.job.id}: lease handed back at shutdown`);
    }
  }
  state.started = false;
}
