// Reminders exactly once across processes (issue 13): two real backend processes (reminders-process.ts) with the
// app's notifier on one PostgreSQL database. First both run the reminder tick for the same instant at the same
// time (two replicas whose ticks overlap); then both run the job runner with the tick every second. Either way
// every user gets exactly one notification row per slot, one e-mail and one Web Push (a local push service).
// PostgreSQL only: PGlite is an in-process database that a second process cannot open.
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { hashPassword } from '../../shared/password';
import { addPushTarget, startPushService } from '../api/reminders-fixtures';
import { Processes } from '../processes';
import { createScratchDatabase, describeOnPostgres, type ScratchDatabase } from '../scratch-postgres';

const SCRIPT = path.join(__dirname, 'reminders-process.ts');
const USERS = 25;
const BERLIN = 'Europe/Berlin';

describeOnPostgres('reminders from two backend processes on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let url: string;
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  const processes = new Processes();
  const userIds: number[] = [];
  const userEndpoints: string[] = [];

  /** Starts one process; `next(text)` resolves with the next stdout line that starts with `text`. */
  function start(worker: string) {
    const child = processes.start(
      SCRIPT,
      { DATABASE_URL: url, JOB_WORKER: worker, JWT_SECRET: 'two-processes-test-secret-two-processes-test' },
      ['pipe', 'pipe', 'pipe'],
    );
    let errors = '';
    let buffered = '';
    const waiting: { prefix: string; resolve: (line: string) => void }[] = [];
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      let end: number;
      while ((end = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        const index = waiting.findIndex((w) => line.startsWith(w.prefix));
        if (index >= 0) waiting.splice(index, 1)[0]!.resolve(line);
      }
    });
    const next = (prefix: string) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${worker}: no "${prefix}": ${errors}`)), 30_000);
        waiting.push({
          prefix,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    const send = (command: string) => child.stdin!.write(`${command}\n`);
    return { child, next, send };
  }

  /** Per user: how many notification rows with this dedupe key. */
  async function rowsPerUser(dedupeKey: string): Promise<number[]> {
    const rows = await db
      .selectFrom('notifications')
      .select('user_id')
      .where('dedupe_key', '=', dedupeKey)
      .where('user_id', 'in', userIds)
      .execute();
    return userIds.map((id) => rows.filter((r) => r.user_id === id).length);
  }

  const mailsPerUser = async () => {
    const rows = await db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('kind', '=', 'reminder')
      .execute();
    return userIds.map((_, i) => rows.filter((r) => r.recipient === `twice${i}@example.com`).length);
  };
  const pushesPerUser = (endpointsOf: string[]) =>
    endpointsOf.map((endpoint) => pushService.requests.filter((r) => endpoint.endsWith(r.path)).length);

  beforeAll(async () => {
    scratch = await createScratchDatabase('officefit_reminders');
    url = scratch.url;
    handle = await openDatabase({ databaseUrl: url, poolSize: 3 });
    db = handle.db;
    await migrateToLatest(db);
    pushService = await startPushService();
    const passwordHash = await hashPassword('Officefit!2026');
    // members with a reminder at 08:00 Berlin every day, by e-mail and Web Push
    for (let i = 0; i < USERS; i++) {
      const { id } = await db
        .insertInto('users')
        .values({
          email: `twice${i}@example.com`,
          password_hash: passwordHash,
          first_name: `Zwei${i}`,
          time: '08:00',
          reminder_weekdays: [1, 2, 3, 4, 5, 6, 7],
          time_zone: BERLIN,
          per_mail: 1,
          per_push: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('subscriptions')
        .values({ user_id: id, kind: 'private', status: 'active', starts_at: '2020-01-01T00:00:00Z' })
        .execute();
      userIds.push(id);
      userEndpoints.push(await addPushTarget(db, id, pushService.url));
    }
  }, 60_000);

  afterAll(async () => {
    processes.killAll();
    await pushService?.close();
    await handle?.close();
    await scratch?.drop();
  }, 30_000);

  test('two processes tick the same due slot at the same time: one notification, mail and push per user', async () => {
    const a = start('backend-a');
    const b = start('backend-b');
    await Promise.all([a.next('ready'), b.next('ready')]);

    // Monday 2 March 2026, 08:01 in Berlin: the 08:00 slot is due for everybody
    const sentA = a.next('sent');
    const sentB = b.next('sent');
    a.send('tick 2026-03-02T07:01:00Z');
    b.send('tick 2026-03-02T07:01:00Z');
    const counts = (await Promise.all([sentA, sentB])).map((line) => Number(line.split(' ')[1]));
    expect(counts[0]! + counts[1]!).toBe(USERS);

    expect(await rowsPerUser('reminder:2026-03-02:08:00')).toEqual(userIds.map(() => 1));
    expect(await mailsPerUser()).toEqual(userIds.map(() => 1));
    // Web Push goes out after the commit, from the process that claimed the row
    const deadline = Date.now() + 10_000;
    while (pushesPerUser(userEndpoints).some((n) => n === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a (wrong) second push
    expect(pushesPerUser(userEndpoints)).toEqual(userIds.map(() => 1));

    // both tick again a minute later: nothing more
    const againA = a.next('sent');
    const againB = b.next('sent');
    a.send('tick 2026-03-02T07:02:00Z');
    b.send('tick 2026-03-02T07:02:00Z');
    expect(await Promise.all([againA, againB])).toEqual(['sent 0', 'sent 0']);
    expect(await rowsPerUser('reminder:2026-03-02:08:00')).toEqual(userIds.map(() => 1));
  }, 60_000);

  test('two job runners with the tick every second: the slot due now is sent once per user', async () => {
    const now = new Date();
    const local = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: BERLIN, ...options }).format(now);
    const slot = local({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const date = local({ year: 'numeric', month: '2-digit', day: '2-digit' });
    // the current Berlin minute is the users' only reminder (due at once, for 5 minutes)
    await db.updateTable('users').set({ time: slot }).where('id', 'in', userIds).execute();

    const runners = [start('runner-a'), start('runner-b')];
    await Promise.all(runners.map((r) => r.next('ready')));
    const running = runners.map((r) => r.next('running'));
    runners.forEach((r) => r.send('run'));
    await Promise.all(running);

    const key = `reminder:${date}:${slot}`;
    const deadline = Date.now() + 20_000;
    while ((await rowsPerUser(key)).some((n) => n === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // several more ticks of both runners
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await rowsPerUser(key)).toEqual(userIds.map(() => 1));
    const ticks = await db.selectFrom('jobs').select('runs').where('name', '=', 'reminders.tick').execute();
    // one recurring row, run more than once meanwhile
    expect(ticks).toHaveLength(1);
    expect(ticks[0]!.runs).toBeGreaterThan(1);
  }, 60_000);
});
