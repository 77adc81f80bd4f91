// SQL of the jobs table: enqueue (deduplicated by name + key), the recurring rows, the claim (FOR UPDATE SKIP
// LOCKED plus a lease; an expired lease is taken over), heartbeats, outcomes, the admin list and retry.
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, JobState, JobsTable } from '../../db/schema';
import { addSeconds, JOB_NAME, RECURRING_KEY } from './rules';

type Db = Kysely<Database> | Transaction<Database>;
export type JobRow = Selectable<JobsTable>;

export interface EnqueueOptions {
  /** When the job is due; now (the database's clock) when absent. */
  runAt?: Date;
  /**
   * Dedupe key: a second enqueue with the same name and key adds nothing while the first row is kept (finished
   * rows are pruned after 14 days). Absent = a random key (every call adds a job).
   */
  key?: string;
}

/**
 * Adds a one-off job. Pass the caller's transaction as `db` to create the job atomically with the data it is
 * about. Returns the job's id and whether this call created it (false: the key existed).
 */
export async function enqueueJob(
  db: Db,
  name: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<{ id: number; created: boolean }> {
  if (!JOB_NAME.test(name)) throw new Error(`job name ${JSON.stringify(name)} is invalid`);
  const key = options.key ?? randomUUID();
  if (key === RECURRING_KEY || key.length === 0 || key.length > 200) {
    throw new Error(`job key ${JSON.stringify(key)} is invalid`);
  }
  const due = options.runAt ?? sql<Date>`now()`;
  const inserted = await db
    .insertInto('jobs')
    .values({ name, key, payload: JSON.stringify(payload ?? {}), run_at: due, scheduled_for: due })
    .onConflict((oc) => oc.columns(['name', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', name)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** Removes a job that has not started yet (e.g. a reminder whose time changed); true when one was removed. */
export async function cancelJob(db: Db, name: string, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('name', '=', name)
    .where('key', '=', key)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Creates a recurring job's row (due now) or updates its interval; a shorter interval takes effect at once. */
export async function upsertRecurring(db: Db, name: string, everySeconds: number, now: Date): Promise<void> {
  const soonest = addSeconds(now, everySeconds);
  await db
    .insertInto('jobs')
    .values({ name, key: RECURRING_KEY, every_seconds: everySeconds, run_at: now, scheduled_for: now })
    .onConflict((oc) =>
      oc.columns(['name', 'key']).doUpdateSet({
        every_seconds: everySeconds,
        run_at: sql<Date>`case when jobs.state = 'pending' then least(jobs.run_at, ${soonest}) else jobs.run_at end`,
      }),
    )
    .execute();
}

/**
 * Claims the next due job among `names` for `worker`: a pending job whose time has come, or a running one whose
 * lease expired (its runner died). SKIP LOCKED lets concurrent runners pass each other; the state change makes
 * the claim stick after commit. The attempt is counted here, so a runner that dies mid-run uses one up.
 */
export async function claimNext(
  db: Kysely<Database>,
  names: readonly string[],
  worker: string,
  now: Date,
  leaseSeconds: (name: string) => number,
): Promise<{ job: JobRow; takenOver: boolean } | undefined> {
  if (names.length === 0) return undefined;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('jobs')
      .select(['id', 'name', 'state', 'locked_by'])
      .where('name', 'in', names)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'pending'), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return undefined;
    const takenOver = row.state === 'running';
    const job = await trx
      .updateTable('jobs')
      .set({
        state: 'running',
        locked_by: worker,
        locked_until: addSeconds(now, leaseSeconds(row.name)),
        attempts: sql<number>`attempts + 1`,
        last_started_at: now,
        ...(takenOver && { last_error: `lease of ${row.locked_by ?? 'a runner'} expired` }),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { job, takenOver };
  });
}

/** A run started by hand: the row is created already claimed by `worker`, so no poller picks it up first. */
export async function insertClaimed(
  db: Kysely<Database>,
  name: string,
  payload: unknown,
  worker: string,
  now: Date,
  leaseSeconds: number,
): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({
      name,
      key: `run-now:${randomUUID()}`,
      payload: JSON.stringify(payload ?? {}),
      state: 'running',
      run_at: now,
      scheduled_for: now,
      attempts: 1,
      locked_by: worker,
      locked_until: addSeconds(now, leaseSeconds),
      last_started_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Extends the lease while the handler runs; false when the lease is no longer this worker's. */
export async function extendLease(
  db: Kysely<Database>,
  id: number,
  worker: string,
  until: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: until })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface JobOutcome {
  state: Exclude<JobState, 'running'>;
  runAt?: Date;
  scheduledFor?: Date;
  attempts?: number;
  lastError: string | null;
  finishedAt: Date;
  /** Counts as a run (the handler was called). */
  ran: boolean;
}

/** Records how an attempt ended and drops the lease; false when this worker no longer held it. */
export async function finishJob(
  db: Kysely<Database>,
  id: number,
  worker: string,
  outcome: JobOutcome,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: outcome.state,
      locked_by: null,
      locked_until: null,
      last_error: outcome.lastError,
      last_finished_at: outcome.finishedAt,
      ...(outcome.runAt && { run_at: outcome.runAt }),
      ...(outcome.scheduledFor && { scheduled_for: outcome.scheduledFor }),
      ...(outcome.attempts !== undefined && { attempts: outcome.attempts }),
      ...(outcome.ran && { runs: sql<number>`runs + 1` }),
    })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Graceful stop: hands a job this worker still runs back, due now, without using up the attempt. */
export async function releaseJob(db: Kysely<Database>, id: number, worker: string, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: 'pending',
      locked_by: null,
      locked_until: null,
      run_at: now,
      attempts: sql<number>`greatest(attempts - 1, 0)`,
    })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .execute();
}

/** Deletes finished one-off jobs (done or skipped) older than `before`; dead ones stay until retried. */
export async function pruneFinished(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'skipped'])
    .where('last_finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface JobListFilter {
  state?: JobState;
  name?: string;
  limit: number;
  offset: number;
}

/** Admin list: dead first, then running, pending (soonest first), then finished (latest first). */
export async function listJobs(
  db: Kysely<Database>,
  filter: JobListFilter,
): Promise<{ rows: JobRow[]; total: number }> {
  let query = db.selectFrom('jobs');
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.name) query = query.where('name', '=', filter.name);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql`case state when 'dead' then 0 when 'running' then 1 when 'pending' then 2 else 3 end`)
      .orderBy(sql`case when state = 'pending' then run_at end`, 'asc')
      .orderBy(sql`coalesce(last_finished_at, run_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findJob(db: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A dead job runs again, due now, with fresh attempts; undefined when it is not (or no longer) dead. */
export async function reviveJob(db: Kysely<Database>, id: number, now: Date): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({ state: 'pending', attempts: 0, run_at: now, scheduled_for: now })
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .returningAll()
    .executeTakeFirst();
}
