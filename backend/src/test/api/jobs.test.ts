// The job module on one database (PGlite or PostgreSQL): enqueue with a dedupe key and inside a transaction,
// due runs once, back-off and dead-letter, the missed-run rule, recurring jobs, lease takeover, graceful stop,
// the admin list and retry, and the mail sender as a job. Two runner processes: jobs-two-processes.test.ts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createOutbox, loadMailConfig, MAIL_OUTBOX_JOB, mailOutboxJob } from '../../modules/contact';
import {
  createJobs,
  type JobContext,
  type JobDefinition,
  type Jobs,
  RECURRING_KEY,
} from '../../modules/jobs';
import { DB_SETUP_TIMEOUT_MS, tokenFor, useTestApp } from '../test-app';

let admin: string;
let service: string;

const t = useTestApp();
beforeAll(async () => {
  admin = await tokenFor(t.app, 'admin@example.com');
  service = await tokenFor(t.app, 'service@example.com');
}, DB_SETUP_TIMEOUT_MS);

const silent = { info() {}, error() {} };
let n = 0;
/** A fresh job name per test, so runners of different tests never claim each other's rows. */
const uniqueName = (what: string) => `test.${what}.${++n}`;

/** A runner with a clock the test moves. */
function runner(worker: string, start = new Date()) {
  const now = new Date(start);
  const jobs = createJobs(t.db, { clock: () => new Date(now), worker, logger: silent });
  return {
    jobs,
    now,
    advance(seconds: number) {
      now.setTime(now.getTime() + seconds * 1000);
    },
  };
}

const jobRow = (id: number) =>
  t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function recorder<P = unknown>(
  name: string,
  extra: Partial<JobDefinition<P>> = {},
): { definition: JobDefinition<P>; calls: JobContext<P>[] } {
  const calls: JobContext<P>[] = [];
  return {
    calls,
    definition: {
      name,
      run: async (context) => {
        calls.push(context);
        return { ok: true };
      },
      ...extra,
    },
  };
}

test('enqueue: a key dedupes, and inside a transaction the job comes and goes with the caller’s data', async () => {
  const name = uniqueName('enqueue');
  const first = await createJobs(t.db).enqueue(t.db, name, { user: 1 }, { key: 'user:1' });
  const again = await createJobs(t.db).enqueue(t.db, name, { user: 2 }, { key: 'user:1' });
  expect(first.created).toBe(true);
  expect(again).toEqual({ id: first.id, created: false });
  expect((await jobRow(first.id)).payload).toEqual({ user: 1 });

  const jobs = createJobs(t.db);
  await expect(
    t.db.transaction().execute(async (trx) => {
      await jobs.enqueue(trx, name, {}, { key: 'rolled-back' });
      throw new Error('the caller fails');
    }),
  ).rejects.toThrow('the caller fails');
  const committed = await t.db
    .transaction()
    .execute((trx) => jobs.enqueue(trx, name, {}, { key: 'committed' }));
  const keys = await t.db.selectFrom('jobs').select('key').where('name', '=', name).orderBy('key').execute();
  expect(keys.map((k) => k.key)).toEqual(['committed', 'user:1']);
  expect(committed.created).toBe(true);
  // a bad name or the reserved key is a programming error
  await expect(jobs.enqueue(t.db, 'Bad Name', {})).rejects.toThrow('invalid');
  await expect(jobs.enqueue(t.db, name, {}, { key: RECURRING_KEY })).rejects.toThrow('invalid');
});

test('a due one-off job runs once with its payload; a later one waits for its time', async () => {
  const r = runner('w1');
  const { definition, calls } = recorder<{ n: number }>(uniqueName('once'));
  r.jobs.define(definition);
  const due = await r.jobs.enqueue(t.db, definition.name, { n: 1 }, { runAt: r.now });
  const later = await r.jobs.enqueue(
    t.db,
    definition.name,
    { n: 2 },
    { runAt: new Date(r.now.getTime() + 60_000) },
  );
  await r.jobs.runDue();
  await r.jobs.runDue();
  expect(calls.map((c) => [c.payload, c.attempt])).toEqual([[{ n: 1 }, 1]]);
  expect(await jobRow(due.id)).toMatchObject({ state: 'done', runs: 1, attempts: 1, locked_by: null });
  expect(await jobRow(later.id)).toMatchObject({ state: 'pending', runs: 0 });
  r.advance(60);
  await r.jobs.runDue();
  expect(calls.map((c) => c.payload)).toEqual([{ n: 1 }, { n: 2 }]);
});

