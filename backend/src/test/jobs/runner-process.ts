// One job runner process for jobs-two-processes.test.ts: opens DATABASE_URL (already migrated, with the test's
// job_test_runs counter table), defines the test jobs, starts the runner and prints "ready". SIGTERM stops it
// gracefully; the test kills it with SIGKILL to leave a lease behind.
import { sql } from 'kysely';
import { openDatabase } from '../../db/client';
import { createJobs, type JobContext } from '../../modules/jobs';

async function main(): Promise<void> {
  const worker = process.env.JOB_WORKER ?? `runner-${process.pid}`;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 4 });
  const db = database.db;
  const record = (context: JobContext, note = '') =>
    sql`insert into job_test_runs (job_id, name, attempt, scheduled_for, worker, note)
        values (${context.id}, ${context.name}, ${context.attempt}, ${context.scheduledFor}, ${worker}, ${note})`.execute(
      db,
    );
  const jobs = createJobs(db, {
    worker,
    logger: { info() {}, error: (message) => process.stderr.write(`${worker}: ${message}\n`) },
  });
  jobs.define({
    name: 'test.count',
    run: async (context) => {
      // a little work, so both runners get their share
      await new Promise((resolve) => setTimeout(resolve, 5));
      await record(context);
    },
  });
  jobs.define({
    name: 'test.fail',
    maxAttempts: 3,
    backoffSeconds: 0.4,
    run: async (context) => {
      await record(context);
      throw new Error(`boom on attempt ${context.attempt}`);
    },
  });
  jobs.define({
    name: 'test.hang',
    leaseSeconds: 2,
    run: async (context) => {
      await record(context, context.attempt === 1 ? 'started' : 'finished');
      // the first attempt never ends: the test kills this process while it holds the lease
      if (context.attempt === 1) await new Promise(() => undefined);
    },
  });
  jobs.define({ name: 'test.late', maxLatenessSeconds: 60, run: (context) => record(context) });
  jobs.define({ name: 'test.tick', everySeconds: 1, run: (context) => record(context) });

  await jobs.start({ pollSeconds: 0.1, concurrency: 4, intervals: { 'jobs.prune': 0 } });
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => {
    void jobs
      .stop({ graceMs: 2000 })
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`runner failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
