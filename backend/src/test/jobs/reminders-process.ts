// One backend process of reminders-two-processes.test.ts: opens DATABASE_URL (migrated by the test) with the
// app's real notifier (outbox, web-push sender, a silent SMS provider) and prints "ready". Commands on stdin:
//   tick <ISO instant>  runs the reminder tick at that instant at once and prints "sent <n>" (two replicas whose
//                       ticks overlap, e.g. after a lease ran out);
//   run                 starts the job runner with the reminder tick every second and prints "running".
import readline from 'node:readline';
import { openDatabase } from '../../db/client';
import { createJobs } from '../../modules/jobs';
import { REMINDER_JOB, reminderJob, sendDueReminders } from '../../modules/reminders';
import { testNotifier } from '../api/reminders-fixtures';

async function main(): Promise<void> {
  const worker = process.env.JOB_WORKER ?? `reminders-${process.pid}`;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 4 });
  const db = database.db;
  const notifier = testNotifier(db, process.env.JWT_SECRET!, { name: 'silent', send: async () => undefined });
  const jobs = createJobs(db, {
    worker,
    logger: { info() {}, error: (message) => process.stderr.write(`${worker}: ${message}\n`) },
  });
  jobs.define(reminderJob(db, notifier));

  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const [command, argument] = line.trim().split(' ');
    if (command === 'tick') {
      void sendDueReminders(db, notifier, new Date(argument!)).then(
        (sent) => process.stdout.write(`sent ${sent}\n`),
        (error: unknown) => process.stderr.write(`${worker}: tick failed: ${String(error)}\n`),
      );
    } else if (command === 'run') {
      void jobs
        .start({ pollSeconds: 0.1, concurrency: 2, intervals: { [REMINDER_JOB]: 1, 'jobs.prune': 0 } })
        .then(() => process.stdout.write('running\n'));
    }
  });
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => {
    void jobs
      .stop({ graceMs: 2000 })
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`reminders process failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
