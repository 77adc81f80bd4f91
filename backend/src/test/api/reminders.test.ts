// Reminders (issue 13): the setting (PUT/GET reminders, contract-validated), and the reminder tick's timing —
// time zones, weekdays, absences, only with an active membership, not when missed by more than a few minutes,
// exactly once when two ticks run at the same time — over the channels in-app, e-mail (outbox), Web Push (a
// local push service) and SMS (a recording provider), and as a recurring job of the job module.
import request from 'supertest';
import { createJobs } from '../../modules/jobs';
import { REMINDER_JOB, reminderJob, sendDueReminders } from '../../modules/reminders';
import { type Notifier, smsJob } from '../../modules/notifications';
import { createClockedTestApp, type ClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS } from '../test-app';
import { mailBodies } from '../account-fixtures';
import { addPushTarget, recordingSms, startPushService, testNotifier } from './reminders-fixtures';

const V1 = '/wp-json/officefit/v1';
let t: ClockedTestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const sms = recordingSms();
let notifier: Notifier;

beforeAll(async () => {
  // Monday 2 March 2026, 06:00 UTC = 07:00 in Berlin (CET)
  t = await createClockedTestApp('2026-03-02T06:00:00Z', { sms });
  pushService = await startPushService();
  notifier = testNotifier(t.db, t.jwtSecret, sms);
}, DB_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await pushService.close();
  await t.close();
});

let n = 0;
async function member(options: { timeZone?: string; lang?: 'de-DE' | 'en-US' } = {}) {
  const email = `reminder${++n}@example.com`;
  // the membership began long before the test clock (createUser starts it at the real now)
  const user = await t.createUser(email, {
    company: false,
    membershipSince: '2020-01-01T00:00:00Z',
    ...options,
  });
  return { ...user, email };
}

const putReminders = (token: string, body: object) =>
  request(t.app).put(`${V1}/reminders`).set('Authorization', `Bearer ${token}`).send(body);

const settings = (times: string[], extra: Record<string, unknown> = {}) => ({
  times,
  weekdays: [1, 2, 3, 4, 5],
  per_push: 0,
  per_mail: 0,
  sms: 0,
  ...extra,
});

/** The reminder notifications of one user (dedupe keys), oldest first. */
async function remindersOf(userId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('notifications')
    .select('dedupe_key')
    .where('user_id', '=', userId)
    .where('kind', '=', 'reminder')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.dedupe_key);
}

const tick = (at: string) => sendDueReminders(t.db, notifier, new Date(at));

describe('the reminder setting', () => {
  test('up to 4 times on chosen weekdays and channels; stored sorted, shown in me as time..time4', async () => {
    const user = await member();
    const res = await putReminders(
      user.token,
      settings(['17:30', '08:00', '12:15'], { weekdays: [5, 1], per_push: 1 }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      times: ['08:00', '12:15', '17:30'],
      weekdays: [1, 5],
      per_push: 1,
      per_mail: 0,
      sms: 0,
      sms_available: true,
      time_zone: 'Europe/Berlin',
      active: true,
      push_devices: 0,
    });
    const me = await request(t.app).get(`${V1}/me`).set('Authorization', `Bearer ${user.token}`);
    expect([me.body.time, me.body.time2, me.body.time3, me.body.time4]).toEqual([
      '08:00',
      '12:15',
      '17:30',
      null,
    ]);
    expect(
      (await request(t.app).get(`${V1}/reminders`).set('Authorization', `Bearer ${user.token}`)).body,
    ).toEqual(res.body);
    // clearing all times turns reminders off
    expect((await putReminders(user.token, settings([]))).body.times).toEqual([]);
  });

  test('a fifth time, an invalid time, a repeated time or day, and unknown fields are refused', async () => {
    const user = await member();
    const five = await putReminders(user.token, settings(['07:00', '08:00', '09:00', '10:00', '11:00']));
    expect(five.status).toBe(400);
    expect(five.body.data.params.times).toBe('times takes at most 4 reminder times.');
    const invalid = await putReminders(user.token, settings(['24:00']));
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.params['times.0']).toBe('Please enter a valid time.');
    expect((await putReminders(user.token, settings(['8:00']))).status).toBe(400);
    expect((await putReminders(user.token, settings(['08:00', '08:00']))).body.data.params.times).toBe(
      'times must not repeat a time.',
    );
    expect((await putReminders(user.token, settings(['08:00'], { weekdays: [1, 1] }))).status).toBe(400);
    expect((await putReminders(user.token, settings(['08:00'], { weekdays: [0] }))).status).toBe(400);
    expect((await putReminders(user.token, settings(['08:00'], { per_mail: 2 }))).status).toBe(400);
    expect((await putReminders(user.token, { ...settings(['08:00']), extra: 1 })).status).toBe(400);
    expect((await request(t.app).put(`${V1}/reminders`).send(settings([]))).status).toBe(401);
  });
});

