// The job registry and runner of one backend process. Handlers are defined at start; start() polls the jobs table,
// claims due jobs (repository.claimNext: SKIP LOCKED + lease, so each due run happens once across replicas), runs
// them with a heartbeat on the lease, and records the outcome: done, retry after a back-off, dead, or skipped by
// the missed-run rule. stop() waits for running handlers and hands back the leases of those that do not finish.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { Clock } from '../kernel';
import {
  claimNext,
  enqueueJob,
  type EnqueueOptions,
  extendLease,
  finishJob,
  insertClaimed,
  type JobOutcome,
  type JobRow,
  pruneFinished,
  releaseJob,
  upsertRecurring,
} from './repository';
import {
  addSeconds,
  backoffSeconds,
  errorText,
  isMissed,
  type JobDefinition,
  RECURRING_KEY,
  type ResolvedDefinition,
  resolveDefinition,
} from './rules';
import { logger } from '../../shared/logger';

export interface JobLogger {
  info(message: string): void;
  error(message: string): void;
}

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

interface Running {
  job: JobRow;
  controller: AbortController;
  done: Promise<void>;
}

export function createJobs(db: Kysely<Database>, options: JobsOptions = {}): Jobs {
  const clock = options.clock ?? (() => new Date());
  const worker = options.worker ?? `pid-${process.pid}-${randomBytes(4).toString('hex')}`;
  const log = options.logger ?? processLogger;
  const definitions = new Map<string, ResolvedDefinition>();
  const running = new Map<number, Running>();
  let claimable: string[] = [];
  let concurrency = 4;
  let pollMs = 5000;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let started = false;
  let stopping = false;

  const definitionOf = (name: string): ResolvedDefinition => {
    const definition = definitions.get(name);
    if (!definition) throw new AppError('not_found', 'job_unknown', `No job named ${name}.`);
    return definition;
  };
  const leaseOf = (name: string) => definitionOf(name).leaseSeconds;

  /** What the row becomes after the handler returned (`failure` null) or threw. */
  function outcomeOf(
    job: JobRow,
    definition: ResolvedDefinition,
    failure: { error: unknown } | null,
    manual: boolean,
  ): JobOutcome {
    const finishedAt = clock();
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

  async function record(job: JobRow, outcome: JobOutcome): Promise<void> {
    const kept = await finishJob(db, job.id, worker, outcome);
    if (!kept)
      log.error(`job ${job.name}#${job.id}: the lease was lost before the run ended; outcome dropped`);
  }

  /** Runs one claimed job; resolves with the handler's result or rejects with its error, after recording it. */
  async function execute(job: JobRow, takenOver: boolean, manual = false): Promise<unknown> {
    const definition = definitionOf(job.name);
    const now = clock();
    const recurring = job.key === RECURRING_KEY && definition.everySeconds !== undefined;
    if (!manual && isMissed(definition, job.scheduled_for, now)) {
      const late = Math.round((now.getTime() - job.scheduled_for.getTime()) / 1000);
      const next = recurring ? addSeconds(now, definition.everySeconds!) : undefined;
      await record(job, {
        state: recurring ? 'pending' : 'skipped',
        runAt: next,
        scheduledFor: next,
        attempts: job.attempts - 1,
        lastError: `missed: ${late} s late, the limit is ${definition.maxLatenessSeconds} s`,
        finishedAt: now,
        ran: false,
      });
      log.info(`job ${job.name}#${job.id} skipped: ${late} s late`);
      return undefined;
    }
    if (takenOver && !recurring && job.attempts > definition.maxAttempts) {
      await record(job, { state: 'dead', lastError: job.last_error, finishedAt: now, ran: false });
      return undefined;
    }

    const controller = new AbortController();
    const leaseMs = definition.leaseSeconds * 1000;
    // the heartbeat keeps a long handler's lease; if it was taken over meanwhile, the handler is told to stop
    const heartbeat = setInterval(() => {
      extendLease(db, job.id, worker, addSeconds(clock(), definition.leaseSeconds))
        .then((held) => {
          if (!held) controller.abort(new Error('lease lost'));
        })
        .catch((error: unknown) =>
          log.error(`job ${job.name}#${job.id}: heartbeat failed: ${errorText(error)}`),
        );
    }, leaseMs / 3);
    heartbeat.unref();

    const entry: Running = { job, controller, done: Promise.resolve() };
    let settle!: () => void;
    entry.done = new Promise((resolve) => (settle = resolve));
    running.set(job.id, entry);
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
      await record(job, outcomeOf(job, definition, null, manual));
      return result;
    } catch (error) {
      clearInterval(heartbeat);
      const outcome = outcomeOf(job, definition, { error }, manual);
      log.error(
        `job ${job.name}#${job.id} failed (attempt ${job.attempts}, now ${outcome.state}): ${outcome.lastError}`,
      );
      await record(job, outcome);
      throw error;
    } finally {
      running.delete(job.id);
      settle();
    }
  }

  async function ensureSchedules(intervals: Record<string, number> = {}): Promise<void> {
    claimable = [];
    for (const definition of definitions.values()) {
      const override = intervals[definition.name];
      if (override === 0) continue;
      if (override !== undefined) {
        if (!(Number.isInteger(override) && override > 0)) {
          throw new Error(`job ${definition.name}: interval ${override} is not a whole number of seconds`);
        }
        definition.everySeconds = override;
      }
      claimable.push(definition.name);
      if (definition.everySeconds !== undefined) {
        await upsertRecurring(db, definition.name, definition.everySeconds, clock());
      }
    }
  }

  /** Claims jobs while slots are free and starts them; a finished job frees its slot and polls again. */
  async function poll(): Promise<void> {
    while (!stopping && running.size < concurrency) {
      const claimed = await claimNext(db, claimable, worker, clock(), leaseOf);
      if (!claimed) break;
      void execute(claimed.job, claimed.takenOver)
        .catch(() => undefined)
        .finally(wake);
    }
  }

  function wake(): void {
    if (!started || stopping || polling) return;
    if (timer) clearTimeout(timer);
    timer = null;
    polling = poll()
      .catch((error: unknown) => log.error(`job poll failed: ${errorText(error)}`))
      .finally(() => {
        polling = null;
        if (started && !stopping) {
          timer = setTimeout(wake, pollMs);
          timer.unref();
        }
      });
  }

  const jobs: Jobs = {
    worker,
    define(definition) {
      if (started) throw new Error(`job ${definition.name} defined after start()`);
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
      definitions.set(definition.name, resolveDefinition(definition as JobDefinition));
    },
    enqueue: (executor, name, payload, enqueueOptions) => enqueueJob(executor, name, payload, enqueueOptions),
    async runNow<R>(name: string, payload: unknown = {}): Promise<R> {
      const definition = definitionOf(name);
      const job = await insertClaimed(db, name, payload, worker, clock(), definition.leaseSeconds);
      return (await execute(job, false, true)) as R;
    },
    async runDue() {
      if (!started) await ensureSchedules();
      let count = 0;
      for (;;) {
        const claimed = await claimNext(db, claimable, worker, clock(), leaseOf);
        if (!claimed) return count;
        count++;
        await execute(claimed.job, claimed.takenOver).catch(() => undefined);
      }
    },
    maxAttemptsOf: (name) => definitions.get(name)?.maxAttempts,
    async start(startOptions = {}) {
      if (started) return;
      pollMs = (startOptions.pollSeconds ?? 5) * 1000;
      concurrency = startOptions.concurrency ?? 4;
      await ensureSchedules(startOptions.intervals);
      started = true;
      log.info(`jobs: ${worker} runs ${claimable.join(', ') || 'nothing'} (poll every ${pollMs / 1000} s)`);
      wake();
    },
    async stop(stopOptions = {}) {
      if (!started || stopping) return;
      stopping = true;
      if (timer) clearTimeout(timer);
      await polling;
      const waiting = [...running.values()];
      const grace = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), stopOptions.graceMs ?? 8000).unref(),
      );
      const finished = await Promise.race([
        Promise.all(waiting.map((r) => r.done)).then(() => 'done'),
        grace,
      ]);
      if (finished === 'timeout') {
        for (const entry of running.values()) {
          // hand back first: whatever the handler records after the abort no longer counts
          await releaseJob(db, entry.job.id, worker, clock());
          entry.controller.abort(new Error('runner stopping'));
          log.info(`job ${entry.job.name}#${entry.job.id}: lease handed back at shutdown`);
        }
      }
      started = false;
    },
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
