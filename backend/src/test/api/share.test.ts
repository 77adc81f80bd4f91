// PUT exercise_share on a test clock (Saturday 2026-11-21 unless a test says otherwise: no strike flames).
import request from 'supertest';
import { useClockedTestApp, useExerciseIds } from '../clocked-app';
import { openBody, outboxKey } from '../../modules/contact';
import { expectWpError } from '../wp-error';

const URL = '/wp-json/officefit/v1/exercise_share';

const t = useClockedTestApp('2026-11-21T09:00:00Z');
const ex = useExerciseIds(t, 3);

const share = (token: string, body: unknown) =>
  request(t.app)
    .put(URL)
    .set('Authorization', `Bearer ${token}`)
    .send(body as object);

async function state() {
  const [shares, mails, points] = await Promise.all([
    t.db.selectFrom('exercise_shares').selectAll().execute(),
    t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'exercise_share').orderBy('id').execute(),
    t.db
      .selectFrom('point_events')
      .select(['user_id', 'points', 'reason', 'ref'])
      .where('reason', '=', 'exercise_share')
      .orderBy('id')
      .execute(),
  ]);
  return { shares, mails, points };
}

test('needs a token', async () => {
  const res = await request(t.app).put(URL).send({ id: ex[0], email: 'x@example.com' });
  expect(res.status).toBe(401);
});

test('+50 for both once per exercise and pair, and a mail to the colleague', async () => {
  t.setNow('2026-11-21T09:00:00Z');
  const anna = await t.createUser('anna@example.com');
  const ben = await t.createUser('ben@example.com', { lang: 'en-US' });
  const before = await state();

  const res = await share(anna.token, { id: ex[0], email: ' Ben@Example.com ' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ points: 50 });

  const after = await state();
  expect(after.shares.length - before.shares.length).toBe(1);
  const ref = `share:${ex[0]}:${Math.min(anna.id, ben.id)}:${Math.max(anna.id, ben.id)}`;
  expect(after.points.slice(before.points.length)).toEqual([
    { user_id: anna.id, points: 50, reason: 'exercise_share', ref },
    { user_id: ben.id, points: 50, reason: 'exercise_share', ref },
  ]);
  const mail = after.mails[after.mails.length - 1]!;
  expect(mail).toMatchObject({ recipient: 'ben@example.com', lang: 'en-US', sent_at: null });
  expect(mail.subject).toBe('anna shared an exercise with you');
  // sealed in the table (see contact.test.ts); the sender opens it
  expect(openBody(outboxKey(t.jwtSecret), { ...mail, body: mail.body! })).toContain(`/exercise/${ex[0]}`);

  // again, and the other way round: no more points; the reverse share still mails
  expect((await share(anna.token, { id: ex[0], email: 'ben@example.com' })).body).toEqual({ points: 0 });
  expect((await share(ben.token, { id: ex[0], email: 'anna@example.com', user: anna.id })).body).toEqual({
    points: 0,
  });
  const end = await state();
  expect(end.points).toHaveLength(after.points.length);
  expect(end.mails).toHaveLength(after.mails.length + 1);
  expect(end.mails[end.mails.length - 1]).toMatchObject({ recipient: 'anna@example.com', lang: 'de-DE' });
  expect(end.mails[end.mails.length - 1]!.subject).toBe('ben hat eine Übung mit Ihnen geteilt');

  // another exercise is another reward
  expect((await share(anna.token, { id: ex[1], email: 'ben@example.com' })).body).toEqual({ points: 50 });
  const me = await request(t.app).get('/wp-json/officefit/v1/me').set('Authorization', `Bearer ${ben.token}`);
  expect(me.body.meta.fitness_points).toBe(100);
});

test('simultaneous shares both ways reward the pair once', async () => {
  t.setNow('2026-11-21T09:00:00Z');
  const a = await t.createUser('both-a@example.com');
  const b = await t.createUser('both-b@example.com');
  const results = await Promise.all([
    share(a.token, { id: ex[2], email: 'both-b@example.com' }),
    share(b.token, { id: ex[2], email: 'both-a@example.com' }),
    share(a.token, { id: ex[2], email: 'both-b@example.com' }),
  ]);
  expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
  expect(results.reduce((sum, r) => sum + r.body.points, 0)).toBe(50);
  const points = await t.db
    .selectFrom('point_events')
    .select(['user_id', 'points'])
    .where('user_id', 'in', [a.id, b.id])
    .orderBy('user_id')
    .execute();
  expect(points).toEqual([
    { user_id: a.id, points: 50 },
    { user_id: b.id, points: 50 },
  ]);
});

