// GET/PUT steps and PUT steps/activate on a test clock (Wed 2026-11-18, Berlin).
import request from 'supertest';
import { bearerRequests } from '../bearer-requests';
import { useClockedTestApp } from '../clocked-app';

const BASE = '/wp-json/officefit/v1';

const t = useClockedTestApp('2026-11-18T09:00:00Z');

const put = (token: string, path: string, body: unknown) =>
  bearerRequests(t.app, token, `${BASE}/`).put(path, body);
const get = (token: string, path: string) => bearerRequests(t.app, token, `${BASE}/`).get(path);

async function stored(userId: number) {
  const [entries, points] = await Promise.all([
    t.db
      .selectFrom('steps_entries')
      .select(['entry_date', 'steps'])
      .where('user_id', '=', userId)
      .orderBy('entry_date')
      .execute(),
    t.db
      .selectFrom('point_events')
      .select(['reason', 'ref'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return { entries, points };
}

test('needs a token', async () => {
  for (const [method, path] of [
    ['get', 'steps'],
    ['put', 'steps'],
    ['put', 'steps/activate'],
  ] as const) {
    const res = await request(t.app)[method](`${BASE}/${path}`).send({ date: '2026-11-18', steps: 1 });
    expect(res.status).toBe(401);
  }
});

test('GET steps: goal, today, the last 7 days, window and activation', async () => {
  t.setNow('2026-11-18T09:00:00Z');
  const { token } = await t.createUser('walker@example.com');
  const res = await get(token, 'steps');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    goal: 10000,
    today: 0,
    days: [
      { date: '2026-11-12', steps: 0 },
      { date: '2026-11-13', steps: 0 },
      { date: '2026-11-14', steps: 0 },
      { date: '2026-11-15', steps: 0 },
      { date: '2026-11-16', steps: 0 },
      { date: '2026-11-17', steps: 0 },
      { date: '2026-11-18', steps: 0 },
    ],
    window: 3,
    activated: false,
  });
  // the seeded demo user has step counting switched on
  const demo = await request(t.app)
    .post('/wp-json/jwt-auth/v1/token')
    .send({ username: 'demo@example.com', password: 'Officefit!2026' });
  expect((await get(demo.body.token, 'steps')).body.activated).toBe(true);
});

test('PUT steps: reaching the goal gives +50 once per day (plus the flame of a working day)', async () => {
  t.setNow('2026-11-18T09:00:00Z');
  const { id, token } = await t.createUser('stepper@example.com');
  const low = await put(token, 'steps', { date: '2026-11-18', steps: 4000 });
  expect(low.status).toBe(200);
  expect(low.body).toMatchObject({ today: 4000, points: 0, fitness_points: 0 });
  const goal = await put(token, 'steps', { date: '2026-11-18', steps: 10000 });
  expect(goal.body).toMatchObject({ today: 10000, points: 100, fitness_points: 100 });
  // more steps the same day, or a lower correction: no second award
  expect((await put(token, 'steps', { date: '2026-11-18', steps: 12000 })).body).toMatchObject({
    points: 0,
    fitness_points: 100,
  });
  // 3 days back is allowed (a Sunday: no flame)
  const back = await put(token, 'steps', { date: '2026-11-15', steps: 15000 });
  expect(back.status).toBe(200);
  expect(back.body).toMatchObject({ points: 50, fitness_points: 150 });
  expect(back.body.days).toContainEqual({ date: '2026-11-15', steps: 15000 });
  expect(await stored(id)).toEqual({
    entries: [
      { entry_date: '2026-11-15', steps: 15000 },
      { entry_date: '2026-11-18', steps: 12000 },
    ],
    points: [
      { reason: 'steps_goal', ref: 'steps:2026-11-18' },
      { reason: 'strike', ref: 'strike:2026-11-18' },
      { reason: 'steps_goal', ref: 'steps:2026-11-15' },
    ],
  });

  const me = (await get(token, 'me')).body;
  expect(me.meta).toMatchObject({ steps: 12000, stepcount: 2, fitness_points: 150, strike: 1 });
  expect(me.stats.steps).toBe(27000);
});

test('4 days back, the future and bad values → 400, nothing written', async () => {
  t.setNow('2026-11-18T09:00:00Z');
  const { id, token } = await t.createUser('stepper-bad@example.com');
  const old = await put(token, 'steps', { date: '2026-11-14', steps: 12000 });
  expect(old.status).toBe(400);
  expect(old.body).toEqual({
    code: 'steps_date_invalid',
    message: 'Steps can only be entered for the last 3 days.',
    data: { status: 400 },
  });
  const future = await put(token, 'steps', { date: '2026-11-19', steps: 12000 });
  expect(future.status).toBe(400);
  expect(future.body.code).toBe('steps_date_invalid');
  for (const [body, field] of [
    [{ steps: 100 }, 'date'],
    [{ date: '18.11.2026', steps: 100 }, 'date'],
    [{ date: '2026-02-30', steps: 100 }, 'date'],
    [{ date: '2026-11-18' }, 'steps'],
    [{ date: '2026-11-18', steps: -1 }, 'steps'],
    [{ date: '2026-11-18', steps: 100001 }, 'steps'],
    [{ date: '2026-11-18', steps: 12.5 }, 'steps'],
    [{ date: '2026-11-18', steps: '12000' }, 'steps'],
    [{ date: '2026-11-18', steps: 12000, user_id: 1 }, 'user_id'],
  ] as const) {
    const res = await put(token, 'steps', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual([field]);
  }
  expect(await stored(id)).toEqual({ entries: [], points: [] });
});

test("the window is the company's setting and counts local days", async () => {
  const { id, token } = await t.createUser('window@example.com');
  const company = await t.db
    .selectFrom('users')
    .select('company_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('companies')
    .set({ steps_window_days: 5 })
    .where('id', '=', company.company_id!)
    .execute();
  try {
    t.setNow('2026-11-18T09:00:00Z');
    expect((await get(token, 'steps')).body.window).toBe(5);
    expect((await put(token, 'steps', { date: '2026-11-13', steps: 1 })).status).toBe(200);
    expect((await put(token, 'steps', { date: '2026-11-12', steps: 1 })).status).toBe(400);
    // 23:59 Wednesday in Berlin: Thursday is still the future; at 00:01 it is today
    t.setNow('2026-11-18T22:59:00Z');
    expect((await put(token, 'steps', { date: '2026-11-19', steps: 1 })).status).toBe(400);
    t.setNow('2026-11-18T23:01:00Z');
    expect((await put(token, 'steps', { date: '2026-11-19', steps: 1 })).status).toBe(200);
    expect((await get(token, 'steps')).body.today).toBe(1);
  } finally {
    await t.db
      .updateTable('companies')
      .set({ steps_window_days: 3 })
      .where('id', '=', company.company_id!)
      .execute();
  }
  // users without a company get the default window
  const solo = await t.createUser('solo-walker@example.com', { company: false });
  expect((await get(solo.token, 'steps')).body.window).toBe(3);
});

test('PUT steps/activate records the 3 steps; activated after step 3', async () => {
  const { id, token } = await t.createUser('activator@example.com');
  expect((await put(token, 'steps/activate', { step: 1 })).body).toEqual({ step: 1, activated: false });
  expect((await get(token, 'steps')).body.activated).toBe(false);
  expect((await put(token, 'steps/activate', { step: 3 })).body).toEqual({ step: 3, activated: true });
  // going back does not undo it
  expect((await put(token, 'steps/activate', { step: 2 })).body).toEqual({ step: 3, activated: true });
  expect((await get(token, 'steps')).body.activated).toBe(true);
  for (const body of [{}, { step: 0 }, { step: 4 }, { step: '3' }, { step: 3, user_id: 1 }]) {
    const res = await put(token, 'steps/activate', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  }
  const user = await t.db
    .selectFrom('users')
    .select(['steps', 'steps_activation_step'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(user).toEqual({ steps: 1, steps_activation_step: 3 });
});

test('PUT steps/activate answers what GET steps says for an account switched on before the 3 steps', async () => {
  // accounts migrated with step counting on (users.steps = 1) but no activation step recorded
  const { id, token } = await t.createUser('pre-activated@example.com');
  await t.db.updateTable('users').set({ steps: 1, steps_activation_step: 0 }).where('id', '=', id).execute();
  expect((await get(token, 'steps')).body.activated).toBe(true);
  expect((await put(token, 'steps/activate', { step: 1 })).body).toEqual({ step: 1, activated: true });
  expect((await get(token, 'steps')).body.activated).toBe(true);
});
