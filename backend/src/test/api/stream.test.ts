// The live stream (issue 13, spec §2 /stream): staff-only writes with the embed URL checked against the video
// host allow-list, the subscribers' schedule (current or next session, the coming week), "remind me" sent
// 10 minutes before the start once (also when the tick runs twice, and again for a moved session), the
// "new stream" flag, the seeded week of sessions, and the titles in both languages (#39: no German title on
// English screens).
import request from 'supertest';
import { sendDueStreamReminders } from '../../modules/stream';
import type { Notifier } from '../../modules/notifications';
import { seedStreamWeek } from '../../seed/stream/seed-stream';
import { mailBodies } from '../account-fixtures';
import { useClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS, tokenFor } from '../test-app';
import { recordingSms, testNotifier } from './reminders-fixtures';

const V1 = '/wp-json/officefit/v1';
// far from the seeded week (which is relative to the real today)
const NOW = '2030-01-07T08:00:00Z';
let notifier: Notifier;
let marketing: string;
let admin: string;
let service: string;
let guest: string;

const t = useClockedTestApp(NOW);
beforeAll(async () => {
  notifier = testNotifier(t.db, t.jwtSecret, recordingSms());
  marketing = await tokenFor(t.app, 'marketing@example.com');
  admin = await tokenFor(t.app, 'admin@example.com');
  service = await tokenFor(t.app, 'service@example.com');
  guest = await tokenFor(t.app, 'guest@example.com');
}, DB_SETUP_TIMEOUT_MS);

const as = (token: string) => ({
  get: (path: string) => request(t.app).get(`${V1}/${path}`).set('Authorization', `Bearer ${token}`),
  post: (path: string, body?: object) =>
    request(t.app).post(`${V1}/${path}`).set('Authorization', `Bearer ${token}`).send(body),
  put: (path: string, body: object) =>
    request(t.app).put(`${V1}/${path}`).set('Authorization', `Bearer ${token}`).send(body),
  delete: (path: string) => request(t.app).delete(`${V1}/${path}`).set('Authorization', `Bearer ${token}`),
});

const session = (startsAt: string, extra: Record<string, unknown> = {}) => ({
  title_de: 'Rücken aktiv',
  title_en: 'Active back',
  trainer: 'Jonas Weber',
  starts_at: startsAt,
  duration_minutes: 20,
  embed_url: 'https://www.youtube-nocookie.com/embed/abc123',
  ...extra,
});

let n = 0;
async function member() {
  const email = `stream${++n}@example.com`;
  const user = await t.createUser(email, { company: false, membershipSince: '2020-01-01T00:00:00Z' });
  return { ...user, email };
}

