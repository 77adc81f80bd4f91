// The challenge job: ending challenges and paying out (wager, team win, shared exercise), idempotent when run
// twice or concurrently; the job's claim in the job module; the admin run and end-now hooks.
import { COMMUNITY_POINT_REASONS as R, COMMUNITY_POINTS } from '../../modules/kernel';
import { CHALLENGE_JOB, challengeJob, runChallengeJob } from '../../modules/community/challenges';
import { createJobs, RECURRING_KEY } from '../../modules/jobs';
import { useClockedTestApp, useExerciseIds } from '../clocked-app';
import { communityHelpers, type CommunityUserFixture } from '../community-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor } from '../test-app';

let admin: string;
let n = 0;

const t = useClockedTestApp('2026-03-04T09:00:00Z');
const h = communityHelpers(t);
const ex = useExerciseIds(t, 6);
beforeAll(async () => {
  admin = await tokenFor(t.app, 'admin@example.com');
}, DB_SETUP_TIMEOUT_MS);
beforeEach(() => t.setNow('2026-03-04T09:00:00Z'));

const colleague = (points = 500) => h.user(`j${++n}@example.com`, { points });

async function start(
  owner: CommunityUserFixture,
  body: Record<string, unknown>,
  invitees: CommunityUserFixture[],
): Promise<number> {
  const created = await h.post(owner.token, 'challenge', body);
  expect(created.status).toBe(201);
  for (const invitee of invitees) {
    expect((await h.put(invitee.token, `challenge/${created.body.data.id}/accept`)).status).toBe(200);
  }
  return created.body.data.id as number;
}

const runJob = () => h.post(admin, 'admin/jobs/challenges/run');

test('a duel ends after its duration: the wager moves from loser to winner, once, however often the job runs', async () => {
  const winner = await colleague();
  const loser = await colleague();
  const id = await start(
    winner,
    { kind: 'duel', type: 0, duration: 7, goal: 5, wager: 50, opponents: [loser.id] },
    [loser],
  );
  await h.finish(winner.token, ex[0]!);
  await h.finish(winner.token, ex[1]!);
  await h.finish(loser.token, ex[0]!);
  const before = { winner: await h.points(winner.id), loser: await h.points(loser.id) };

  // not due yet: nothing happens
  expect((await runJob()).body).toEqual({ completed: [], shared_bonuses: 0 });
  t.setNow('2026-03-10T22:59:59Z'); // still Tue 10 in Berlin, the last day
  expect((await runJob()).body.completed).toEqual([]);
  t.setNow('2026-03-10T23:00:00Z'); // midnight after the last day
  const first = await runJob();
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ completed: [id], shared_bonuses: 0 });

  expect(await h.points(winner.id)).toBe(before.winner + 50);
  expect(await h.points(loser.id)).toBe(before.loser - 50);
  expect(await h.events(winner.id, R.wagerWon)).toEqual([
    { points: 50, ref: `challenge:${id}:wager`, activity_date: '2026-03-10' },
  ]);
  expect(await h.events(loser.id, R.wagerLost)).toEqual([
    { points: -50, ref: `challenge:${id}:wager`, activity_date: '2026-03-10' },
  ]);
  const challenge = (await h.get(winner.token, `challenge/${id}`)).body.data;
  expect(challenge).toMatchObject({ state: 'completed', winner_team: 1, result: 'won' });
  expect(challenge.owner).toMatchObject({ done: 2, percent: 40, pos: 1 });
  expect((await h.get(loser.token, `challenge/${id}`)).body.data.result).toBe('lost');

  // twice more (and directly): nothing is paid twice; later activity does not change the frozen result
  const events = await h.count('point_events');
  expect((await runJob()).body).toEqual({ completed: [], shared_bonuses: 0 });
  expect(await runChallengeJob(t.db, t.now)).toEqual({ completed: [], shared_bonuses: 0 });
  await t.db
    .updateTable('challenges')
    .set({ status: 'running', completed_at: null })
    .where('id', '=', id)
    .execute();
  // even if the state were lost, the unique references keep the payout single
  expect((await runJob()).body.completed).toEqual([id]);
  expect(await h.count('point_events')).toBe(events);
  expect(await h.points(winner.id)).toBe(before.winner + 50);
  // no longer active: the limit and available points are free again
  expect((await h.get(winner.token, 'challenge')).body.meta.active).toBe(0);
});

