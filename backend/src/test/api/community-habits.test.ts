// Habits: the catalogue, own habits, runtime, check-offs, closing and deleting, finished habits, the
// completed-habit rule, another user's habits and bad input (nothing written). March 2026, Wed 4 = today.
import { HABIT_SUGGESTIONS } from '../../modules/community/habits';
import { useClockedTestApp } from '../clocked-app';
import { communityHelpers, type CommunityUserFixture } from '../community-fixtures';
import { expectWpError } from '../wp-error';

let n = 0;

const t = useClockedTestApp('2026-03-04T09:00:00Z');
const h = communityHelpers(t);
beforeEach(() => t.setNow('2026-03-04T09:00:00Z'));

const someone = () => h.user(`h${++n}@example.com`, { participating: false });

async function create(user: CommunityUserFixture, habit: Record<string, unknown>) {
  const res = await h.put(user.token, 'habits', { habits: [habit] });
  expect(res.status).toBe(200);
  return res.body as { habits: Array<Record<string, unknown> & { id: number }>; finished: unknown[] };
}

test('every call needs a token', async () => {
  for (const path of ['habits', 'action_habit', 'habit_suggestions'])
    expect((await h.get(undefined, path)).status).toBe(401);
  expect((await h.put(undefined, 'habits', { habits: [] })).status).toBe(401);
  expect((await h.put(undefined, 'delete_action_habit', { id: 1 })).status).toBe(401);
});

test('the catalogue has at least 16 suggestions in German and English, at least 4 of each type', async () => {
  const user = await someone();
  const de = await h.get(user.token, 'habit_suggestions');
  const en = await h.get(user.token, 'habit_suggestions?lang=en-US');
  expect(de.status).toBe(200);
  expect(de.body.length).toBeGreaterThanOrEqual(16);
  expect(de.body).toHaveLength(HABIT_SUGGESTIONS.length);
  expect(de.body[0]).toEqual({
    key: 'water-before-lunch',
    typ: 'nutrition',
    name: 'Ein Glas Wasser vor dem Mittagessen',
    description: expect.any(String),
  });
  expect(en.body[0].name).toBe('A glass of water before lunch');
  for (const typ of ['nutrition', 'mental', 'movement', 'other']) {
    expect(de.body.filter((s: { typ: string }) => s.typ === typ).length).toBeGreaterThanOrEqual(4);
  }
  expect(new Set(de.body.map((s: { key: string }) => s.key)).size).toBe(de.body.length);
  expect((await h.get(user.token, 'habit_suggestions?lang=fr')).status).toBe(400);
});

test('own habit and catalogue habit: runtime, check-off today, actions, delete an action', async () => {
  const user = await someone();
  const own = await create(user, {
    name: ' Zehn Kniebeugen ',
    typ: 'movement',
    from: '2026-03-04',
    to: '2026-03-10',
  });
  expect(own.habits).toEqual([
    {
      id: expect.any(Number),
      name: 'Zehn Kniebeugen',
      typ: 'movement',
      own: true,
      suggestion: null,
      from: '2026-03-04',
      to: '2026-03-10',
      status: 'active',
      days: [],
      completed_days: 0,
      total_days: 7,
      done_today: false,
      closed_on: null,
      completed: false,
    },
  ]);
  const both = await create(user, { suggestion: 'three-good-things', from: '2026-03-05', to: '2026-03-31' });
  const fromCatalogue = both.habits.find((x) => x.suggestion === 'three-good-things')!;
  expect(fromCatalogue).toMatchObject({ name: 'Drei gute Dinge', typ: 'mental', own: false, total_days: 27 });

  const habitId = own.habits[0]!.id;
  const checked = await h.put(user.token, 'action_habit', {
    habit: habitId,
    name: 'Zehn Kniebeugen',
    typ: 'movement',
  });
  expect(checked.status).toBe(200);
  expect(checked.body.action).toEqual({
    id: expect.any(Number),
    habit: habitId,
    name: 'Zehn Kniebeugen',
    typ: 'movement',
    day: '2026-03-04',
  });
  expect(checked.body.habit).toMatchObject({ days: ['2026-03-04'], done_today: true, completed_days: 1 });
  // the same day again: the same action, nothing new
  const again = await h.put(user.token, 'action_habit', { habit: habitId, day: '2026-03-04' });
  expect(again.body.action.id).toBe(checked.body.action.id);
  expect(await h.count('habit_actions')).toBeGreaterThanOrEqual(1);

  const list = await h.get(user.token, 'action_habit');
  expect(list.body).toEqual([checked.body.action]);
  const removed = await h.put(user.token, 'delete_action_habit', { id: checked.body.action.id });
  expect(removed.body).toMatchObject({
    deleted: true,
    id: checked.body.action.id,
    habit: { done_today: false, days: [] },
  });
  expect((await h.put(user.token, 'delete_action_habit', { id: checked.body.action.id })).body.code).toBe(
    'rest_habit_action_invalid',
  );
  const all = await h.get(user.token, 'habits');
  expect(all.body.habits.map((x: { id: number }) => x.id)).toEqual([habitId, fromCatalogue.id]);
  expect(all.body.finished).toEqual([]);
});

