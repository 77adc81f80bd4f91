// SMS is offered only where a provider is configured (issue 36): without one the reminder setting says so and
// refuses to switch SMS on, changing nothing.
import request from 'supertest';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, tokenFor } from '../test-app';
import { recordingSms } from './reminders-fixtures';

const V1 = '/wp-json/officefit/v1';
const body = (sms: 0 | 1) => ({ times: ['08:00'], weekdays: [1, 2, 3, 4, 5], per_push: 0, per_mail: 1, sms });

describe('without an SMS provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, DB_SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

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
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sms: recordingSms() });
  }, DB_SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

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
