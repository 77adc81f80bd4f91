// The state one runner shares between its steps (define, lease, run, retry, stop): its registry of definitions,
// the handlers running now and the poll timer. createJobs builds it once; the step functions take it first.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { Clock } from '../kernel';
import type { JobRow } from './repository';
import type { ResolvedDefinition } from './rules';

export interface JobLogger {
  info(message: string): void;
  error(message: string): void;
}

/** A handler running in this process, with what stop() needs to wait for or abort it. */
export interface Running {
  job: JobRow;
  controller: AbortController;
  done: Promise<void>;
}

export interface RunnerState {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly worker: string;
  readonly log: JobLogger;
  readonly definitions: Map<string, ResolvedDefinition>;
  readonly running: Map<number, Running>;
  /** The job names this process claims (set by ensureSchedules). */
  claimable: string[];
  concurrency: number;
  pollMs: number;
  timer: NodeJS.Timeout | null;
  polling: Promise<void> | null;
  started: boolean;
  stopping: boolean;
}

export function definitionOf(state: RunnerState, name: string): ResolvedDefinition {
  const definition = state.definitions.get(name);
  if (!definition) throw new AppError('not_found', 'job_unknown', `No job named ${name}.`);
  return definition;
}
