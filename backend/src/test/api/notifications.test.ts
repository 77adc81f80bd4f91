// Notifications and Web Push (issue 13): me.meta.notifications and GET notifications list the recent ones with
// the unread count (header badge), marking read, the VAPID public key, the browser's push subscription, a
// subscription the push service reports gone is dropped, and the VAPID keys are kept like the JWT secret.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createPushSender, ephemeralVapidKeys, resolveVapidKeys } from '../../modules/notifications';
import { reminderText } from '../../modules/notifications';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';
import {
  addPushTarget,
  browserKeys,
  recordingSms,
  startPushService,
  testNotifier,
} from './reminders-fixtures';

const V1 = '/wp-json/officefit/v1';
let demo: string;
let demoId: number;

const t = useTestApp();
beforeAll(async () => {
  demo = await tokenFor(t.app, 'demo@example.com');
  demoId = await userIdOf(t, 'demo@example.com');
}, DB_SETUP_TIMEOUT_MS);

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
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
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
  // the server connects to the endpoint: only a browser's push service, never an address of the attacker's choice
  for (const endpoint of [
    'https://push.example.net/send/abc',
    'https://fcm.googleapis.com.evil.example/send/abc',
    'https://127.0.0.1/send',
    'https://10.0.0.7/send',
    'https://[::1]/send',
  ]) {
    const refused = await as(demo).post('push/subscriptions', { ...subscription, endpoint });
    expect([endpoint, refused.status, refused.body.code]).toEqual([endpoint, 400, 'rest_invalid_param']);
  }
  expect((await as(demo).get('reminders')).body.push_devices).toBe(1);
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
    /** Sends one reminder while the push service answers `status`; returns the subscriptions left. */
    const remindWhileServiceAnswers = async (status: number, dedupeKey: string) => {
      service.status.value = status;
      await notifier.notify(push, { kind: 'reminder', dedupeKey, text: reminderText('de-DE', 'Demo') });
      return t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute();
    };
    expect(await remindWhileServiceAnswers(500, 'push-test:1')).toHaveLength(1);
    expect(await remindWhileServiceAnswers(410, 'push-test:2')).toEqual([]);
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

test('a user keeps at most 10 push subscriptions: a further one replaces the least recently used', async () => {
  const user = await tokenFor(t.app, 'colleague@example.com');
  const endpoints = Array.from(
    { length: 12 },
    (_, i) => `https://updates.push.services.mozilla.com/wpush/v2/${i}`,
  );
  for (const endpoint of endpoints) {
    expect((await as(user).post('push/subscriptions', { endpoint, keys: browserKeys() })).status).toBe(201);
  }
  const rows = await t.db
    .selectFrom('push_subscriptions as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.endpoint')
    .where('u.email', '=', 'colleague@example.com')
    .execute();
  expect(rows.map((r) => r.endpoint).sort()).toEqual(endpoints.slice(2).sort());
});

test('staff switched to a user cannot switch on push for them', async () => {
  const service = await tokenFor(t.app, 'service@example.com');
  const start = await request(t.app)
    .post(`${V1}/admin/users/${demoId}/impersonate`)
    .set('Authorization', `Bearer ${service}`);
  expect(start.status).toBe(201);
  const refused = await as(start.body.token).post('push/subscriptions', {
    endpoint: 'https://fcm.googleapis.com/fcm/send/switched',
    keys: browserKeys(),
  });
  expect([refused.status, refused.body.code]).toEqual([403, 'push_not_while_switched']);
  expect(
    await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', 'like', '%switched').execute(),
  ).toEqual([]);
});

test('sending: an endpoint that is no push service is never contacted and is dropped; targets go out in parallel', async () => {
  // a push service that answers only once three requests are open at the same time: sent one after another, each
  // would wait for its timeout and the service would never see more than one at a time
  let open = 0;
  let most = 0;
  const waiting: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    open++;
    most = Math.max(most, open);
    const answer = () => {
      open--;
      res.statusCode = 201;
      res.end();
    };
    req.resume();
    waiting.push(answer);
    if (waiting.length === 3) for (const release of waiting.splice(0)) release();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const userId = await userIdOf(t, 'owner@example.com');
    for (let i = 0; i < 3; i++) await addPushTarget(t.db, userId, url);
    // an internal address written straight into the table (e.g. before this check existed)
    await t.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint: 'https://10.0.0.7/internal', ...browserKeys() })
      .execute();
    const sender = createPushSender({
      vapid: ephemeralVapidKeys(),
      log: () => undefined,
      services: { hosts: ['127.0.0.1'], listed: ['127.0.0.1'] },
    });
    const targets = await t.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .execute();
    expect(await sender.send(t.db, targets, { title: 't', body: 'b', url: '/home' })).toBe(3);
    expect(most).toBe(3);
    const left = await t.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', userId)
      .execute();
    expect(left.map((r) => r.endpoint)).not.toContain('https://10.0.0.7/internal');
    expect(left).toHaveLength(3);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