test('a failing job retries with exponential back-off, then is dead with its last error; an admin retries it', async () => {
  const r = runner('w1');
  const name = uniqueName('failing');
  let failing = true;
  let calls = 0;
  r.jobs.define({
    name,
    maxAttempts: 3,
    backoffSeconds: 10,
    run: async ({ attempt }) => {
      calls++;
      if (failing) throw new Error(`smtp down (attempt ${attempt})`);
      return 'ok';
    },
  });
  const { id } = await r.jobs.enqueue(t.db, name, {}, { runAt: r.now });
  const start = r.now.getTime();

  await r.jobs.runDue();
  let row = await jobRow(id);
  expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'smtp down (attempt 1)' });
  expect(row.run_at.getTime()).toBe(start + 10_000);
  await r.jobs.runDue(); // not due before its back-off
  expect(calls).toBe(1);

  r.advance(10);
  await r.jobs.runDue();
  row = await jobRow(id);
  expect(row).toMatchObject({ state: 'pending', attempts: 2 });
  expect(row.run_at.getTime()).toBe(start + 10_000 + 20_000);

  r.advance(20);
  await r.jobs.runDue();
  expect(await jobRow(id)).toMatchObject({
    state: 'dead',
    attempts: 3,
    runs: 3,
    last_error: 'smtp down (attempt 3)',
    locked_by: null,
  });
  r.advance(3600);
  await r.jobs.runDue();
  expect(calls).toBe(3);

  // the admin list shows it first, with its error; retry is for dead jobs only
  const list = await request(t.app)
    .get('/wp-json/officefit/v1/admin/jobs?state=dead')
    .set('Authorization', `Bearer ${admin}`);
  expect(list.status).toBe(200);
  expect(Number(list.headers['x-wp-total'])).toBeGreaterThanOrEqual(1);
  expect(list.body.find((j: { id: number }) => j.id === id)).toMatchObject({
    name,
    state: 'dead',
    attempts: 3,
    recurring: false,
    last_error: 'smtp down (attempt 3)',
  });
  const retry = () =>
    request(t.app)
      .post(`/wp-json/officefit/v1/admin/jobs/${id}/retry`)
      .set('Authorization', `Bearer ${admin}`);
  const revived = await retry();
  expect(revived.status).toBe(200);
  expect(revived.body).toMatchObject({ id, state: 'pending', attempts: 0 });
  expect((await retry()).body).toMatchObject({ code: 'job_not_dead', data: { status: 409 } });

  // due at the database's now; this runner's clock is at least that late
  r.now.setTime(Math.max(r.now.getTime(), Date.now() + 1000));
  failing = false;
  await r.jobs.runDue();
  expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, runs: 4, last_error: null });
});

test('missed-run rule: a job with a lateness limit is skipped after downtime, one without still runs', async () => {
  const r = runner('w1');
  const reminder = recorder(uniqueName('reminder'), { maxLatenessSeconds: 15 * 60 });
  const payout = recorder(uniqueName('payout'));
  r.jobs.define(reminder.definition);
  r.jobs.define(payout.definition);
  const twoHoursAgo = new Date(r.now.getTime() - 2 * 3600_000);
  const missed = await r.jobs.enqueue(t.db, reminder.definition.name, {}, { runAt: twoHoursAgo });
  const inTime = await r.jobs.enqueue(
    t.db,
    reminder.definition.name,
    {},
    {
      runAt: new Date(r.now.getTime() - 60_000),
    },
  );
  const owed = await r.jobs.enqueue(t.db, payout.definition.name, {}, { runAt: twoHoursAgo });
  await r.jobs.runDue();
  expect(reminder.calls.map((c) => c.id)).toEqual([inTime.id]);
  expect(payout.calls.map((c) => c.id)).toEqual([owed.id]);
  expect(await jobRow(missed.id)).toMatchObject({
    state: 'skipped',
    runs: 0,
    attempts: 0,
    last_error: 'missed: 7200 s late, the limit is 900 s',
  });
  expect(await jobRow(owed.id)).toMatchObject({ state: 'done' });
});