describe('staff manage the sessions', () => {
  test('marketing and administrators create, change and delete; the embed URL must be on the allow-list', async () => {
    const created = await as(marketing).post('admin/stream', session('2030-01-07T12:00:00+01:00'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Rücken aktiv',
      title_de: 'Rücken aktiv',
      title_en: 'Active back',
      starts_at: '2030-01-07T11:00:00.000Z',
      ends_at: '2030-01-07T11:20:00.000Z',
      duration_minutes: 20,
    });
    const id = created.body.id as number;
    const changed = await as(admin).put(
      `admin/stream/${id}`,
      session('2030-01-07T12:00:00Z', { trainer: 'Mira' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.trainer).toBe('Mira');
    expect((await as(admin).get('admin/stream')).body.map((s: { id: number }) => s.id)).toContain(id);
    expect((await as(marketing).delete(`admin/stream/${id}`)).body).toEqual({ deleted: true, id });
    expect((await as(marketing).delete(`admin/stream/${id}`)).body.code).toBe('stream_session_not_found');
  });

  test.each([
    ['another host', 'https://evil.example/embed/abc'],
    ['a host that only ends like an allowed one', 'https://notyoutube-nocookie.com/embed/abc'],
    ['http', 'http://www.youtube-nocookie.com/embed/abc'],
    ['credentials', 'https://user:pw@player.vimeo.com/video/1'],
    ['a port', 'https://player.vimeo.com:8443/video/1'],
    ['a backslash before another host', 'https://www.youtube-nocookie.com\\@evil.example/embed'],
    ['javascript', 'javascript:alert(1)'],
  ])('an embed URL with %s is refused', async (_what, url) => {
    const res = await as(marketing).post('admin/stream', session('2030-01-08T08:00:00Z', { embed_url: url }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.data.params.embed_url).toMatch(
      /^embed_url must be empty or an https embed link of www\.youtube/,
    );
  });

  test('other fields: title, trainer, start with offset, duration 5–240', async () => {
    const bad = await as(admin).post(
      'admin/stream',
      session('2030-01-08 08:00', { title_de: ' ', title_en: '', duration_minutes: 300 }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.params).sort()).toEqual([
      'duration_minutes',
      'starts_at',
      'title_de',
      'title_en',
    ]);
    // a session has a title in both languages: one without the English title is refused
    const { title_en: _omitted, ...germanOnly } = session('2030-01-08T08:00:00Z');
    const missing = await as(admin).post('admin/stream', germanOnly);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.data.params)).toEqual(['title_en']);
    expect((await as(admin).get('admin/stream?lang=fr')).status).toBe(400);
  });

  test('staff get both titles and the one in the language they ask for; a change of either is kept', async () => {
    const created = await as(marketing).post(
      'admin/stream?lang=en',
      session('2030-01-08T12:00:00Z', { title_de: 'Schultern', title_en: 'Shoulders' }),
    );
    expect(created.body).toMatchObject({ title: 'Shoulders', title_de: 'Schultern', title_en: 'Shoulders' });
    const id = created.body.id as number;
    const changed = await as(admin).put(
      `admin/stream/${id}`,
      session('2030-01-08T12:00:00Z', { title_de: 'Schultern lockern', title_en: 'Loose shoulders' }),
    );
    expect(changed.body).toMatchObject({ title: 'Schultern lockern', title_en: 'Loose shoulders' });
    const listed = (await as(admin).get('admin/stream?lang=en-US')).body as Record<string, unknown>[];
    expect(listed.find((s) => s.id === id)).toMatchObject({
      title: 'Loose shoulders',
      title_de: 'Schultern lockern',
      title_en: 'Loose shoulders',
    });
  });

  test('subscribers, customer service and guests may not write', async () => {
    const user = await member();
    for (const token of [user.token, service, guest]) {
      expect((await as(token).post('admin/stream', session('2030-01-08T08:00:00Z'))).status).toBe(403);
    }
    expect(
      (await request(t.app).post(`${V1}/admin/stream`).send(session('2030-01-08T08:00:00Z'))).status,
    ).toBe(401);
  });
});

describe('the schedule for subscribers', () => {
  test('the running session is current, the next one follows; the week is listed; guests are refused', async () => {
    await t.db.deleteFrom('stream_sessions').execute();
    const running = (await as(admin).post('admin/stream', session('2030-01-07T07:50:00Z'))).body;
    const next = (
      await as(admin).post(
        'admin/stream',
        session('2030-01-07T09:00:00Z', { title_de: 'Nacken', title_en: 'Neck' }),
      )
    ).body;
    await as(admin).post(
      'admin/stream',
      session('2030-01-07T07:00:00Z', { title_de: 'Vorbei', title_en: 'Ended' }),
    );
    await as(admin).post(
      'admin/stream',
      session('2030-01-15T09:00:00Z', { title_de: 'Nach der Woche', title_en: 'Beyond the week' }),
    );
    const user = await member();
    const res = await as(user.token).get('stream');
    expect(res.status).toBe(200);
    expect(res.body.now).toBe('2030-01-07T08:00:00.000Z');
    expect(res.body.current.id).toBe(running.id);
    expect(res.body.next.id).toBe(next.id);
    expect(res.body.sessions.map((s: { title: string }) => s.title)).toEqual(['Rücken aktiv', 'Nacken']);
    expect((await as(guest).get('stream')).status).toBe(403);
  });

  test('titles come in the language asked for (`en`, `en-US`), German by default, never mixed (#39)', async () => {
    const user = await member();
    const titles = async (query: string) => {
      const body = (await as(user.token).get(`stream${query}`)).body;
      return [body.current.title, body.next.title, ...body.sessions.map((s: { title: string }) => s.title)];
    };
    expect(await titles('?lang=en')).toEqual(['Active back', 'Neck', 'Active back', 'Neck']);
    expect(await titles('?lang=en-US')).toEqual(['Active back', 'Neck', 'Active back', 'Neck']);
    expect(await titles('?lang=de')).toEqual(['Rücken aktiv', 'Nacken', 'Rücken aktiv', 'Nacken']);
    expect(await titles('')).toEqual(['Rücken aktiv', 'Nacken', 'Rücken aktiv', 'Nacken']);
    const refused = await as(user.token).get('stream?lang=fr');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('rest_invalid_param');
  });

  test('"new stream": sessions created since the user last opened /stream', async () => {
    const user = await member();
    const before = (await as(user.token).get('stream/new')).body.new_sessions as number;
    expect(before).toBeGreaterThan(0);
    expect((await as(user.token).post('stream/seen')).status).toBe(200);
    expect((await as(user.token).get('stream/new')).body).toEqual({ new_sessions: 0 });
    t.setNow('2030-01-07T08:00:01Z');
    const created = await as(marketing).post('admin/stream', session('2030-01-09T08:00:00Z'));
    // created_at is the database's time; mark the visit before it
    await t.db
      .updateTable('stream_visits')
      .set({ visited_at: '2020-01-01T00:00:00Z' })
      .where('user_id', '=', user.id)
      .execute();
    await t.db
      .updateTable('stream_sessions')
      .set({ created_at: '2019-01-01T00:00:00Z' })
      .where('id', '!=', created.body.id)
      .execute();
    expect((await as(user.token).get('stream/new')).body).toEqual({ new_sessions: 1 });
    const listed = (await as(user.token).get('stream')).body.sessions as { id: number; is_new: boolean }[];
    expect(listed.filter((s) => s.is_new).map((s) => s.id)).toEqual([created.body.id]);
    t.setNow(NOW);
  });
});

describe('remind me', () => {
  const remindersOf = async (userId: number) =>
    (
      await t.db
        .selectFrom('notifications')
        .select('dedupe_key')
        .where('user_id', '=', userId)
        .where('kind', '=', 'stream')
        .orderBy('id')
        .execute()
    ).map((r) => r.dedupe_key);
  const tick = (at: string) => sendDueStreamReminders(t.db, notifier, new Date(at));

  test('goes out 10 minutes before the start, once, in-app and by e-mail', async () => {
    const user = await member();
    const live = (await as(admin).post('admin/stream', session('2030-01-07T10:00:00Z'))).body;
    const asked = await as(user.token).post(`stream/${live.id}/remind`);
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({
      session_id: live.id,
      remind_me: true,
      remind_at: '2030-01-07T09:50:00.000Z',
    });
    // asking twice changes nothing
    expect((await as(user.token).post(`stream/${live.id}/remind`)).status).toBe(201);
    expect(
      (await as(user.token).get('stream')).body.sessions.find((s: { id: number }) => s.id === live.id)
        .remind_me,
    ).toBe(true);

    await tick('2030-01-07T09:49:59Z');
    expect(await remindersOf(user.id)).toEqual([]);
    const sent = await Promise.all([tick('2030-01-07T09:50:00Z'), tick('2030-01-07T09:50:00Z')]);
    expect(sent[0]! + sent[1]!).toBe(1);
    await tick('2030-01-07T09:55:00Z');
    const key = `stream:${live.id}:${Date.parse('2030-01-07T10:00:00Z') / 1000}`;
    expect(await remindersOf(user.id)).toEqual([key]);
    const [mail] = await mailBodies(t, user.email, 'stream_reminder');
    expect(mail).toContain('„Rücken aktiv“ mit Jonas Weber beginnt um 11:00 Uhr.');
    expect(mail).toMatch(/^\/stream$/m);
    const me = await as(user.token).get('me');
    expect(me.body.meta.notifications[0]).toMatchObject({ kind: 'stream', url: '/stream', read: false });
  });

  test('an English-speaking user is reminded with the English title', async () => {
    const user = await member();
    await t.db.updateTable('users').set({ lang: 'en-US' }).where('id', '=', user.id).execute();
    const live = (await as(admin).post('admin/stream', session('2030-01-07T16:00:00Z'))).body;
    await as(user.token).post(`stream/${live.id}/remind`);
    await tick('2030-01-07T15:50:00Z');
    const [mail] = await mailBodies(t, user.email, 'stream_reminder');
    expect(mail).toContain('"Active back" with Jonas Weber starts at');
    expect(mail).not.toContain('Rücken aktiv');
  });

  test('a moved session is reminded again for its new time; a late tick still sends until the start, never after', async () => {
    const user = await member();
    const live = (await as(admin).post('admin/stream', session('2030-01-07T11:00:00Z'))).body;
    await as(user.token).post(`stream/${live.id}/remind`);
    await tick('2030-01-07T10:59:00Z'); // late (downtime), before the start: sent
    expect(await remindersOf(user.id)).toHaveLength(1);
    await as(admin).put(`admin/stream/${live.id}`, session('2030-01-07T13:00:00Z'));
    await tick('2030-01-07T13:00:00Z'); // at the start: too late
    expect(await remindersOf(user.id)).toHaveLength(1);
    await as(admin).put(`admin/stream/${live.id}`, session('2030-01-07T14:00:00Z'));
    await tick('2030-01-07T13:51:00Z');
    expect(await remindersOf(user.id)).toHaveLength(2);
  });

  test('removed, without membership, for a started or unknown session', async () => {
    const user = await member();
    const live = (await as(admin).post('admin/stream', session('2030-01-07T15:00:00Z'))).body;
    await as(user.token).post(`stream/${live.id}/remind`);
    expect((await as(user.token).delete(`stream/${live.id}/remind`)).body).toEqual({
      session_id: live.id,
      remind_me: false,
      remind_at: null,
    });
    await tick('2030-01-07T14:50:00Z');
    expect(await remindersOf(user.id)).toEqual([]);
    expect((await as(user.token).delete('stream/999999/remind')).status).toBe(404);

    const lapsed = await member();
    await as(lapsed.token).post(`stream/${live.id}/remind`);
    await t.db
      .updateTable('subscriptions')
      .set({ ends_at: '2030-01-01T00:00:00Z' })
      .where('user_id', '=', lapsed.id)
      .execute();
    await tick('2030-01-07T14:51:00Z');
    expect(await remindersOf(lapsed.id)).toEqual([]);

    const started = (await as(admin).post('admin/stream', session('2030-01-07T07:59:00Z'))).body;
    expect((await as(user.token).post(`stream/${started.id}/remind`)).body.code).toBe(
      'stream_session_started',
    );
    expect((await as(user.token).post('stream/999999/remind')).status).toBe(404);
  });
});

test('the seed adds a week of sessions relative to the seed date, once', async () => {
  const seededNow = new Date('2031-06-02T05:00:00Z');
  const added = await seedStreamWeek(t.db, seededNow);
  expect(added).toBeGreaterThanOrEqual(7);
  expect(await seedStreamWeek(t.db, seededNow)).toBe(0);
  const rows = await t.db
    .selectFrom('stream_sessions')
    .select(['starts_at', 'seed_key'])
    .where('seed_key', 'like', 'seed:2031-0%')
    .orderBy('starts_at')
    .execute();
  expect(rows).toHaveLength(added);
  // two days back (recordings to watch later, #36): 08:00 in Berlin (CEST) on 31 May
  expect(rows[0]!.starts_at.toISOString()).toBe('2031-05-31T06:00:00.000Z');
  expect(rows.find((r) => r.seed_key === 'seed:2031-06-02:morning-mobility')!.starts_at.toISOString()).toBe(
    '2031-06-02T06:00:00.000Z',
  );
  expect(rows.at(-1)!.starts_at.getTime()).toBeLessThan(Date.parse('2031-06-09T00:00:00Z'));
});

test('seeded sessions have a German and an English title; a row migrated with the German one gets the English back', async () => {
  const seededNow = new Date('2032-03-01T05:00:00Z');
  await seedStreamWeek(t.db, seededNow);
  const titlesOf = () =>
    t.db
      .selectFrom('stream_sessions')
      .select(['seed_key', 'title', 'title_en'])
      .where('seed_key', 'like', 'seed:2032-0%')
      .orderBy('seed_key')
      .execute();
  const seeded = await titlesOf();
  expect(seeded.length).toBeGreaterThanOrEqual(7);
  for (const row of seeded) {
    expect(row.title_en).not.toBe(row.title);
    expect(row.title_en.length).toBeGreaterThan(0);
  }
  expect(seeded.find((r) => r.seed_key === 'seed:2032-03-01:morning-mobility')).toMatchObject({
    title: 'Guten Morgen: Mobilisation am Schreibtisch',
    title_en: 'Good morning: mobility at your desk',
  });
  // what migration 0052 leaves for an older seeded row: the German title in both columns
  await t.db
    .updateTable('stream_sessions')
    .set((eb) => ({ title_en: eb.ref('title') }))
    .where('seed_key', 'like', 'seed:2032-0%')
    .execute();
  expect(await seedStreamWeek(t.db, seededNow)).toBe(0);
  expect(await titlesOf()).toEqual(seeded);
});
