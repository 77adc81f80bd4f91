// favourites, dislikes (replacement in the plan), pain_exercise and the generated illustrations.
import request from 'supertest';
import { BODY_REGIONS } from '../../shared/domain';
import { withRelatedRegions } from '../../modules/training';
import { useClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS } from '../test-app';
import { api, insertExercise, insertExercises, PAINFUL_KNEE, profileBody } from '../training-fixtures';
import { expectWpError } from '../wp-error';

// Monday 23 November 2026, 10:00 in Berlin
const NOW = '2026-11-23T09:00:00Z';
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7];
let weak: number;
let jawGentle: number;

const t = useClockedTestApp(NOW);
const http = api(t);
beforeAll(async () => {
  // strong candidates for the profile of profileBody() (focus strength + mobility, goals muscle + agility)
  await insertExercises(t.db, 'ex-strong', 30, {
    kind: 'strengthening',
    focus: ['strength', 'mobility'],
    goals: ['muscle', 'agility'],
  });
  // fits the profile but serves none of its focus areas or goals: never needed unless favoured
  weak = await insertExercise(t.db, { slug: 'ex-weak', focus: ['diet'], goals: ['wellbeing'], level: 1 });
  jawGentle = await insertExercise(t.db, {
    slug: 'ex-jaw-gentle',
    regions: ['jaw'],
    gentle: true,
    undercover: true,
    level: 1,
    name: 'Kiefer lockern (Test)',
  });
}, DB_SETUP_TIMEOUT_MS);
afterEach(() => t.setNow(NOW));

async function userWithPlan(email: string, weekdays = ALL_WEEK, injuries = [] as (typeof PAINFUL_KNEE)[]) {
  const user = await t.createUser(email);
  await t.db.updateTable('users').set({ weekdays }).where('id', '=', user.id).execute();
  await http.put('anamnesis', profileBody({}, injuries), user.token).expect(200);
  return user;
}

const unitsOf = (userId: number) =>
  t.db
    .selectFrom('plan_units')
    .select(['id', 'plan_date', 'position', 'exercise_id', 'status'])
    .where('user_id', '=', userId)
    .orderBy('plan_date')
    .orderBy('position')
    .execute();

describe('favourites', () => {
  test('add, list, remove; only the caller’s; unknown exercise → 404 and nothing written', async () => {
    const user = await t.createUser('fav-user@example.com');
    const other = await t.createUser('fav-other@example.com');
    const added = await http.put('favourites', { id: weak }, user.token);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ favourites: [weak] });
    expect((await http.put('favourites', { id: String(jawGentle) }, user.token)).body).toEqual({
      favourites: [weak, jawGentle],
    });
    // adding twice changes nothing
    expect((await http.put('favourites', { id: weak }, user.token)).body).toEqual({
      favourites: [weak, jawGentle],
    });

    const list = await http.get('favourites?lang=en', user.token);
    expect(list.status).toBe(200);
    expect(list.body.map((e: { id: number }) => e.id)).toEqual([jawGentle, weak]);
    expect(list.body[0]).toMatchObject({ name: 'Exercise ex-jaw-gentle', isFavourite: true });
    expect((await http.get('favourites', other.token)).body).toEqual([]);

    const missing = await http.put('favourites', { id: 999_999 }, user.token);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('rest_exercise_invalid');
    for (const body of [{}, { id: 'x' }, { id: 0 }, { id: weak, more: 1 }]) {
      expect((await http.put('favourites', body, user.token)).body.code).toBe('rest_invalid_param');
    }
    const stored = await t.db
      .selectFrom('favourites')
      .select('exercise_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((r) => r.exercise_id).sort()).toEqual([weak, jawGentle].sort());

    // another user deleting "their" favourite does not touch ours
    await http.delete(`favourites/${weak}`, other.token).expect(200);
    const removed = await http.delete(`favourites/${weak}`, user.token);
    expect(removed.body).toEqual({ favourites: [jawGentle] });
    expect((await http.delete('favourites/abc', user.token)).status).toBe(400);
    expect((await http.get('favourites')).status).toBe(401);
  });

  test('favourites are preferred by the plan', async () => {
    const user = await userWithPlan('fav-plan@example.com');
    expect((await unitsOf(user.id)).some((u) => u.exercise_id === weak)).toBe(false);
    await http.put('favourites', { id: weak }, user.token).expect(200);
    await http.put('anamnesis', profileBody(), user.token).expect(200);
    const units = await unitsOf(user.id);
    expect(units.filter((u) => u.exercise_id === weak).length).toBeGreaterThanOrEqual(3);
  });
});