test('a recurring job runs every interval; a failure retries within the interval and never dies', async () => {
  const r = runner('w1');
  const name = uniqueName('recurring');
  let fail = false;
  const seen: Date[] = [];
  r.jobs.define({
    name,
    everySeconds: 60,
    maxAttempts: 1,
    backoffSeconds: 45,
    run: async ({ scheduledFor }) => {
      seen.push(scheduledFor);
      if (fail) throw new Error('database busy');
    },
  });
  const row = () =>
    t.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', name)
      .where('key', '=', RECURRING_KEY)
      .executeTakeFirstOrThrow();
  await r.jobs.runDue();
  expect(seen).toHaveLength(1);
  expect((await row()).run_at.getTime()).toBe(r.now.getTime() + 60_000);
  r.advance(30);
  await r.jobs.runDue();
  expect(seen).toHaveLength(1);
  r.advance(30);
  fail = true;
  await r.jobs.runDue();
  await r.jobs.runDue();
  let current = await row();
  expect(current).toMatchObject({ state: 'pending', attempts: 1, runs: 2, every_seconds: 60 });
  expect(current.last_error).toBe('database busy');
  expect(current.run_at.getTime()).toBe(r.now.getTime() + 45_000);
  r.advance(45);
  await r.jobs.runDue();
  current = await row();
  // second failure: 90 s back-off capped at the interval; still pending, not dead
  expect(current).toMatchObject({ state: 'pending', attempts: 2 });
  expect(current.run_at.getTime()).toBe(r.now.getTime() + 60_000);
  r.advance(60);
  fail = false;
  await r.jobs.runDue();
  expect(await row()).toMatchObject({ state: 'pending', attempts: 0, last_error: null, runs: 4 });
});

test('a recurring job missed by more than its lateness skips to its next occurrence instead of catching up', async () => {
  const r = runner('w1');
  const name = uniqueName('minutely');
  const seen: Date[] = [];
  r.jobs.define({
    name,
    everySeconds: 60,
    maxLatenessSeconds: 30,
    run: async ({ now }) => void seen.push(now),
  });
  await r.jobs.runDue();
  expect(seen).toHaveLength(1);
  // the server was down for an hour
  r.advance(3600);
  await r.jobs.runDue();
  expect(seen).toHaveLength(1);
  const row = await t.db
    .selectFrom('jobs')
    .selectAll()
    .where('name', '=', name)
    .where('key', '=', RECURRING_KEY)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ state: 'pending', runs: 1, attempts: 0 });
  expect(row.last_error).toMatch(/^missed: 3540 s late/);
  expect(row.run_at.getTime()).toBe(r.now.getTime() + 60_000);
  r.advance(60);
  await r.jobs.runDue();
  expect(seen).toHaveLength(2);
});

test('a lease that runs out is taken over by another runner; the first one’s late outcome is dropped', async () => {
  const a = runner('runner-a');
  const b = runner('runner-b', a.now);
  const name = uniqueName('lease');
  let release!: () => void;
  const blocked = new Promise<void>((resolve) => (release = resolve));
  const runs: string[] = [];
  const definition = (worker: string, wait: boolean): JobDefinition => ({
    name,
    leaseSeconds: 30,
    run: async () => {
      runs.push(worker);
      if (wait) await blocked;
    },
  });
  a.jobs.define(definition('a', true));
  b.jobs.define(definition('b', false));
  const { id } = await a.jobs.enqueue(t.db, name, {}, { runAt: a.now });
  const first = a.jobs.runDue();
  // a holds it
  for (let i = 0; i < 50 && runs.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await jobRow(id)).toMatchObject({ state: 'running', locked_by: 'runner-a', attempts: 1 });
  await b.jobs.runDue();
  expect(runs).toEqual(['a']);
  // a stops heart-beating (here: its clock stands still); 31 s later b takes over
  b.advance(31);
  await b.jobs.runDue();
  expect(runs).toEqual(['a', 'b']);
  expect(await jobRow(id)).toMatchObject({ state: 'done', locked_by: null, attempts: 2, runs: 1 });
  release();
  await first;
  expect(await jobRow(id)).toMatchObject({ state: 'done', runs: 1 });
});

