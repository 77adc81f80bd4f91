// Two real job runner processes (runner-process.ts) on one PostgreSQL database: every due job runs exactly once
// (counted in job_test_runs), a recurring job runs once per occurrence, a failing job retries with back-off and
// ends dead with its error, a job missed past its lateness is skipped, and the lease of a killed runner is taken
// over by the other. PostgreSQL only: PGlite is an in-process database that a second process cannot open.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../../modules/jobs';
import { createScratchDatabase, describeOnPostgres, type ScratchDatabase, until } from '../scratch-postgres';

const BACKEND_DIR = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(__dirname, 'runner-process.ts');

interface Run {
  job_id: number;
  name: string;
  attempt: number;
  scheduled_for: Date;
  worker: string;
  note: string;
  at: Date;
}

describeOnPostgres('two job runner processes on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let url: string;
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  const runners = new Map<string, ChildProcess>();

  function startRunner(worker: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
      cwd: BACKEND_DIR,
      env: {
        ...process.env,
        DATABASE_URL: url,
        JOB_WORKER: worker,
        // @officefit/domain from source: a clean checkout runs this test before any build
        TSX_TSCONFIG_PATH: path.join(__dirname, 'tsconfig.runner.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    runners.set(worker, child);
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${worker} did not start: ${errors}`)), 30_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) {
          clearTimeout(timer);
          resolve(child);
        }
      });
      child.on('exit', (code) => reject(new Error(`${worker} exited with ${code}: ${errors}`)));
    });
  }

  const runs = async (jobName: string): Promise<Run[]> =>
    (await sql<Run>`select * from job_test_runs where name = ${jobName} order by at, id`.execute(db)).rows;
  const job = (id: number) =>
    db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    scratch = await createScratchDatabase('officefit_jobs');
    url = scratch.url;
    handle = await openDatabase({ databaseUrl: url, poolSize: 3 });
    db = handle.db;
    await migrateToLatest(db);
    await sql`create table job_test_runs (
      id serial primary key, job_id integer not null, name text not null, attempt integer not null,
      scheduled_for timestamptz not null, worker text not null, note text not null,
      at timestamptz not null default clock_timestamp()
    )`.execute(db);
    await Promise.all([startRunner('runner-a'), startRunner('runner-b')]);
  }, 60_000);

  afterAll(async () => {
    for (const child of runners.values()) if (child.exitCode === null) child.kill('SIGKILL');
    await handle?.close();
    await scratch?.drop();
  }, 30_000);

  test('every due job runs exactly once across both runners; the recurring one once per occurrence', async () => {
    const ids: number[] = [];
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 120; i++)
        ids.push((await enqueueJob(trx, 'test.count', { i }, { key: `count:${i}` })).id);
    });
    // enqueued twice: the key keeps it one job
    expect((await enqueueJob(db, 'test.count', {}, { key: 'count:0' })).created).toBe(false);

    await until('all counted', async () => (await runs('test.count')).length >= 120);
    await new Promise((resolve) => setTimeout(resolve, 500)); // room for a (wrong) second run to show up
    const counted = await runs('test.count');
    expect(counted).toHaveLength(120);
    expect(new Set(counted.map((r) => r.job_id))).toEqual(new Set(ids));
    expect(new Set(counted.map((r) => r.worker))).toEqual(new Set(['runner-a', 'runner-b']));
    const states = await db.selectFrom('jobs').select('state').where('name', '=', 'test.count').execute();
    expect(states.every((s) => s.state === 'done')).toBe(true);

    await until('three ticks', async () => (await runs('test.tick')).length >= 3);
    const ticks = await runs('test.tick');
    const occurrences = ticks.map((r) => r.scheduled_for.getTime());
    expect(new Set(occurrences).size).toBe(occurrences.length);
    const tickRows = await db.selectFrom('jobs').select('id').where('name', '=', 'test.tick').execute();
    expect(tickRows).toHaveLength(1);
  }, 60_000);

  test('a failing job retries with growing back-off, then is dead with its last error', async () => {
    const { id } = await enqueueJob(db, 'test.fail', {});
    await until('dead', async () => (await job(id)).state === 'dead');
    const attempts = await runs('test.fail');
    expect(attempts.map((r) => r.attempt)).toEqual([1, 2, 3]);
    const gaps = [1, 2].map((i) => attempts[i]!.at.getTime() - attempts[i - 1]!.at.getTime());
    expect(gaps[0]).toBeGreaterThanOrEqual(400);
    expect(gaps[1]).toBeGreaterThanOrEqual(800);
    expect(await job(id)).toMatchObject({
      state: 'dead',
      attempts: 3,
      runs: 3,
      last_error: 'boom on attempt 3',
      locked_by: null,
    });
  }, 30_000);

  test('a job missed by more than its lateness is skipped, not run', async () => {
    const { id } = await enqueueJob(db, 'test.late', {}, { runAt: new Date(Date.now() - 3600_000) });
    await until('skipped', async () => (await job(id)).state === 'skipped');
    expect(await runs('test.late')).toEqual([]);
    expect((await job(id)).last_error).toMatch(/^missed: \d+ s late, the limit is 60 s$/);
  }, 30_000);

  test('the lease of a killed runner is taken over by the other one', async () => {
    const { id } = await enqueueJob(db, 'test.hang', {});
    await until('started', async () => (await runs('test.hang')).length === 1);
    const [first] = await runs('test.hang');
    expect(first).toMatchObject({ note: 'started', attempt: 1 });
    runners.get(first!.worker)!.kill('SIGKILL');
    await until('taken over', async () => (await job(id)).state === 'done', 20_000);
    const all = await runs('test.hang');
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ note: 'finished', attempt: 2 });
    expect(all[1]!.worker).not.toBe(first!.worker);
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 2, runs: 1, locked_by: null });
  }, 40_000);
});