test('equal percent at the end: the opponent wins the duel; nobody did anything: nothing moves', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const tie = await start(
    owner,
    { kind: 'duel', type: 0, duration: 1, goal: 2, wager: 20, opponents: [opponent.id] },
    [opponent],
  );
  await h.finish(owner.token, ex[0]!);
  await h.finish(opponent.token, ex[0]!);
  // the idle one runs on the next day, when nobody trains
  const idle = await start(
    owner,
    { kind: 'duel', type: 0, duration: 1, goal: 2, wager: 20, start: '2026-03-05', opponents: [opponent.id] },
    [opponent],
  );
  const before = { owner: await h.points(owner.id), opponent: await h.points(opponent.id) };
  t.setNow('2026-03-06T09:00:00Z');
  expect((await runJob()).body.completed).toEqual([tie, idle]);
  expect(await h.points(opponent.id)).toBe(before.opponent + 20);
  expect(await h.points(owner.id)).toBe(before.owner - 20);
  const idleView = (await h.get(owner.token, `challenge/${idle}`)).body.data;
  expect(idleView).toMatchObject({ state: 'completed', winner_team: null, result: 'none' });
  expect((await h.get(opponent.token, `challenge/${tie}`)).body.data).toMatchObject({
    winner_team: 2,
    result: 'won',
  });
});

test('a couple challenge: each winner +1000 and each loser pays one winner the wager', async () => {
  const [a, b, c, d] = [await colleague(), await colleague(), await colleague(), await colleague(10)];
  const id = await start(
    a,
    { kind: 'couple', type: 1, duration: 3, goal: 1, wager: 30, partners: [b.id], opponents: [c.id, d.id] },
    [],
  );
  // d has only 10 points: accepting a 30 wager is refused
  for (const x of [b, c]) expect((await h.put(x.token, `challenge/${id}/accept`)).status).toBe(200);
  expect((await h.put(d.token, `challenge/${id}/accept`)).body.code).toBe('not_enough_points');
  await h.givePoints(d.id, 20);
  expect((await h.put(d.token, `challenge/${id}/accept`)).body.data.state).toBe('running');
  await h.finish(a.token, ex[0]!);
  await h.finish(b.token, ex[0]!);
  await h.finish(c.token, ex[0]!);
  // d then spends points: only what is left (here 0 of 30 after spending all) can move
  const dPoints = await h.points(d.id);
  await h.givePoints(d.id, -dPoints);
  const before = new Map<number, number>();
  for (const x of [a, b, c, d]) before.set(x.id, await h.points(x.id));
  const admin2 = await h.post(admin, `admin/challenges/${id}/end`);
  expect(admin2.status).toBe(200);
  expect(admin2.body.data).toMatchObject({ state: 'running', ends_on: '2026-03-04' });
  expect((await runJob()).body.completed).toEqual([id]);
  expect((await h.get(a.token, `challenge/${id}`)).body.data).toMatchObject({
    state: 'completed',
    winner_team: 1,
  });
  const win = COMMUNITY_POINTS.challengeTeamWin;
  // pairs by user id: a ← c, b ← d (d had nothing left)
  expect(await h.points(a.id)).toBe(before.get(a.id)! + win + 30);
  expect(await h.points(b.id)).toBe(before.get(b.id)! + win);
  expect(await h.points(c.id)).toBe(before.get(c.id)! - 30);
  expect(await h.points(d.id)).toBe(before.get(d.id)!);
  expect(await h.events(a.id, R.challengeTeamWin)).toHaveLength(1);
  expect((await runJob()).body.completed).toEqual([]);
  expect(await h.points(a.id)).toBe(before.get(a.id)! + win + 30);
  // the admin hook works on running challenges only
  expect((await h.post(admin, `admin/challenges/${id}/end`)).body.code).toBe('challenge_not_running');
});

test('a company challenge is won at 100 %: +1000 for everybody in it', async () => {
  const [a, b] = [await colleague(), await colleague()];
  const id = await start(a, { kind: 'company', type: 1, duration: 2, goal: 1, partners: [b.id] }, [b]);
  await h.finish(a.token, ex[0]!);
  await h.finish(b.token, ex[1]!);
  const before = [await h.points(a.id), await h.points(b.id)];
  t.setNow('2026-03-06T09:00:00Z');
  expect((await runJob()).body.completed).toEqual([id]);
  expect([await h.points(a.id), await h.points(b.id)]).toEqual(before.map((p) => p + 1000));
  const data = (await h.get(b.token, `challenge/${id}`)).body.data;
  expect(data.teams).toHaveLength(1);
  expect(data.teams[0]).toMatchObject({ percent: 100, pos: 1 });
});