test('a check-off must be inside the runtime and not in the future', async () => {
  const user = await someone();
  const { habits } = await create(user, {
    name: 'Lesen',
    typ: 'other',
    from: '2026-03-05',
    to: '2026-03-06',
  });
  const id = habits[0]!.id;
  const before = await h.count('habit_actions');
  for (const day of ['2026-03-04', '2026-03-07']) {
    const res = await h.put(user.token, 'action_habit', { habit: id, day });
    expectWpError(res, 400, 'habit_day_invalid', "This day is outside the habit's runtime.");
  }
  t.setNow('2026-03-05T09:00:00Z');
  expect((await h.put(user.token, 'action_habit', { habit: id, day: '2026-03-06' })).body.code).toBe(
    'habit_day_invalid',
  );
  expect(await h.count('habit_actions')).toBe(before);
});

test('close (finished) and delete; finished habits are listed; completing the runtime counts for the award', async () => {
  const user = await someone();
  await create(user, { name: 'Kurz', typ: 'other', from: '2026-03-04', to: '2026-03-05' });
  await create(user, { name: 'Abgebrochen', typ: 'nutrition', from: '2026-03-04', to: '2026-03-20' });
  await create(user, { name: 'Weg', typ: 'mental', from: '2026-03-04', to: '2026-03-20' });
  const all = (await h.get(user.token, 'habits')).body.habits as Array<{ id: number; name: string }>;
  const id = (name: string) => all.find((x) => x.name === name)!.id;
  await h.put(user.token, 'action_habit', { habit: id('Kurz') });

  const closed = await h.put(user.token, 'habits', {
    habits: [
      { id: id('Abgebrochen'), status: 'finished' },
      { id: id('Weg'), status: 'deleted' },
    ],
  });
  expect(closed.status).toBe(200);
  expect(closed.body.habits.map((x: { name: string }) => x.name)).toEqual(['Kurz']);
  expect(closed.body.finished).toEqual([
    expect.objectContaining({
      name: 'Abgebrochen',
      status: 'finished',
      closed_on: '2026-03-04',
      completed: false,
    }),
  ]);
  // a finished or deleted habit no longer changes or takes check-offs
  expect((await h.put(user.token, 'habits', { habits: [{ id: id('Abgebrochen'), name: 'x' }] })).status).toBe(
    404,
  );
  expect((await h.put(user.token, 'action_habit', { habit: id('Weg') })).body.code).toBe(
    'rest_habit_invalid',
  );
  expect((await h.get(user.token, 'awards')).body.completed_habits).toBe(0);

  // the runtime of "Kurz" ends on Thu 5: from Fri 6 it is finished and completed
  t.setNow('2026-03-05T09:00:00Z');
  await h.put(user.token, 'action_habit', { habit: id('Kurz') });
  expect((await h.get(user.token, 'awards')).body.completed_habits).toBe(1); // last day checked
  t.setNow('2026-03-06T09:00:00Z');
  const later = (await h.get(user.token, 'habits')).body;
  expect(later.habits).toEqual([]);
  expect(later.finished.map((x: { name: string; completed: boolean }) => [x.name, x.completed])).toEqual([
    ['Kurz', true],
    ['Abgebrochen', false],
  ]);
  expect((await h.get(user.token, 'awards')).body.completed_habits).toBe(1);
});