test('share points stop at 2 shares a day per user, also for parallel shares; the next day pays again', async () => {
  t.setNow('2026-11-21T09:00:00Z');
  const exercises = await t.exerciseIds(6);
  const a = await t.createUser('farm-a@example.com');
  const b = await t.createUser('farm-b@example.com');
  const sharePoints = async (userId: number) =>
    (
      await t.db
        .selectFrom('point_events')
        .select(['points'])
        .where('user_id', '=', userId)
        .where('reason', '=', 'exercise_share')
        .execute()
    ).reduce((sum, row) => sum + row.points, 0);

  // both ways at once, 5 exercises: only 2 shares' worth of points each
  const results = await Promise.all(
    exercises
      .slice(0, 5)
      .flatMap((id) => [
        share(a.token, { id, email: 'farm-b@example.com' }),
        share(b.token, { id, email: 'farm-a@example.com' }),
      ]),
  );
  expect(results.map((r) => r.status).every((status) => status === 200)).toBe(true);
  expect(await sharePoints(a.id)).toBe(100);
  expect(await sharePoints(b.id)).toBe(100);
  // every share is still recorded (and mailed), only the points stop
  const shares = await t.db
    .selectFrom('exercise_shares')
    .select('exercise_id')
    .where('sender_id', 'in', [a.id, b.id])
    .execute();
  expect(shares).toHaveLength(10);

  t.setNow('2026-11-22T09:00:00Z');
  expect((await share(a.token, { id: exercises[5], email: 'farm-b@example.com' })).body).toEqual({
    points: 50,
  });
  expect(await sharePoints(a.id)).toBe(150);
});

test('on a working day the first points of the day also light the strike flame', async () => {
  t.setNow('2026-11-23T09:00:00Z');
  const a = await t.createUser('flame-a@example.com');
  const b = await t.createUser('flame-b@example.com');
  expect((await share(a.token, { id: ex[0], email: 'flame-b@example.com' })).body).toEqual({ points: 100 });
  const strikes = await t.db
    .selectFrom('point_events')
    .select(['user_id', 'ref'])
    .where('reason', '=', 'strike')
    .where('user_id', 'in', [a.id, b.id])
    .orderBy('user_id')
    .execute();
  expect(strikes).toEqual([
    { user_id: a.id, ref: 'strike:2026-11-23' },
    { user_id: b.id, ref: 'strike:2026-11-23' },
  ]);
});

test('refusals: yourself, other companies, unknown users and exercises, bad input — nothing written', async () => {
  t.setNow('2026-11-21T09:00:00Z');
  const carla = await t.createUser('carla@example.com');
  const outsider = await t.createUser('outsider@example.com', { company: false });
  const dora = await t.createUser('dora@example.com');
  const before = await state();

  const self = await share(carla.token, { id: ex[0], email: 'CARLA@example.com' });
  expectWpError(self, 400, 'rest_share_self', 'You cannot share an exercise with yourself.');
  expect((await share(carla.token, { id: ex[0], email: 'dora@example.com', user: carla.id })).status).toBe(
    400,
  );

  for (const [token, body] of [
    [carla.token, { id: ex[0], email: 'outsider@example.com' }],
    [carla.token, { id: ex[0], email: 'nobody@example.com' }],
    [carla.token, { id: ex[0], email: 'dora@example.com', user: outsider.id }],
    // a user without a company has no colleagues
    [outsider.token, { id: ex[0], email: 'carla@example.com' }],
  ] as const) {
    const res = await share(token, body);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_user_invalid');
  }

  const unknown = await share(carla.token, { id: 999_999, email: 'dora@example.com' });
  expect(unknown.status).toBe(404);
  expect(unknown.body.code).toBe('rest_exercise_invalid');

  for (const [body, fields] of [
    [{}, ['email', 'id']],
    [{ id: ex[0], email: 'not-an-email' }, ['email']],
    [{ id: 'x', email: 'dora@example.com' }, ['id']],
    [{ id: ex[0], email: 'dora@example.com', user: -1 }, ['user']],
    [{ id: ex[0], email: 'dora@example.com', sender: dora.id }, ['sender']],
  ] as const) {
    const res = await share(carla.token, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params).sort()).toEqual(fields);
  }
  expect(await state()).toEqual(before);
});