test('a duel shared exercise done by both: +50 each, paid by the job while it runs, once', async () => {
  const owner = await colleague();
  const opponent = await colleague();
  const id = await start(
    owner,
    { kind: 'duel', type: 0, duration: 7, goal: 3, exercise: ex[3], opponents: [opponent.id] },
    [opponent],
  );
  await h.finish(owner.token, ex[3]!);
  expect((await runJob()).body.shared_bonuses).toBe(0);
  t.setNow('2026-03-05T09:00:00Z');
  await h.finish(opponent.token, ex[3]!);
  const before = [await h.points(owner.id), await h.points(opponent.id)];
  expect((await runJob()).body).toEqual({ completed: [], shared_bonuses: 1 });
  const after = [await h.points(owner.id), await h.points(opponent.id)];
  expect(after[0]! - before[0]!).toBeGreaterThanOrEqual(50); // +50 (and a strike flame if the day had none)
  expect(await h.events(owner.id, R.challengeSharedExercise)).toEqual([
    { points: 50, ref: `challenge:${id}:shared`, activity_date: '2026-03-05' },
  ]);
  expect(await h.events(opponent.id, R.challengeSharedExercise)).toHaveLength(1);
  expect((await runJob()).body.shared_bonuses).toBe(0);
  t.setNow('2026-03-12T09:00:00Z');
  expect((await runJob()).body.completed).toEqual([id]);
  expect(await h.events(owner.id, R.challengeSharedExercise)).toHaveLength(1);
});

test('two job runs at the same time complete each challenge once', async () => {
  const pairs = [] as number[];
  for (let i = 0; i < 3; i++) {
    const [o, p] = [await colleague(), await colleague()];
    pairs.push(
      await start(o, { kind: 'duel', type: 0, duration: 1, goal: 1, wager: 10, opponents: [p.id] }, [p]),
    );
    await h.finish(o.token, ex[0]!);
  }
  t.setNow('2026-03-05T09:00:00Z');
  const events = await h.count('point_events');
  const [x, y] = await Promise.all([runChallengeJob(t.db, t.now), runChallengeJob(t.db, t.now)]);
  expect([...x.completed, ...y.completed].sort((a, b) => a - b)).toEqual(pairs);
  expect(await h.count('point_events')).toBe(events + 2 * pairs.length);
});

test('the challenge job is a recurring job of the job module: one runner at a time, then its interval', async () => {
  const now = new Date('2026-03-04T09:00:00Z');
  const clock = () => new Date(now);
  const runner = createJobs(t.db, { clock, worker: 'me', logger: { info() {}, error() {} } });
  runner.define(challengeJob(t.db, clock));
  const row = () =>
    t.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', CHALLENGE_JOB)
      .where('key', '=', RECURRING_KEY)
      .executeTakeFirstOrThrow();
  // migration 0010 moved the row of scheduled_jobs (every 60 s) over
  expect(await row()).toMatchObject({ every_seconds: 60, state: 'pending', runs: 0 });
  // held by another runner whose lease still holds: not taken
  await t.db
    .updateTable('jobs')
    .set({
      run_at: now,
      state: 'running',
      locked_by: 'other',
      locked_until: new Date(now.getTime() + 60_000),
    })
    .where('name', '=', CHALLENGE_JOB)
    .where('key', '=', RECURRING_KEY)
    .execute();
  await runner.runDue();
  expect(await row()).toMatchObject({ state: 'running', locked_by: 'other', runs: 0 });
  // the other runner died: after its lease this one takes over, runs it and waits for the interval (now 15 s)
  now.setTime(now.getTime() + 61_000);
  await runner.runDue();
  const after = await row();
  expect(after).toMatchObject({
    state: 'pending',
    locked_by: null,
    last_error: null,
    every_seconds: 15,
    runs: 1,
  });
  expect(after.run_at.getTime()).toBe(now.getTime() + 15_000);
  await runner.runDue();
  expect((await row()).runs).toBe(1);
});

test('the admin hook runs the job through the job module: each call is a recorded run', async () => {
  const before = await t.db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', CHALLENGE_JOB)
    .where('key', 'like', 'run-now:%')
    .execute();
  expect((await runJob()).status).toBe(200);
  const runs = await t.db
    .selectFrom('jobs')
    .selectAll()
    .where('name', '=', CHALLENGE_JOB)
    .where('key', 'like', 'run-now:%')
    .execute();
  expect(runs).toHaveLength(before.length + 1);
  expect(runs.every((r) => r.state === 'done' && r.runs === 1 && r.locked_by === null)).toBe(true);
});
