// The secret calendar feed (issue 37): the signed-in user gets their URL, any calendar app reads it without a
// login, resetting the URL ends the old one; the feed holds the reminder times and the reminded live sessions.
import request from 'supertest';
import { bearerRequests } from '../bearer-requests';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';
let demo: string;

const t = useTestApp();
beforeAll(async () => {
  demo = await tokenFor(t.app, 'demo@example.com');
}, DB_SETUP_TIMEOUT_MS);

const as = (token: string) => bearerRequests(t.app, token);

/** The feed's path (the URL names the address supertest's server had for that one request). */
const pathOf = (url: string) => new URL(url).pathname;

test('the URL is stable until reset; the feed needs no login; a reset ends the old URL', async () => {
  const first = await as(demo).get('/me/calendar');
  expect(first.status).toBe(200);
  expect(first.body.url).toMatch(/\/wp-json\/officefit\/v1\/calendar\/[\w-]{43}\.ics$/);
  expect(pathOf((await as(demo).get('/me/calendar')).body.url)).toBe(pathOf(first.body.url));

  const feed = await request(t.app).get(pathOf(first.body.url));
  expect(feed.status).toBe(200);
  expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(feed.headers['cache-control']).toBe('private, no-store');
  expect(feed.text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);

  const reset = await as(demo).post('/me/calendar/reset');
  expect(reset.status).toBe(200);
  expect(pathOf(reset.body.url)).not.toBe(pathOf(first.body.url));
  expect((await request(t.app).get(pathOf(first.body.url))).status).toBe(404);
  expect((await request(t.app).get(pathOf(reset.body.url))).status).toBe(200);
  expect(pathOf((await as(demo).get('/me/calendar')).body.url)).toBe(pathOf(reset.body.url));
});

test("the feed holds the user's reminder times (weekly) and the live sessions they asked to be reminded of", async () => {
  const owner = await tokenFor(t.app, 'owner@example.com');
  const saved = await as(owner).put('/reminders', {
    times: ['07:45', '13:15'],
    weekdays: [2, 4],
    per_push: 0,
    per_mail: 1,
    sms: 0,
  });
  expect(saved.status).toBe(200);
  const userId = await userIdOf(t, 'owner@example.com');
  // sessions at fixed instants (summer and winter time): the feed lists what was asked for, whatever today is
  const sessions = await t.db
    .insertInto('stream_sessions')
    .values([
      {
        title: 'Rücken fit',
        title_en: 'Back fit',
        trainer: 'Anna',
        starts_at: new Date('2030-07-01T06:30:00Z'),
        duration_minutes: 30,
        embed_url: 'https://www.youtube-nocookie.com/embed/abc',
      },
      {
        title: 'Nicht erinnert',
        title_en: 'Not reminded',
        trainer: 'Ben',
        starts_at: new Date('2030-12-01T09:00:00Z'),
        duration_minutes: 20,
        embed_url: 'https://www.youtube-nocookie.com/embed/def',
      },
    ])
    .returning('id')
    .execute();
  await t.db
    .insertInto('stream_reminders')
    .values({ user_id: userId, session_id: sessions[0]!.id })
    .execute();

  const { url } = (await as(owner).get('/me/calendar')).body as { url: string };
  const text = (await request(t.app).get(pathOf(url))).text.replace(/\r\n /g, '');
  expect(text).toContain('DTSTART;TZID=Europe/Berlin:20240102T074500\r\n');
  expect(text).toContain('DTSTART;TZID=Europe/Berlin:20240102T131500\r\n');
  expect(text.match(/RRULE:FREQ=WEEKLY;BYDAY=TU,TH\r\n/g)).toHaveLength(2);
  expect(text).toContain(`UID:stream-${sessions[0]!.id}@officefit`);
  expect(text).toContain('DTSTART;TZID=Europe/Berlin:20300701T083000\r\n');
  expect(text).toContain('SUMMARY:officefit live: Rücken fit');
  expect(text).not.toContain('Nicht erinnert');
  // another user's feed shows none of it
  const { url: other } = (await as(demo).get('/me/calendar')).body as { url: string };
  expect((await request(t.app).get(pathOf(other))).text).not.toContain('Rücken fit');
  // in English the session has its English title (#39)
  await t.db.updateTable('users').set({ lang: 'en-US' }).where('id', '=', userId).execute();
  const english = (await request(t.app).get(pathOf(url))).text.replace(/\r\n /g, '');
  expect(english).toContain('SUMMARY:officefit live: Back fit\r\n');
  expect(english).not.toContain('Rücken fit');
  await t.db.updateTable('users').set({ lang: 'de-DE' }).where('id', '=', userId).execute();
});

test('no login → no URL; a made-up or malformed token → no feed', async () => {
  expect((await request(t.app).get(`${V1}/me/calendar`)).status).toBe(401);
  expect((await request(t.app).post(`${V1}/me/calendar/reset`)).status).toBe(401);
  expect((await request(t.app).get(`${V1}/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
  expect((await request(t.app).get(`${V1}/calendar/short.ics`)).status).toBe(400);
});
