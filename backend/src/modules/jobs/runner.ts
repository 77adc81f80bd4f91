// The job registry and runner of one backend process. Handlers are defined at start; start() polls the jobs table,
// claims due jobs (repository.claimNext: SKIP LOCKED + lease, so each due run happens once across replicas), runs
// them with a heartbeat on the lease, and records the outcome: done, retry after a back-off, dead, or skipped by
// the missed-run rule. stop() waits for running handlers and hands back the leases of those that do not finish.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { logger } from '../../shared/logger';
import type { Clock } from '../kernel';
import { execute } from './execute';
import { claimDue, ensureSchedules, stopRunner, wake } from './poll';
import { enqueueJob, type EnqueueOptions, insertClaimed, pruneFinished } from './repository';
import { addSeconds, type JobDefinition, resolveDefinition } from './rules';
import { definitionOf, type JobLogger, type RunnerState } from './runner-state';

export type { JobLogger } from './runner-state';

export interface JobsOptions {
  clock?: Clock;
  /** Names this runner in leases and logs; pid + random by default. */
  worker?: string;
  logger?: JobLogger;
}

export interface StartOptions {
  /** How often the table is polled for due jobs (seconds, default 5). */
  pollSeconds?: number;
  /** Handlers this process runs at the same time (default 4). */
  concurrency?: number;
  /**
   * Per-job interval overrides from the environment: seconds for a recurring job, or 0 = this process neither
   * schedules nor claims that job (a manual runNow still works).
   */
  intervals?: Record<string, number>;
}

export interface Jobs {
  readonly worker: string;
  /** Registers a handler; call before start(). */
  define<P, R>(definition: JobDefinition<P, R>): void;
  /** Adds a one-off job (pass a transaction as `db` to make it part of it); see repository.enqueueJob. */
  enqueue(
    db: Kysely<Database>,
    name: string,
    payload: unknown,
    options?: EnqueueOptions,
  ): Promise<{ id: number; created: boolean }>;
  /** Runs a defined job in this process now (recorded as its own job row) and returns the handler's result. */
  runNow<R = unknown>(name: string, payload?: unknown): Promise<R>;
  /** Runs every due job once, one after the other (tests and tools); returns how many were claimed. */
  runDue(): Promise<number>;
  /** The max attempts of a defined job (for the admin list), undefined for a name this process does not know. */
  maxAttemptsOf(name: string): number | undefined;
  start(options?: StartOptions): Promise<void>;
  /** Stops polling; waits up to `graceMs` for running handlers, then hands their leases back. */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** Finished one-off jobs are kept this long (admin history, dedupe keys), then pruned by `jobs.prune`. */
const KEEP_FINISHED_DAYS = 14;
export const PRUNE_JOB = 'jobs.prune';

const processLogger: JobLogger = {
  info: (message) => logger.info(message),
  error: (message) => logger.error(message),
};

export function createJobs(db: Kysely<Database>, options: JobsOptions = {}): Jobs {
  const state: RunnerState = {
    db,
    clock: options.clock ?? (() => new Date()),
    worker: options.worker ?? `pid-${process.pid}-${randomBytes(4).toString('hex')}`,
    log: options.logger ?? processLogger,
    definitions: new Map(),
    running: new Map(),
    claimable: [],
    concurrency: 4,
    pollMs: 5000,
    timer: null,
    polling: null,
    started: false,
    stopping: false,
  };
  const jobs: Jobs = {
    worker: state.worker,
    define(definition) {
      if (state.started) throw new Error(`job ${definition.name} defined after start()`);
      if (state.definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
      state.definitions.set(definition.name, resolveDefinition(definition as JobDefinition));
    },
    enqueue: (executor, name, payload, enqueueOptions) => enqueueJob(executor, name, payload, enqueueOptions),
    async runNow<R>(name: string, payload: unknown = {}): Promise<R> {
      const definition = definitionOf(state, name);
      const job = await insertClaimed(
        db,
        name,
        payload,
        state.worker,
        state.clock(),
        definition.leaseSeconds,
      );
      return (await execute(state, job, false, true)) as R;
    },
    async runDue() {
      if (!state.started) await ensureSchedules(state);
      let count = 0;
      for (;;) {
        const claimed = await claimDue(state);
        if (!claimed) return count;
        count++;
        await execute(state, claimed.job, claimed.takenOver).catch(() => undefined);
      }
    },
    maxAttemptsOf: (name) => state.definitions.get(name)?.maxAttempts,
    async start(startOptions = {}) {
      if (state.started) return;
      state.pollMs = (startOptions.pollSeconds ?? 5) * 1000;
      state.concurrency = startOptions.concurrency ?? 4;
      await ensureSchedules(state, startOptions.intervals);
      state.started = true;
      const runs = state.claimable.join(', ') || 'nothing';
      state.log.info(`jobs: ${state.worker} runs ${runs} (poll every ${state.pollMs / 1000} s)`);
      wake(state);
    },
    stop: (stopOptions = {}) => stopRunner(state, stopOptions.graceMs),
  };

  // the job module's own housekeeping: finished one-off rows go after KEEP_FINISHED_DAYS
  jobs.define({
    name: PRUNE_JOB,
    everySeconds: 6 * 3600,
    run: async ({ now }) => ({
      deleted: await pruneFinished(db, addSeconds(now, -KEEP_FINISHED_DAYS * 86_400)),
    }),
  });
  return jobs;
}
