// The offline queue's writes (issue 15): action_start_exercise, action_exercise, action_habit and PUT steps accept an
// Idempotency-Key; a replay with the key answers what the first request answered and credits nothing again.
// Wed 2026-11-18, Berlin.
import request from 'supertest';
import { sql } from 'kysely';
import { useClockedTestApp, useExerciseIds } from '../clocked-app';

const BASE = '/wp-json/officefit/v1';
let n = 0;

const t = useClockedTestApp('2026-11-18T09:00:00Z');
const ex = useExerciseIds(t, 3);
beforeEach(() => t.setNow('2026-11-18T09:00:00Z'));

const put = (token: string, path: string, body: object, key?: string) => {
  const req = request(t.app).put(`${BASE}/${path}`).set('Authorization', `Bearer ${token}`);
  if (key !== undefined) req.set('Idempotency-Key', key);
  return req.send(body);
};
const someone = () => t.createUser(`offline${++n}@example.com`);

async function pointsOf(userId: number) {
  const row = await t.db
    .selectFrom('point_events')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('sum'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

async function finishRows(userId: number) {
  const row = await t.db
    .selectFrom('exercise_activity')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'finish')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

test('a started and finished exercise replayed twice with its keys credits once and answers the same', async () => {
  const { id, token } = await someone();
  const body = { id: ex[0]!, mode: 'plan' };
  const started = await put(token, 'action_start_exercise', body, 'start-key-0001');
  expect(started.status).toBe(200);
  expect(started.body.points).toBeGreaterThan(0);
  t.setNow('2026-11-18T09:20:00Z');
  const finished = await put(token, 'action_exercise', body, 'finish-key-0001');
  expect(finished.status).toBe(200);
  expect(finished.body.points).toBeGreaterThan(0);
  const total = await pointsOf(id);
  expect(finished.body.fitness_points).toBe(total);

  // the queue sends everything again, twice (the answers were lost on the way back)
  for (let i = 0; i < 2; i++) {
    const again = await put(token, 'action_start_exercise', body, 'start-key-0001');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(started.body);
    const replay = await put(token, 'action_exercise', body, 'finish-key-0001');
    expect(replay.status).toBe(200);
    // without the key store this answer would say "0 points" although the user was credited
    expect(replay.body).toEqual(finished.body);
  }
  expect(await pointsOf(id)).toBe(total);
  expect(await finishRows(id)).toBe(1);
});

test('a habit check replayed with its key answers the first check, even after the check was undone', async () => {
  const user = await someone();
  const created = await put(user.token, 'habits', {
    habits: [{ name: 'Treppe statt Aufzug', typ: 'movement', from: '2026-11-18', to: '2026-11-30' }],
  });
  expect(created.status).toBe(200);
  const habit = (created.body.habits as Array<{ id: number }>)[0]!.id;
  const first = await put(user.token, 'action_habit', { habit, day: '2026-11-18' }, 'habit-key-0001');
  expect(first.status).toBe(200);
  const replay = await put(user.token, 'action_habit', { habit, day: '2026-11-18' }, 'habit-key-0001');
  expect(replay.body).toEqual(first.body);

  // undone online; a late replay of the queued check must not tick it again
  const undone = await put(user.token, 'delete_action_habit', { id: first.body.action.id });
  expect(undone.status).toBe(200);
  const late = await put(user.token, 'action_habit', { habit, day: '2026-11-18' }, 'habit-key-0001');
  expect(late.status).toBe(200);
  const actions = await t.db
    .selectFrom('habit_actions')
    .select('id')
    .where('user_id', '=', user.id)
    .execute();
  expect(actions).toHaveLength(0);
});

test('steps replayed with their key answer the first answer (the goal bonus included) and credit once', async () => {
  const { id, token } = await someone();
  const body = { date: '2026-11-18', steps: 12000 };
  const first = await put(token, 'steps', body, 'steps-key-0001');
  expect(first.status).toBe(200);
  expect(first.body.points).toBeGreaterThanOrEqual(50);
  const replay = await put(token, 'steps', body, 'steps-key-0001');
  expect(replay.body).toEqual(first.body);
  expect(await pointsOf(id)).toBe(first.body.fitness_points);
});

test('the same key with another body is refused; keys are per user and per write', async () => {
  const a = await someone();
  const b = await someone();
  expect((await put(a.token, 'steps', { date: '2026-11-18', steps: 100 }, 'shared-key-01')).status).toBe(200);
  const other = await put(a.token, 'steps', { date: '2026-11-18', steps: 200 }, 'shared-key-01');
  expect(other.status).toBe(409);
  expect(other.body).toMatchObject({ code: 'idempotency_key_reused', data: { status: 409 } });
  // another user with the same key runs their own request
  const theirs = await put(b.token, 'steps', { date: '2026-11-18', steps: 200 }, 'shared-key-01');
  expect(theirs.status).toBe(200);
  expect(theirs.body.today).toBe(200);
  // another write with the same key is a separate scope
  const start = await put(a.token, 'action_start_exercise', { id: ex[1]!, mode: 'free' }, 'shared-key-01');
  expect(start.status).toBe(200);
});

test('a failed write stores nothing: the same key runs again once the request can succeed', async () => {
  const { id, token } = await someone();
  const body = { id: ex[2]!, mode: 'plan' };
  expect((await put(token, 'action_start_exercise', body)).status).toBe(200);
  const early = await put(token, 'action_exercise', body, 'finish-key-0002');
  expect(early.status).toBe(409);
  expect(early.body.code).toBe('rest_exercise_too_early');
  t.setNow('2026-11-18T09:30:00Z');
  const later = await put(token, 'action_exercise', body, 'finish-key-0002');
  expect(later.status).toBe(200);
  expect(later.body.points).toBeGreaterThan(0);
  expect(await finishRows(id)).toBe(1);
});

test('a key whose first request is still running answers 409; one left by a dead request is taken over', async () => {
  const { id, token } = await someone();
  const body = { date: '2026-11-18', steps: 300 };
  const claim = { scope: 'steps_entry', owner_id: id, key: 'running-key-01' };
  const hash = (await import('../../shared/idempotency')).requestHash(body);
  await t.db
    .insertInto('idempotency_keys')
    .values({ ...claim, request_hash: hash })
    .execute();
  const busy = await put(token, 'steps', body, 'running-key-01');
  expect(busy.status).toBe(409);
  expect(busy.body.code).toBe('idempotency_key_in_progress');
  expect(busy.headers['retry-after']).toBe('2');

  await t.db
    .updateTable('idempotency_keys')
    .set({ created_at: sql<Date>`now() - interval '5 minutes'` })
    .where('key', '=', claim.key)
    .execute();
  const taken = await put(token, 'steps', body, 'running-key-01');
  expect(taken.status).toBe(200);
  expect(taken.body.today).toBe(300);
});

test('without the header the writes work as before; a malformed key is refused', async () => {
  const { token } = await someone();
  expect((await put(token, 'steps', { date: '2026-11-18', steps: 10 })).status).toBe(200);
  const bad = await put(token, 'steps', { date: '2026-11-18', steps: 10 }, 'no spaces!');
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({
    code: 'rest_invalid_param',
    data: { params: { 'Idempotency-Key': expect.any(String) } },
  });
});