describe('dislikes', () => {
  test('onlyToday: replaced in today’s open units only; listed today, gone tomorrow', async () => {
    const user = await userWithPlan('dislike-today@example.com');
    const before = await unitsOf(user.id);
    const target = before.find((u) => u.plan_date === '2026-11-23')!;
    const res = await http.put(
      'dislikes?lang=en',
      { id: target.exercise_id, reason: 2, onlyToday: true },
      user.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.dislike).toMatchObject({ reason: 2, onlyToday: true, date: '2026-11-23' });
    expect(res.body.dislike.exercise.id).toBe(target.exercise_id);
    expect(res.body.units).toHaveLength(1);
    expect(res.body.units[0]).toMatchObject({ id: target.id, date: '2026-11-23', position: target.position });
    expect(res.body.units[0].exercise.id).not.toBe(target.exercise_id);

    const after = await unitsOf(user.id);
    const today = after.filter((u) => u.plan_date === '2026-11-23');
    expect(today.map((u) => u.exercise_id)).not.toContain(target.exercise_id);
    expect(new Set(today.map((u) => u.exercise_id)).size).toBe(4);
    // every other day is untouched
    expect(after.filter((u) => u.plan_date !== '2026-11-23')).toEqual(
      before.filter((u) => u.plan_date !== '2026-11-23'),
    );

    const listed = await http.get('dislikes', user.token);
    expect(listed.body).toEqual([
      {
        exercise: expect.objectContaining({ id: target.exercise_id }),
        reason: 2,
        onlyToday: true,
        date: '2026-11-23',
      },
    ]);
    t.setNow('2026-11-24T09:00:00Z');
    expect((await http.get('dislikes', user.token)).body).toEqual([]);
  });

  test('permanent: replaced in every open unit from today on, never planned again; restore', async () => {
    const user = await userWithPlan('dislike-forever@example.com');
    const before = await unitsOf(user.id);
    // an exercise that appears on several days
    const counts = new Map<number, number>();
    for (const u of before) counts.set(u.exercise_id, (counts.get(u.exercise_id) ?? 0) + 1);
    const [exerciseId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const hits = before.filter((u) => u.exercise_id === exerciseId);
    // a done unit keeps its exercise
    const done = hits[0]!;
    // done on its own plan day (a unit is done once its exercise was finished that day)
    t.setNow(`${done.plan_date}T09:00:00Z`);
    await t.doExercise(user.token, exerciseId);
    t.setNow(NOW);
    await http.put('finish_unit', { id: done.id }, user.token).expect(200);

    const res = await http.put('dislikes', { id: exerciseId, reason: 1, onlyToday: false }, user.token);
    expect(res.status).toBe(200);
    expect(res.body.units.map((u: { id: number }) => u.id).sort()).toEqual(
      hits
        .slice(1)
        .map((u) => u.id)
        .sort(),
    );
    const after = await unitsOf(user.id);
    expect(after).toHaveLength(before.length);
    expect(after.filter((u) => u.exercise_id === exerciseId).map((u) => u.id)).toEqual([done.id]);
    for (const date of new Set(after.map((u) => u.plan_date))) {
      const ids = after.filter((u) => u.plan_date === date).map((u) => u.exercise_id);
      expect(new Set(ids).size).toBe(ids.length);
    }

    // a new plan leaves it out too
    await http.put('anamnesis', profileBody(), user.token).expect(200);
    const rebuilt = await unitsOf(user.id);
    expect(rebuilt.filter((u) => u.exercise_id === exerciseId).map((u) => u.id)).toEqual([done.id]);

    expect((await http.get('dislikes', user.token)).body).toEqual([
      {
        exercise: expect.objectContaining({ id: exerciseId }),
        reason: 1,
        onlyToday: false,
        date: '2026-11-23',
      },
    ]);
    const restored = await http.delete(`dislikes/${exerciseId}`, user.token);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ dislikes: [] });
    expect(
      await t.db.selectFrom('dislikes').select('user_id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    // today's units stay as they are; from the next plan day on it may come back
    const refilled = await unitsOf(user.id);
    expect(refilled.filter((u) => u.plan_date === '2026-11-23')).toEqual(
      rebuilt.filter((u) => u.plan_date === '2026-11-23'),
    );
    expect(refilled.some((u) => u.exercise_id === exerciseId && u.plan_date > '2026-11-23')).toBe(true);
  });

  test('bad input → 400 and nothing written; unknown exercise → 404', async () => {
    const user = await userWithPlan('dislike-bad@example.com', [1, 3, 5]);
    const before = await unitsOf(user.id);
    for (const body of [
      { id: weak, reason: 7, onlyToday: true },
      { id: weak, reason: 0 },
      { id: weak },
      { reason: 1 },
      { id: weak, reason: 1, onlyToday: 'yes' },
    ]) {
      const res = await http.put('dislikes', body, user.token);
      expect({ body, status: res.status, code: res.body.code }).toEqual({
        body,
        status: 400,
        code: 'rest_invalid_param',
      });
    }
    const missing = await http.put('dislikes', { id: 999_999, reason: 1, onlyToday: false }, user.token);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('rest_exercise_invalid');
    expect(
      await t.db.selectFrom('dislikes').select('user_id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(await unitsOf(user.id)).toEqual(before);
    expect((await http.delete('dislikes/abc', user.token)).status).toBe(400);
    expect((await http.get('dislikes')).status).toBe(401);
  });

  test('a dislike of one user changes nobody else’s plan', async () => {
    const a = await userWithPlan('dislike-a@example.com', [1, 3, 5]);
    const b = await userWithPlan('dislike-b@example.com', [1, 3, 5]);
    const bBefore = await unitsOf(b.id);
    const target = bBefore[0]!;
    await http.put('dislikes', { id: target.exercise_id, reason: 4, onlyToday: false }, a.token).expect(200);
    expect(await unitsOf(b.id)).toEqual(bBefore);
    expect((await http.get('dislikes', b.token)).body).toEqual([]);
  });
});

describe('pain_exercise', () => {
  const pain = (query: string, token: string) => http.get(`pain_exercise?feeling=25&${query}`, token);

  test('finds a fitting exercise for the region: Exercise JSON', async () => {
    const user = await t.createUser('pain-find@example.com');
    const res = await pain(
      'lang=de&pain=jaw&painType=acute&suitability=0&onthego=1&sportmode=0&onlynew=0&painCheck0=0&painCheck1=0',
      user.token,
    );
    expect(res.status).toBe(200);
    const exercise = res.body.exercise;
    expect(exercise.tabs).toBeDefined();
    expect(exercise.regions.some((r: string) => withRelatedRegions(['jaw']).has(r as never))).toBe(true);
    expect(exercise).toMatchObject({ gentle: true, level: 1, undercover: true });
    expect(exercise.kind).not.toBe('mental');
    expect(exercise.contraindicated_regions).not.toContain('jaw');
  });

  test('painCheck0 / painCheck1 or a red-flagged pain point → redFlag, no exercise', async () => {
    const user = await t.createUser('pain-flag@example.com');
    expect((await pain('pain=knee&painCheck0=1&painCheck1=0', user.token)).body).toEqual({
      redFlag: { region: 'knee', reasons: ['severe'] },
    });
    expect((await pain('pain=knee&painCheck0=0&painCheck1=1', user.token)).body).toEqual({
      redFlag: { region: 'knee', reasons: ['numbness'] },
    });
    expect((await pain('pain=knee&painCheck0=1&painCheck1=1', user.token)).body).toEqual({
      redFlag: { region: 'knee', reasons: ['severe', 'numbness'] },
    });
    await http
      .put('anamnesis', profileBody({}, [{ ...PAINFUL_KNEE, severity: 8, worsening: true }]), user.token)
      .expect(200);
    expect((await pain('pain=knee&painCheck0=0&painCheck1=0', user.token)).body).toEqual({
      redFlag: { region: 'knee', reasons: ['severe', 'worsening'] },
    });
  });

  test('unknown region or invalid settings → 404 no_exercise', async () => {
    const user = await t.createUser('pain-bad@example.com');
    for (const query of [
      'pain=elbow',
      '',
      'pain=knee&painType=sharp',
      'pain=knee&onthego=2',
      'pain=knee&foo=1',
    ]) {
      const res = await pain(query, user.token);
      expect({ query, status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        query,
        status: 404,
        code: 'no_exercise',
        message: 'No exercise found for given settings.',
      });
    }
    expect((await http.get('pain_exercise?pain=knee')).status).toBe(401);
  });

  test('nothing fits → 404 no_fitting_exercise', async () => {
    const user = await t.createUser('pain-none@example.com');
    const targets = withRelatedRegions(['eyes']);
    const all = await t.db.selectFrom('exercises').select(['id', 'regions']).execute();
    const eyes = all.filter((e) => e.regions.some((r) => targets.has(r)));
    if (eyes.length) {
      await t.db
        .insertInto('dislikes')
        .values(
          eyes.map((e) => ({ user_id: user.id, exercise_id: e.id, reason: 6, dislike_date: '2026-11-23' })),
        )
        .execute();
    }
    const res = await pain('pain=eyes&painType=chronic&sportmode=1', user.token);
    expectWpError(res, 404, 'no_fitting_exercise', 'No fitting exercise available');
  });

  test('onlynew leaves out what was finished in the last 14 days; a painful injury rules out its contraindications', async () => {
    const user = await userWithPlan('pain-new@example.com', ALL_WEEK, [PAINFUL_KNEE]);
    const first = (await pain('pain=jaw&painType=acute&onlynew=1', user.token)).body.exercise;
    expect(first).toBeDefined();
    const unit = (await unitsOf(user.id))[0]!;
    await t.db.updateTable('plan_units').set({ exercise_id: first.id }).where('id', '=', unit.id).execute();
    await t.doExercise(user.token, first.id);
    await http.put('finish_unit', { id: unit.id }, user.token).expect(200);
    const next = await pain('pain=jaw&painType=acute&onlynew=1', user.token);
    if (next.status === 200) expect(next.body.exercise.id).not.toBe(first.id);
    else expect(next.body.code).toBe('no_fitting_exercise');
    // without onlynew the first one is still the best
    expect((await pain('pain=jaw&painType=acute', user.token)).body.exercise.id).toBe(first.id);

    for (const region of BODY_REGIONS.filter((r) => r !== 'knee')) {
      const res = await pain(`pain=${region}&painType=chronic&sportmode=1`, user.token);
      if (res.status === 200) expect(res.body.exercise.contraindicated_regions).not.toContain('knee');
    }
  });
});

describe('illustrations', () => {
  /** supertest buffers image/* bodies: read them as text. */
  const svgText = (res: request.Response) =>
    Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;

  test('GET media/exercises/{slug}.svg: public, cached for a week, deterministic, titled', async () => {
    const url = '/wp-json/officefit/v1/media/exercises/ex-jaw-gentle.svg';
    const res = await request(t.app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const svg = svgText(res);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<title id="title">Kiefer lockern (Test)</title>');
    expect(svg).toContain('#52C2D1');
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|<script|href/i);
    expect(svgText(await request(t.app).get(url))).toBe(svg);
    expect(svgText(await request(t.app).get(`${url}?lang=en`))).toContain(
      '<title id="title">Exercise ex-jaw-gentle</title>',
    );
  });

  test('unknown or malformed names → 404', async () => {
    for (const name of ['no-such-exercise.svg', 'ex-jaw-gentle.png', 'Ex-Jaw.svg', '..%2Fsecret.svg']) {
      const res = await request(t.app).get(`/wp-json/officefit/v1/media/exercises/${name}`);
      expect({ name, status: res.status }).toEqual({ name, status: 404 });
    }
  });
});
