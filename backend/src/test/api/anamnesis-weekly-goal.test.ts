// Issue 31 §3: the questionnaire's "training days per week" was ignored — the weekly goal kept the five weekdays
// (Monday–Friday) as its target. The saved answer becomes the target; a target set on /goals afterwards stays
// until the answer changes.
import { useClockedTestApp } from '../clocked-app';
import { DB_SETUP_TIMEOUT_MS } from '../test-app';
import { api, insertExercises, profileBody } from '../training-fixtures';

// Wednesday 25 November 2026, 10:00 in Berlin (ISO week 2026-W48)
const NOW = '2026-11-25T09:00:00Z';

const t = useClockedTestApp(NOW);
const http = api(t);
beforeAll(async () => {
  await insertExercises(t.db, 'weekly-goal-safe', 30, { focus: ['strength'], goals: ['muscle'] });
}, DB_SETUP_TIMEOUT_MS);

const goal = async (token: string) => (await http.get('weekly_goal', token)).body;

test('the days per week of the questionnaire become the weekly goal target', async () => {
  t.setNow(NOW);
  const user = await t.createUser('three-days@example.com');
  expect(await goal(user.token)).toMatchObject({ target: 5, weekdays: [1, 2, 3, 4, 5], week: '2026-W48' });

  const saved = await http.put('anamnesis', profileBody({ workoutdays: 3 }), user.token);
  expect(saved.status).toBe(200);
  expect(saved.body.anamnesis.workoutdays).toBe(3);
  expect(await goal(user.token)).toMatchObject({
    target: 3,
    weekdays: [1, 2, 3, 4, 5],
    done: 0,
    reached: false,
    week: '2026-W48',
    today: '2026-11-25',
  });
  expect((await http.get('me', user.token)).body.meta.weekly_goal).toBe(3);
});

test('a target chosen on /goals stays when the questionnaire is saved again with the same days; a new answer wins', async () => {
  t.setNow(NOW);
  const user = await t.createUser('goal-kept@example.com');
  await http.put('anamnesis', profileBody({ workoutdays: 3 }), user.token).expect(200);
  await http.put('weekly_goal', { weekdays: [1, 2, 3, 4], target: 4 }, user.token).expect(200);

  await http.put('anamnesis', profileBody({ workoutdays: 3, stress: 2 }), user.token).expect(200);
  expect(await goal(user.token)).toMatchObject({ target: 4, weekdays: [1, 2, 3, 4] });

  await http.put('anamnesis', profileBody({ workoutdays: 2 }), user.token).expect(200);
  expect(await goal(user.token)).toMatchObject({ target: 2, weekdays: [1, 2, 3, 4] });
});

test('skipping the questionnaire leaves the weekly goal as it is', async () => {
  t.setNow(NOW);
  const user = await t.createUser('skipper-goal@example.com');
  await http.post('anamnesis/skip', {}, user.token).expect(200);
  expect(await goal(user.token)).toMatchObject({ target: 5 });
  // a questionnaire filled in after skipping gives its answer, even the standard profile's five days
  await http.put('anamnesis', profileBody({ workoutdays: 5 }), user.token).expect(200);
  await http.put('weekly_goal', { weekdays: [1, 2, 3, 4, 5], target: 4 }, user.token).expect(200);
  await http.put('anamnesis', profileBody({ workoutdays: 6 }), user.token).expect(200);
  expect(await goal(user.token)).toMatchObject({ target: 6 });
});