test("another user's habits and actions are refused and stay unchanged", async () => {
  const owner = await someone();
  const other = await someone();
  const { habits } = await create(owner, {
    name: 'Meins',
    typ: 'other',
    from: '2026-03-04',
    to: '2026-03-10',
  });
  const id = habits[0]!.id;
  const action = (await h.put(owner.token, 'action_habit', { habit: id })).body.action;
  const snapshot = await t.db.selectFrom('habits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const actions = await h.count('habit_actions');

  expect((await h.put(other.token, 'action_habit', { habit: id })).status).toBe(404);
  expect((await h.put(other.token, 'delete_action_habit', { id: action.id })).status).toBe(404);
  const change = await h.put(other.token, 'habits', { habits: [{ id, name: 'Deins', status: 'deleted' }] });
  expect(change.status).toBe(404);
  expect(change.body.code).toBe('rest_habit_invalid');
  expect((await h.get(other.token, 'habits')).body).toEqual({ habits: [], finished: [] });
  expect((await h.get(other.token, 'action_habit')).body).toEqual([]);
  expect(await t.db.selectFrom('habits').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(
    snapshot,
  );
  expect(await h.count('habit_actions')).toBe(actions);
});

test('bad input is refused with the field named, and a PUT with one bad item writes nothing', async () => {
  const user = await someone();
  const { habits } = await create(user, {
    name: 'Bleibt',
    typ: 'other',
    from: '2026-03-04',
    to: '2026-03-10',
  });
  const before = {
    habits: await h.count('habits'),
    snapshot: await t.db
      .selectFrom('habits')
      .selectAll()
      .where('id', '=', habits[0]!.id)
      .executeTakeFirstOrThrow(),
  };
  const cases: Array<[unknown, string]> = [
    [{}, 'habits'],
    [{ habits: [] }, 'habits'],
    [{ habits: [{ name: 'x', typ: 'sport', from: '2026-03-04', to: '2026-03-05' }] }, 'habits.0.typ'],
    [{ habits: [{ name: '', typ: 'other', from: '2026-03-04', to: '2026-03-05' }] }, 'habits.0.name'],
    [{ habits: [{ name: 'x', typ: 'other', from: '2026-03-03', to: '2026-03-05' }] }, 'habits.0.from'],
    [{ habits: [{ name: 'x', typ: 'other', from: '2026-03-06', to: '2026-03-05' }] }, 'habits.0.to'],
    [{ habits: [{ name: 'x', typ: 'other', from: '2026-03-04', to: '2027-03-05' }] }, 'habits.0.to'],
    [{ habits: [{ name: 'x', typ: 'other', from: '2026-02-31', to: '2026-03-05' }] }, 'habits.0.from'],
    [
      { habits: [{ suggestion: 'no-such-habit', from: '2026-03-04', to: '2026-03-05' }] },
      'habits.0.suggestion',
    ],
    [{ habits: [{ typ: 'other', from: '2026-03-04', to: '2026-03-05' }] }, 'habits.0.name'],
    [
      { habits: [{ name: 'x', typ: 'other', from: '2026-03-04', to: '2026-03-05', color: 'red' }] },
      'habits.0.color',
    ],
    [
      {
        habits: [
          { id: habits[0]!.id, name: 'Geändert' },
          { name: 'x', typ: 'other', from: '2026-03-01', to: '2026-03-05' },
        ],
      },
      'habits.1.from',
    ],
  ];
  for (const [body, field] of cases) {
    const res = await h.put(user.token, 'habits', body);
    expect([res.status, res.body.code, Object.keys(res.body.data?.params ?? {})]).toEqual([
      400,
      'rest_invalid_param',
      [field],
    ]);
  }
  expect(await h.count('habits')).toBe(before.habits);
  expect(
    await t.db.selectFrom('habits').selectAll().where('id', '=', habits[0]!.id).executeTakeFirstOrThrow(),
  ).toEqual(before.snapshot);
  expect((await h.put(user.token, 'action_habit', { habit: 'abc' })).status).toBe(400);
  expect((await h.put(user.token, 'action_habit', { habit: habits[0]!.id, day: '2026-13-01' })).status).toBe(
    400,
  );
  expect((await h.get(user.token, 'action_habit?from=2026-03-05&to=2026-03-01')).status).toBe(400);
});

test('at most 20 active habits', async () => {
  const user = await someone();
  const items = Array.from({ length: 20 }, (_, i) => ({
    name: `H${i}`,
    typ: 'other',
    from: '2026-03-04',
    to: '2026-03-10',
  }));
  expect((await h.put(user.token, 'habits', { habits: items })).status).toBe(200);
  const before = await h.count('habits');
  const res = await h.put(user.token, 'habits', { habits: [items[0]] });
  expect(res.status).toBe(409);
  expect(res.body.code).toBe('habit_limit');
  expect(await h.count('habits')).toBe(before);
});

test('a suggestion is adopted once at a time: again while it runs or is to come is 409, after it is finished anew', async () => {
  const user = await someone();
  const first = await create(user, { suggestion: 'three-good-things', from: '2026-03-05', to: '2026-03-10' });
  const before = await h.count('habits');
  // again (still to come), and twice within one PUT: nothing is written
  for (const habits of [
    [{ suggestion: 'three-good-things', from: '2026-03-04', to: '2026-03-06' }],
    [
      { suggestion: 'water-before-lunch', from: '2026-03-04', to: '2026-03-06' },
      { suggestion: 'water-before-lunch', from: '2026-03-07', to: '2026-03-09' },
    ],
  ]) {
    const res = await h.put(user.token, 'habits', { habits });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'habit_suggestion_taken',
      'This suggestion is already one of your habits.',
    ]);
  }
  expect(await h.count('habits')).toBe(before);
  // another user may adopt it
  await create(await someone(), { suggestion: 'three-good-things', from: '2026-03-04', to: '2026-03-06' });
  // closed by the user: it may be adopted anew
  const id = first.habits[0]!.id;
  await create(user, { id, status: 'finished' });
  await create(user, { suggestion: 'three-good-things', from: '2026-03-04', to: '2026-03-06' });
});
