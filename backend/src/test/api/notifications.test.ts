// Notifications and Web Push (issue 13): me.meta.notifications and GET notifications list the recent ones with
// the unread count (header badge), marking read, the VAPID public key, the browser's push subscription, a
// subscription the push service reports gone is dropped, and the VAPID keys are kept like the JWT secret.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { resolveVapidKeys } from '../../modules/notifications';
import { reminderText } from '../../modules/notifications';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, tokenFor } from '../test-app';
import {
  addPushTarget,
  browserKeys,
  recordingSms,
  startPushService,
  testNotifier,
} from './reminders-fixtures';

const V1 = '/wp-json/officefit/v1';
let t: TestApp;
let demo: string;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = await tokenFor(t.app, 'demo@example.com');
  demoId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow()
  ).id;
}, DB_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const as = (token: string) => ({
  get: (p: string) => request(t.app).get(`${V1}/${p}`).set('Authorization', `Bearer ${token}`),
  post: (p: string, body?: object) =>
    request(t.app).post(`${V1}/${p}`).set('Authorization', `Bearer ${token}`).send(body),
  delete: (p: string, body?: object) =>
    request(t.app).delete(`${V1}/${p}`).set('Authorization', `Bearer ${token}`).send(body),
});

const recipient = async () => ({
  ...(await t.db
    .selectFrom('users')
    .select(['id', 'email', 'lang', 'phone_number', 'per_push', 'sms'])
    .where('id', '=', demoId)
    .executeTakeFirstOrThrow()),
  per_mail: 0,
});

test('me.meta.notifications and GET notifications list the latest (at most 10), newest first, with the unread count', async () => {
  const notifier = testNotifier(t.db, t.jwtSecret, recordingSms());
  expect((await as(demo).get('me')).body.meta.notifications).toEqual([]);
  for (let day = 1; day <= 12; day++) {
    const sent = await notifier.notify(await recipient(), {
      kind: 'reminder',
      dedupeKey: `reminder:2026-01-${String(day).padStart(2, '0')}:08:00`,
      text: reminderText('de-DE', 'Demo'),
    });
    expect(sent).toBe(true);
  }
  // the same key again sends nothing
  expect(
    await notifier.notify(await recipient(), {
      kind: 'reminder',
      dedupeKey: 'reminder:2026-01-01:08:00',
      text: reminderText('de-DE', 'Demo'),
    }),
  ).toBe(false);

  const me = await as(demo).get('me');
  expect(me.body.meta.notifications).toHaveLength(10);
  expect(me.body.meta.notifications[0]).toEqual({
    id: expect.any(Number),
    kind: 'reminder',
    title: 'Zeit für Bewegung!',
    body: expect.stringContaining('Trainingsplan'),
    url: '/home',
    created_at: expect.any(String),
    read: false,
  });
  const list = await as(demo).get('notifications');
  expect(list.body.unread).toBe(12);
  expect(list.body.items.map((i: { id: number }) => i.id)).toEqual(
    me.body.meta.notifications.map((i: { id: number }) => i.id),
  );

  const first = list.body.items[0].id as number;
  const one = await as(demo).post('notifications/read', { ids: [first] });
  expect(one.body.unread).toBe(11);
  expect(one.body.items[0]).toMatchObject({ id: first, read: true });
  // another user's ids are not touched
  const other = await tokenFor(t.app, 'colleague@example.com');
  expect((await as(other).post('notifications/read', { ids: [list.body.items[1].id] })).body.unread).toBe(0);
  expect((await as(demo).get('notifications')).body.unread).toBe(11);
  expect((await as(demo).post('notifications/read', {})).body.unread).toBe(0);
  expect((await as(demo).post('notifications/read', { ids: ['x'] })).status).toBe(400);
});

test('push subscription: the VAPID key, subscribe (https push service only), unsubscribe', async () => {
  const key = await as(demo).get('push/vapid-public-key');
  expect(key.body.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  const subscription = {
    endpoint: 'https://push.example.net/send/abc',
    expirationTime: null,
    keys: browserKeys(),
  };
  expect((await as(demo).post('push/subscriptions', subscription)).status).toBe(201);
  // the same browser again: still one row
  expect((await as(demo).post('push/subscriptions', subscription)).status).toBe(201);
  expect((await as(demo).get('reminders')).body.push_devices).toBe(1);
  const insecure = await as(demo).post('push/subscriptions', {
    ...subscription,
    endpoint: 'http://push.example.net/x',
  });
  expect(insecure.status).toBe(400);
  expect(insecure.body.data.params.endpoint).toBe('endpoint must be the https URL of a push service.');
  expect((await as(demo).post('push/subscriptions', { endpoint: subscription.endpoint })).status).toBe(400);
  expect((await as(demo).delete('push/subscriptions', { endpoint: subscription.endpoint })).body).toEqual({
    deleted: true,
  });
  expect((await as(demo).get('reminders')).body.push_devices).toBe(0);
  expect((await request(t.app).get(`${V1}/push/vapid-public-key`)).status).toBe(401);
});

test('a subscription the push service reports gone (410) is deleted; another failure keeps it', async () => {
  const service = await startPushService();
  try {
    const notifier = testNotifier(t.db, t.jwtSecret, recordingSms());
    const endpoint = await addPushTarget(t.db, demoId, service.url);
    const push = { ...(await recipient()), per_push: 1 };
    service.status.value = 500;
    await notifier.notify(push, {
      kind: 'reminder',
      dedupeKey: 'push-test:1',
      text: reminderText('de-DE', 'Demo'),
    });
    expect(
      await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute(),
    ).toHaveLength(1);
    service.status.value = 410;
    await notifier.notify(push, {
      kind: 'reminder',
      dedupeKey: 'push-test:2',
      text: reminderText('de-DE', 'Demo'),
    });
    expect(
      await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute(),
    ).toEqual([]);
    expect(service.requests).toHaveLength(2);
  } finally {
    await service.close();
  }
});

test('VAPID keys are generated once and kept: in app_secrets with a database server, else in a 0600 file', async () => {
  const fromDb = await resolveVapidKeys({
    databaseUrl: 'postgres://set',
    dataDir: '/nonexistent',
    db: t.db,
    env: {},
  });
  expect(
    await resolveVapidKeys({ databaseUrl: 'postgres://set', dataDir: '/nonexistent', db: t.db, env: {} }),
  ).toEqual(fromDb);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'officefit-vapid-'));
  try {
    const fromFile = await resolveVapidKeys({ databaseUrl: null, dataDir: dir, db: t.db, env: {} });
    expect(await resolveVapidKeys({ databaseUrl: null, dataDir: dir, db: t.db, env: {} })).toEqual(fromFile);
    expect(fromFile).not.toEqual(fromDb);
    expect((await fs.stat(path.join(dir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  const env = { VAPID_PUBLIC_KEY: fromDb.publicKey, VAPID_PRIVATE_KEY: fromDb.privateKey };
  expect(await resolveVapidKeys({ databaseUrl: null, dataDir: '/nonexistent', db: t.db, env })).toEqual(
    fromDb,
  );
  await expect(
    resolveVapidKeys({
      databaseUrl: null,
      dataDir: '/nonexistent',
      db: t.db,
      env: { VAPID_PUBLIC_KEY: 'x' },
    }),
  ).rejects.toThrow('VAPID');
});