describe('the reminder tick', () => {
  test('sends at the time in the user’s own time zone, on reminder weekdays only', async () => {
    const berlin = await member();
    const newYork = await member({ timeZone: 'America/New_York' });
    await putReminders(berlin.token, settings(['08:00']));
    await putReminders(newYork.token, settings(['08:00'], { weekdays: [1] }));

    // Monday 07:00 UTC = 08:00 in Berlin, 02:00 in New York
    await tick('2026-03-02T07:00:30Z');
    expect(await remindersOf(berlin.id)).toEqual(['reminder:2026-03-02:08:00']);
    expect(await remindersOf(newYork.id)).toEqual([]);
    // 13:00 UTC = 08:00 in New York (EST)
    await tick('2026-03-02T13:01:00Z');
    expect(await remindersOf(newYork.id)).toEqual(['reminder:2026-03-02:08:00']);
    // Tuesday: Berlin again, New York only reminds on Mondays
    await tick('2026-03-03T07:00:00Z');
    await tick('2026-03-03T13:00:00Z');
    expect(await remindersOf(berlin.id)).toHaveLength(2);
    expect(await remindersOf(newYork.id)).toHaveLength(1);
    // Saturday is no reminder weekday
    await tick('2026-03-07T07:00:00Z');
    expect(await remindersOf(berlin.id)).toHaveLength(2);
  });

  test('summer time: 08:00 in Berlin is 06:00 UTC after the clocks changed', async () => {
    const user = await member();
    await putReminders(user.token, settings(['08:00']));
    await tick('2026-03-30T07:00:00Z'); // 09:00 CEST: an hour late, not sent
    expect(await remindersOf(user.id)).toEqual([]);
    await tick('2026-03-31T06:00:00Z');
    expect(await remindersOf(user.id)).toEqual(['reminder:2026-03-31:08:00']);
  });

  test('a reminder missed by more than 5 minutes (downtime) is not sent late; within them it is', async () => {
    const late = await member();
    const inTime = await member();
    await putReminders(late.token, settings(['09:00']));
    await putReminders(inTime.token, settings(['09:30']));
    await tick('2026-03-04T08:05:01Z'); // 09:05:01 Berlin: 5 min 1 s after 09:00
    await tick('2026-03-04T08:34:59Z'); // 4 min 59 s after 09:30
    expect(await remindersOf(late.id)).toEqual([]);
    expect(await remindersOf(inTime.id)).toEqual(['reminder:2026-03-04:09:30']);
    // not before its time either
    const early = await member();
    await putReminders(early.token, settings(['10:00']));
    await tick('2026-03-04T08:59:59Z');
    expect(await remindersOf(early.id)).toEqual([]);
  });

  test('a reminder just before midnight is still sent just after it, for the day before', async () => {
    const user = await member();
    await putReminders(user.token, settings(['23:58'], { weekdays: [3] }));
    await tick('2026-03-04T23:01:00Z'); // Thursday 00:01 in Berlin; Wednesday's 23:58 reminder is due
    expect(await remindersOf(user.id)).toEqual(['reminder:2026-03-04:23:58']);
  });

  test('never during an absence (first and last day included)', async () => {
    const user = await member();
    await putReminders(user.token, settings(['08:00']));
    await t.db
      .updateTable('users')
      .set({ absence_from: '2026-03-10', absence_until: '2026-03-11', absence_reason: 'vacation' })
      .where('id', '=', user.id)
      .execute();
    await tick('2026-03-09T07:00:00Z');
    await tick('2026-03-10T07:00:00Z');
    await tick('2026-03-11T07:00:00Z');
    await tick('2026-03-12T07:00:00Z');
    expect(await remindersOf(user.id)).toEqual(['reminder:2026-03-09:08:00', 'reminder:2026-03-12:08:00']);
  });

  test('only with an active membership: none without one, none after it ended', async () => {
    const user = await member();
    await putReminders(user.token, settings(['08:00']));
    await t.db
      .updateTable('subscriptions')
      .set({ ends_at: new Date('2026-03-17T00:00:00Z') })
      .where('user_id', '=', user.id)
      .execute();
    await tick('2026-03-16T07:00:00Z');
    await tick('2026-03-17T07:00:00Z');
    expect(await remindersOf(user.id)).toEqual(['reminder:2026-03-16:08:00']);

    // a guest (no membership) may keep a setting, which says it is not active
    const guest = await t.createUser(`guest-reminder${++n}@example.com`, { company: false });
    await t.db.deleteFrom('subscriptions').where('user_id', '=', guest.id).execute();
    const saved = await putReminders(guest.token, settings(['08:00']));
    expect(saved.status).toBe(200);
    await tick('2026-03-18T07:00:00Z');
    expect(await remindersOf(guest.id)).toEqual([]);
  });

  test('exactly once: two ticks at the same time and a tick run again send one reminder', async () => {
    const user = await member();
    await putReminders(user.token, settings(['11:00'], { per_mail: 1, per_push: 1 }));
    const endpoint = await addPushTarget(t.db, user.id, pushService.url);
    const before = pushService.requests.length;
    const sent = await Promise.all([tick('2026-03-05T10:00:10Z'), tick('2026-03-05T10:00:10Z')]);
    await tick('2026-03-05T10:02:00Z');
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(await remindersOf(user.id)).toEqual(['reminder:2026-03-05:11:00']);
    expect(await mailBodies(t, user.email, 'reminder')).toHaveLength(1);
    const pushes = pushService.requests.slice(before).filter((r) => endpoint.endsWith(r.path));
    expect(pushes).toHaveLength(1);
  });

  test('channels: e-mail in the user’s language, Web Push with VAPID, SMS only with a phone number', async () => {
    const user = await member({ lang: 'en-US' });
    await putReminders(user.token, settings(['12:00'], { per_mail: 1, per_push: 1, sms: 1 }));
    await t.db
      .updateTable('users')
      .set({ phone_number: '+49 170 1234567' })
      .where('id', '=', user.id)
      .execute();
    const endpoint = await addPushTarget(t.db, user.id, pushService.url);
    const quiet = await member();
    await putReminders(quiet.token, settings(['12:00']));

    await tick('2026-03-06T11:00:00Z');
    // the SMS leaves through its job (retried on failure, see reminders-sms.test.ts)
    const smsJobs = createJobs(t.db);
    smsJobs.define(smsJob(t.db, sms));
    await smsJobs.runDue();
    const [mail] = await mailBodies(t, user.email, 'reminder');
    expect(mail).toContain('Hello reminder');
    expect(mail).toContain('Your training plan is waiting');
    expect(mail).toMatch(/^\/home$/m);
    const push = pushService.requests.find((r) => endpoint.endsWith(r.path))!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(push.bytes).toBeGreaterThan(0);
    expect(sms.sent).toContainEqual({
      to: '+49 170 1234567',
      text: expect.stringContaining('Time to move!'),
    });
    // all channels off: the in-app notification only
    expect(await remindersOf(quiet.id)).toHaveLength(1);
    expect(await mailBodies(t, quiet.email, 'reminder')).toEqual([]);
    // the German text, Sie-form
    const german = await member();
    await putReminders(german.token, settings(['12:30'], { per_mail: 1 }));
    await tick('2026-03-06T11:30:00Z');
    expect((await mailBodies(t, german.email, 'reminder'))[0]).toContain('Ihr Trainingsplan wartet');
  });

  test('as a recurring job of the job module: the runner sends due reminders; a tick missed long ago is skipped', async () => {
    const user = await member();
    await putReminders(user.token, settings(['14:00']));
    let now = new Date('2026-03-06T13:00:20Z');
    const jobs = createJobs(t.db, { clock: () => new Date(now), logger: { info() {}, error() {} } });
    jobs.define(reminderJob(t.db, notifier));
    await jobs.runDue();
    expect(await remindersOf(user.id)).toEqual(['reminder:2026-03-06:14:00']);

    // downtime: the tick that was due a minute later runs two hours late → skipped, nothing sent
    await putReminders(user.token, settings(['14:00', '15:00']));
    now = new Date('2026-03-06T16:01:30Z');
    await jobs.runDue();
    const row = await t.db
      .selectFrom('jobs')
      .select(['state', 'last_error'])
      .where('name', '=', REMINDER_JOB)
      .executeTakeFirstOrThrow();
    expect(row.last_error).toMatch(/^missed/);
    expect(await remindersOf(user.id)).toEqual(['reminder:2026-03-06:14:00']);
  });
});