test('graceful stop waits for a running handler, or hands its lease back when it takes too long', async () => {
  const quick = uniqueName('quick');
  const slow = uniqueName('slow');
  const jobs: Jobs = createJobs(t.db, { worker: 'stopper', logger: silent });
  let started = 0;
  jobs.define({
    name: quick,
    run: async () => {
      started++;
      await new Promise((resolve) => setTimeout(resolve, 150));
    },
  });
  jobs.define({
    name: slow,
    run: async ({ signal }) => {
      started++;
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
    },
  });
  const q = await jobs.enqueue(t.db, quick, {}, { runAt: new Date(Date.now() - 1000) });
  const s = await jobs.enqueue(t.db, slow, {}, { runAt: new Date(Date.now() - 1000) });
  await jobs.start({ pollSeconds: 0.05, intervals: { 'jobs.prune': 0 } });
  for (let i = 0; i < 100 && started < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(started).toBe(2);
  await jobs.stop({ graceMs: 500 });
  expect(await jobRow(q.id)).toMatchObject({ state: 'done', locked_by: null });
  // handed back: due again at once, the attempt not used up
  expect(await jobRow(s.id)).toMatchObject({ state: 'pending', locked_by: null, attempts: 0, runs: 0 });
});

test('runNow runs a defined job here and now and records it; an unknown name is an error', async () => {
  const r = runner('w1');
  const name = uniqueName('manual');
  r.jobs.define({ name, run: async ({ payload }) => ({ echo: payload }) });
  expect(await r.jobs.runNow(name, { x: 1 })).toEqual({ echo: { x: 1 } });
  const rows = await t.db.selectFrom('jobs').selectAll().where('name', '=', name).execute();
  expect(rows).toMatchObject([{ state: 'done', runs: 1, locked_by: null }]);
  expect(rows[0]!.key).toMatch(/^run-now:/);
  await expect(r.jobs.runNow('test.nobody')).rejects.toMatchObject({ code: 'job_unknown' });
  expect(() => r.jobs.define({ name, run: async () => 1 })).toThrow('defined twice');
});

test('GET admin/jobs: administrators only; filters and pages', async () => {
  const url = '/wp-json/officefit/v1/admin/jobs';
  expect((await request(t.app).get(url).set('Authorization', `Bearer ${service}`)).status).toBe(403);
  const res = await request(t.app).get(`${url}?per_page=2&page=1`).set('Authorization', `Bearer ${admin}`);
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(2);
  expect(Number(res.headers['x-wp-totalpages'])).toBe(Math.ceil(Number(res.headers['x-wp-total']) / 2));
  expect(Object.keys(res.body[0]).sort()).toEqual(
    [
      'attempts',
      'created_at',
      'every_seconds',
      'id',
      'key',
      'last_error',
      'last_finished_at',
      'last_started_at',
      'locked_by',
      'locked_until',
      'max_attempts',
      'name',
      'recurring',
      'run_at',
      'runs',
      'state',
    ].sort(),
  );
  const bad = await request(t.app).get(`${url}?state=lost`).set('Authorization', `Bearer ${admin}`);
  expect(bad.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  const missing = await request(t.app).post(`${url}/999999/retry`).set('Authorization', `Bearer ${admin}`);
  expect(missing.body).toMatchObject({ code: 'job_not_found', data: { status: 404 } });
});

test('the mail outbox is a recurring job: OUTBOX_INTERVAL sets its interval, 0 = not in this process', async () => {
  expect(loadMailConfig({ OUTBOX_INTERVAL: '0' }).intervalSeconds).toBe(0);
  expect(loadMailConfig({ OUTBOX_INTERVAL: '2m' }).intervalSeconds).toBe(120);
  expect(() => loadMailConfig({ OUTBOX_INTERVAL: 'soon' })).toThrow('OUTBOX_INTERVAL');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'officefit-jobs-mail-'));
  try {
    const definition = mailOutboxJob(t.db, loadMailConfig({ OUTBOX_INTERVAL: '45s' }), {
      jwtSecret: t.jwtSecret,
      dataDir,
    });
    expect(definition).toMatchObject({ name: MAIL_OUTBOX_JOB, everySeconds: 45 });
    await t.db
      .updateTable('mail_outbox')
      .set({ state: 'sent', body: null })
      .where('state', '=', 'queued')
      .execute();
    await createOutbox(t.jwtSecret).queue(t.db, {
      kind: 'contact_request',
      recipient: 'sales@officefit.example',
      lang: 'de-DE',
      subject: 'Job test',
      body: 'Hallo',
    });
    const r = runner('mailer');
    r.jobs.define(definition);
    expect(await r.jobs.runNow(MAIL_OUTBOX_JOB)).toEqual({ sent: 1 });
    expect(await fs.readdir(path.join(dataDir, 'mail'))).toHaveLength(1);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
