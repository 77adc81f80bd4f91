// SMS is offered only where a provider is configured (issue 36): without one the reminder setting says so and
// refuses to switch SMS on, changing nothing. With one, each SMS is a job queued with the notification: retried
// with back-off when the provider fails, dead with its last error after SMS_MAX_ATTEMPTS, never lost silently.
import request from 'supertest';
import { createJobs } from '../../modules/jobs';
import {
  reminderText,
  SMS_JOB,
  SMS_MAX_ATTEMPTS,
  smsJob,
  type SmsProvider,
  SmsSendError,
} from '../../modules/notifications';
import { tokenFor, userIdOf, useTestApp } from '../test-app';
import { recordingSms, testNotifier } from './reminders-fixtures';

const V1 = '/wp-json/officefit/v1';
const body = (sms: 0 | 1) => ({ times: ['08:00'], weekdays: [1, 2, 3, 4, 5], per_push: 0, per_mail: 1, sms });

describe('without an SMS provider', () => {
  const t = useTestApp();

  test('the setting says SMS is not available, and switching it on is refused with nothing changed', async () => {
    const token = await tokenFor(t.app, 'demo@example.com');
    const auth = { Authorization: `Bearer ${token}` };
    const before = await request(t.app).get(`${V1}/reminders`).set(auth);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ sms: 0, sms_available: false });

    const refused = await request(t.app).put(`${V1}/reminders`).set(auth).send(body(1));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('reminders_sms_unavailable');
    expect((await request(t.app).get(`${V1}/reminders`).set(auth)).body).toEqual(before.body);

    // the rest of the setting still saves
    const saved = await request(t.app).put(`${V1}/reminders`).set(auth).send(body(0));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ times: ['08:00'], per_mail: 1, sms: 0, sms_available: false });
  });

  test('signed out, the setting is not there at all', async () => {
    expect((await request(t.app).get(`${V1}/reminders`)).status).toBe(401);
    expect((await request(t.app).put(`${V1}/reminders`).send(body(0))).status).toBe(401);
  });
});

describe('with an SMS provider', () => {
  const t = useTestApp({ sms: recordingSms() });

  test('SMS can be switched on', async () => {
    const token = await tokenFor(t.app, 'demo@example.com');
    const res = await request(t.app)
      .put(`${V1}/reminders`)
      .set('Authorization', `Bearer ${token}`)
      .send(body(1));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sms: 1, sms_available: true });
  });
});

describe('delivery through the SMS job', () => {
  const t = useTestApp();
  let demoId: number;
  beforeAll(async () => {
    demoId = await userIdOf(t, 'demo@example.com');
    await t.db
      .updateTable('users')
      .set({ phone_number: '0170 1234567', sms: 1 })
      .where('id', '=', demoId)
      .execute();
  });

  /** Notifies the demo user through `provider` and returns a runner of the SMS job with a settable clock. */
  async function notifyThrough(provider: SmsProvider, dedupeKey: string) {
    const recipient = await t.db
      .selectFrom('users')
      .select(['id', 'email', 'lang', 'phone_number', 'per_push', 'sms'])
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();
    const sent = await testNotifier(t.db, t.jwtSecret, provider).notify(
      { ...recipient, per_mail: 0, per_push: 0 },
      { kind: 'reminder', dedupeKey, text: reminderText('en-US', 'Demo') },
    );
    expect(sent).toBe(true);
    let now = Date.now();
    const jobs = createJobs(t.db, { clock: () => new Date(now), logger: { info() {}, error() {} } });
    jobs.define(smsJob(t.db, provider));
    const job = () =>
      t.db
        .selectFrom('jobs')
        .select(['state', 'attempts', 'last_error'])
        .where('name', '=', SMS_JOB)
        .where('key', '=', `${demoId}:${dedupeKey}`)
        .executeTakeFirstOrThrow();
    /** Moves the clock past any back-off and runs what is due. */
    const runLater = async (seconds: number) => {
      now += seconds * 1000;
      await jobs.runDue();
    };
    return { job, runLater };
  }

  test('a provider failure is recorded and retried; the SMS goes out once it answers', async () => {
    const sent: string[] = [];
    let failures = 2;
    const flaky: SmsProvider = {
      name: 'flaky',
      async send(to) {
        if (failures-- > 0) throw new SmsSendError('twilio 500: Internal Server Error', 20500);
        sent.push(to);
      },
    };
    const { job, runLater } = await notifyThrough(flaky, 'reminder:retry');
    await runLater(0);
    expect(await job()).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: 'twilio 500: Internal Server Error',
    });
    expect(sent).toEqual([]);
    await runLater(30); // within the back-off: not yet
    expect((await job()).attempts).toBe(1);
    await runLater(31);
    await runLater(121);
    expect(await job()).toMatchObject({ state: 'done', attempts: 3 });
    expect(sent).toEqual(['0170 1234567']);
  });

  test('a provider that keeps failing: dead after SMS_MAX_ATTEMPTS with the last error, no further attempt', async () => {
    let calls = 0;
    const down: SmsProvider = {
      name: 'down',
      async send() {
        calls++;
        throw new SmsSendError('twilio: no answer within 10000 ms');
      },
    };
    const { job, runLater } = await notifyThrough(down, 'reminder:dead');
    for (let round = 0; round < SMS_MAX_ATTEMPTS + 2; round++) await runLater(600);
    expect(await job()).toMatchObject({
      state: 'dead',
      attempts: SMS_MAX_ATTEMPTS,
      last_error: 'twilio: no answer within 10000 ms',
    });
    expect(calls).toBe(SMS_MAX_ATTEMPTS);
  });

  test('switched off before it went out: nothing is sent', async () => {
    const provider = recordingSms();
    const { job, runLater } = await notifyThrough(provider, 'reminder:off');
    await t.db.updateTable('users').set({ sms: 0 }).where('id', '=', demoId).execute();
    await runLater(0);
    expect(await job()).toMatchObject({ state: 'done' });
    expect(provider.sent).toEqual([]);
    await t.db.updateTable('users').set({ sms: 1 }).where('id', '=', demoId).execute();
  });
});
