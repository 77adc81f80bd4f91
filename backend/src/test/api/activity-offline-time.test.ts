// Issue 15, limit (a): an exercise started and finished offline reaches the server at sync time, seconds apart.
// The offline queue sends each late write with Offline-Age-Ms (how long ago it was made, client clock); the start
// and the finish then count at the moments they were made, and the plausible-time rule is applied to those. A
// request without the header (online) keeps the server's time and the full rule. Saturday 21 November 2026 10:00
// Berlin (UTC+1) keeps strike flames out of the way.
import { POINTS } from '../../modules/kernel';
import { useClockedTestApp, useExerciseIds } from '../clocked-app';

const SATURDAY = '2026-11-21T09:00:00Z';

const t = useClockedTestApp(SATURDAY);
const ex = useExerciseIds(t, 8);

beforeEach(() => t.setNow(SATURDAY));

const start = (token: string, id: number, ageMs?: number, key?: string) =>
  t.startExercise(token, id, headersOf(ageMs, key));
const finish = (token: string, id: number, ageMs?: number, key?: string) =>
  t.finishExercise(token, id, headersOf(ageMs, key));
function headersOf(ageMs?: number, key?: string): Record<string, string> {
  return {
    ...(ageMs === undefined ? {} : { 'Offline-Age-Ms': String(ageMs) }),
    ...(key === undefined ? {} : { 'Idempotency-Key': key }),
  };
}
const later = (seconds: number) => t.later(seconds);
/** At least 5 s, so the "made a moment too early" cases have room below the rule. */
const minWait = async (exerciseId: number) => Math.max(5, await t.minElapsedSeconds(exerciseId));

async function activity(userId: number) {
  const rows = await t.db
    .selectFrom('exercise_activity')
    .select(['kind', 'activity_date', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ kind: r.kind, date: r.activity_date, at: new Date(r.created_at).toISOString() }));
}

test('started and finished offline a plausible time apart, sent seconds apart: both count at their moments', async () => {
  const { id, token } = await t.createUser('offline-both@example.com');
  const wait = await minWait(ex[0]!);
  // made offline at 10:00:00 and 10:00:00 + wait; the network is back 30 s after the finish
  t.setNow(new Date(Date.parse(SATURDAY) + (wait + 30) * 1000));
  const started = await start(token, ex[0]!, (wait + 30) * 1000, 'k-start-1');
  expect(started.status).toBe(200);
  expect(started.body.points).toBe(POINTS.startExercise);
  later(2);
  const finished = await finish(token, ex[0]!, 32_000, 'k-finish-1');
  expect(finished.status).toBe(200);
  expect(finished.body.points).toBeGreaterThanOrEqual(POINTS.finishExercise);
  expect(await activity(id)).toEqual([
    { kind: 'start', date: '2026-11-21', at: '2026-11-21T09:00:00.000Z' },
    { kind: 'finish', date: '2026-11-21', at: new Date(Date.parse(SATURDAY) + wait * 1000).toISOString() },
  ]);
  // a replay of the same key with a later age answers the same and credits nothing again
  later(60);
  const replay = await finish(token, ex[0]!, 92_000, 'k-finish-1');
  expect(replay.status).toBe(200);
  expect(replay.body).toEqual(finished.body);
});

test('made offline in one go (the finish too early by the client times) → 409 rest_exercise_too_early', async () => {
  const { id, token } = await t.createUser('offline-one-go@example.com');
  later(120);
  expect((await start(token, ex[1]!, 60_000)).status).toBe(200);
  const res = await finish(token, ex[1]!, 58_000);
  expect(res.status).toBe(409);
  expect(res.body.code).toBe('rest_exercise_too_early');
  expect((await activity(id)).map((a) => a.kind)).toEqual(['start']);
});

test('a finish claimed before its start is refused', async () => {
  const { token } = await t.createUser('offline-backwards@example.com');
  later(600);
  expect((await start(token, ex[2]!, 10_000)).status).toBe(200);
  const res = await finish(token, ex[2]!, 500_000);
  expect(res.status).toBe(409);
  expect(res.body.code).toBe('rest_exercise_too_early');
});

test('online (no header) the anti-farming rule is unchanged: start and finish in one go → 409', async () => {
  const { token } = await t.createUser('online-farm@example.com');
  expect((await start(token, ex[3]!)).status).toBe(200);
  later(2);
  const res = await finish(token, ex[3]!);
  expect(res.status).toBe(409);
  expect(res.body.code).toBe('rest_exercise_too_early');
});

test('a malformed age is ignored (server time); an age reaching into an earlier local day counts now', async () => {
  const { id, token } = await t.createUser('offline-bounds@example.com');
  expect((await start(token, ex[4]!, undefined)).status).toBe(200);
  const malformed = await t.finishExercise(token, ex[4]!, { 'Offline-Age-Ms': '-600000' });
  expect(malformed.status).toBe(409);
  expect((await t.finishExercise(token, ex[4]!, { 'Offline-Age-Ms': '1e9' })).status).toBe(409);

  // 10:00 Berlin; 11 hours ago was yesterday: the start counts today, now (documented limit: never a past day)
  expect((await start(token, ex[5]!, 11 * 3600 * 1000)).status).toBe(200);
  const rows = await activity(id);
  expect(rows[rows.length - 1]).toEqual({
    kind: 'start',
    date: '2026-11-21',
    at: '2026-11-21T09:00:00.000Z',
  });
});
