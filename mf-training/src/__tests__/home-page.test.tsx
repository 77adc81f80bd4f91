import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '../pages/home-page';
import { isoDate } from '../lib/format';
import { monthGrid } from '../features/progress/components/training-calendar';
import { gate, pinDate } from '@officefit/testing';
import { callsTo, me, renderRoute, stubFetch, summary, wpError } from './support';

// Wednesday 25 November 2026 in jest's zone and in Berlin: the week of the stubbed weekly goal (2026-W48)
const NOW = '2026-11-25T09:00:00Z';
pinDate(NOW);
const today = isoDate();

beforeEach(() => {
  pinDate(NOW);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.useRealTimers());

const ME = me({
  weekdays: [1, 2, 3, 4, 5],
  meta: { fitness_points: 1250, strike: 2, weekly_goal: 3, has_anamnesis: true },
  stats: { exercises: 1, exercisesFull: 10, minutes: 30, steps: 0 },
});

const units = [1, 2, 3, 4].map((position) => ({
  id: 340 + position,
  day: 3,
  date: today,
  position,
  status: position === 1 ? 'done' : 'open',
  exercise: summary({
    id: 10 + position,
    name: `Übung ${position}`,
    // unit 2 counts repetitions (90 s on its timer): its card must say so, as its page does
    ...(position === 2 ? { repetitions: 8, duration: 90 } : {}),
  }),
}));

function stubDashboard(overrides: Record<string, unknown> = {}) {
  return stubFetch({
    'GET officefit/v1/me': ME,
    'GET officefit/v1/current_units': { units, day: 3, date: today, maxDay: 20, done: 1, total: 4, today },
    'GET officefit/v1/weekly_goal': {
      weekdays: [1, 3, 5],
      target: 3,
      done: 3,
      reached: true,
      week: '2026-W48',
      days: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ date: `2026-11-${22 + d}`, trained: d % 2 === 1 })),
      today,
    },
    'GET officefit/v1/steps': { goal: 10000, today: 4200, days: [], window: 3, activated: false },
    'PUT officefit/v1/steps': wpError(
      400,
      'steps_date_invalid',
      'Steps can only be entered for the last 3 days.',
    ),
    'GET officefit/v1/strikes': { flames: 4, since: '2026-11-17', lastDay: '2026-11-20' },
    'GET officefit/v1/trained_days': { days: [today] },
    'GET wp/v2/posts': [],
    'GET officefit/v1/quick_start': ({ query }: { query: Record<string, string> }) => ({
      exercise: summary(
        query.kind === 'strengthening' ? { id: 30, kind: 'strengthening', name: 'Kniebeuge' } : { id: 31 },
      ),
    }),
    ...overrides,
  });
}

test('greets the user with name and points and shows every part of the dashboard', async () => {
  const seen = stubDashboard();
  renderRoute(<HomePage />, { path: '/home', url: '/home' });
  expect(await screen.findByTestId('home-greeting')).toHaveTextContent('Hallo Dana!');
  expect(screen.getByTestId('fitness-points')).toHaveTextContent('1.250');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hallo Dana!');

  const plan = screen.getByTestId('today-plan');
  expect(
    within(plan).getByRole('heading', { level: 2, name: 'Mein Trainingsplan für heute' }),
  ).toBeInTheDocument();
  expect(await within(plan).findByTestId('day-progress')).toHaveTextContent('1/4 Übungen erledigt');
  expect(within(plan).getAllByTestId('plan-unit')).toHaveLength(4);
  // the card shows the exercise's length as the exercise page does: repetitions, else the timer's length
  const [, second, third] = within(plan).getAllByTestId('plan-unit');
  expect(within(second!).getByText('8 Wiederholungen')).toBeInTheDocument();
  expect(within(second!).queryByText(/2 Min\./)).not.toBeInTheDocument();
  expect(within(third!).getByText('2:00 Min.')).toBeInTheDocument();
  expect(within(plan).getByText('Erledigt')).toBeInTheDocument();
  expect(within(plan).getByRole('link', { name: 'Übung starten: Übung 2' })).toHaveAttribute(
    'href',
    '/exercise/12?unit=342',
  );
  expect(within(plan).getByRole('progressbar', { name: 'Fortschritt des Tages' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );

  // the cards below the plan come in a second, interruptible render (#18)
  const goal = await screen.findByTestId('weekly-goal');
  expect(await within(goal).findByText('3 von 3 Trainingstagen')).toBeInTheDocument();
  expect(within(goal).getByText('Wochenziel erreicht – super!')).toBeInTheDocument();

  expect(await screen.findByText('4.200 von 10.000 Schritten')).toBeInTheDocument();
  expect(await screen.findByText('4 Flammen')).toBeInTheDocument();

  const calendar = screen.getByTestId('training-calendar');
  await waitFor(() => expect(calendar.querySelectorAll('[data-trained]')).toHaveLength(1));
  expect(calendar.querySelector('[aria-current="date"]')).toHaveAttribute('data-trained');

  const highlights = screen.getByTestId('highlights');
  expect(within(highlights).getByRole('link', { name: /Mentale Stärke/ })).toHaveAttribute('href', '/mental');
  expect(within(highlights).getByRole('link', { name: /Übung bei Beschwerden/ })).toHaveAttribute(
    'href',
    '/pain',
  );

  expect(await within(screen.getByTestId('news')).findByText('Keine Daten vorhanden')).toBeInTheDocument();
  expect(callsTo(seen, 'GET', 'wp/v2/posts')[0]?.query).toEqual({ lang: 'de', per_page: '3' });
  expect(callsTo(seen, 'GET', 'officefit/v1/current_units')[0]?.query).toEqual({ lang: 'de' });
  // The quick-start pick is asked for only when a quick start is used.
  expect(callsTo(seen, 'GET', 'officefit/v1/quick_start')).toHaveLength(0);
});

test('while the plan loads, its card holds a skeleton of the loaded size, not a spinner (issue #18)', async () => {
  const plan = gate();
  stubDashboard({
    'GET officefit/v1/current_units': async () => {
      await plan.passed;
      return { units, day: 3, date: today, maxDay: 20, done: 1, total: 4, today };
    },
  });
  renderRoute(<HomePage />, { path: '/home', url: '/home' });
  const card = await screen.findByTestId('today-plan');
  const skeleton = within(card).getByTestId('plan-skeleton');
  expect(skeleton).toHaveAttribute('aria-busy', 'true');
  // four unit placeholders, as the loaded plan has four unit cards
  expect(skeleton.querySelectorAll('li')).toHaveLength(4);
  plan.open();
  expect(await within(card).findAllByTestId('plan-unit')).toHaveLength(4);
  expect(within(card).queryByTestId('plan-skeleton')).not.toBeInTheDocument();
});

test('a card that cannot load says so and loads again on "Erneut versuchen"; the tab is titled', async () => {
  const user = userEvent.setup();
  let strikeCalls = 0;
  stubDashboard({
    'GET officefit/v1/strikes': () =>
      ++strikeCalls === 1
        ? wpError(500, 'internal_error', 'Something went wrong.')
        : { flames: 4, since: '2026-11-17', lastDay: '2026-11-20' },
  });
  renderRoute(<HomePage />, { path: '/home', url: '/home' });
  const card = await screen.findByTestId('strike');
  expect(await within(card).findByRole('alert')).toHaveTextContent('Inhalte können nicht geladen werden.');
  await user.click(within(card).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await within(card).findByText('4 Flammen')).toBeInTheDocument();
  expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  expect(document.title).toBe('Übersicht – officefit');
});

test('the steps form shows the refusal of the server', async () => {
  const user = userEvent.setup();
  const seen = stubDashboard();
  renderRoute(<HomePage />, { path: '/home', url: '/home' });
  const card = await screen.findByTestId('steps-today');
  const count = within(card).getByRole('spinbutton', { name: 'Anzahl Schritte' });

  await user.type(count, '-5');
  await user.click(within(card).getByRole('button', { name: 'Eintragen' }));
  expect(within(card).getByText(/ganze Zahl zwischen 0 und 100.000/)).toBeInTheDocument();
  expect(callsTo(seen, 'PUT', 'officefit/v1/steps')).toHaveLength(0);

  await user.clear(count);
  await user.type(count, '8000');
  await user.click(within(card).getByRole('combobox', { name: 'Tag' }));
  await user.click(screen.getByRole('option', { name: 'Gestern' }));
  await user.click(within(card).getByRole('button', { name: 'Eintragen' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent(
    'Schritte können nur für heute und die letzten Tage eingetragen werden',
  );
  expect(callsTo(seen, 'PUT', 'officefit/v1/steps')[0]?.body).toEqual({
    date: isoDate(new Date(), -1),
    steps: 8000,
  });
});

test('quick start opens the exercise the server picked for the health profile', async () => {
  const user = userEvent.setup();
  const seen = stubDashboard();
  renderRoute(<HomePage />, { path: '/home', url: '/home' });
  await user.click(await screen.findByRole('button', { name: 'Kräftigung' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/exercise/30?mode=free'));
  expect(callsTo(seen, 'GET', 'officefit/v1/quick_start')[0]?.query).toEqual({
    kind: 'strengthening',
    lang: 'de',
  });
});

test('quick start says so when no exercise fits the profile', async () => {
  const user = userEvent.setup();
  stubDashboard({
    'GET officefit/v1/quick_start': wpError(404, 'no_fitting_exercise', 'No fitting exercise available'),
  });
  renderRoute(<HomePage />, { path: '/home', url: '/home' });
  await user.click(await screen.findByRole('button', { name: 'Entspannung' }));
  expect(await screen.findByText('Zurzeit gibt es keine passende Übung.')).toBeInTheDocument();
});

test("\"today\" is the server's (the profile's time zone) for the plan and the weekly goal, not the device's", async () => {
  // just after midnight in the profile's zone, the device still shows yesterday
  const serverToday = isoDate(new Date(), 1);
  const week = [-2, -1, 0, 1, 2, 3, 4].map((d) => ({ date: isoDate(new Date(), d), trained: false }));
  stubDashboard({
    'GET officefit/v1/current_units': {
      units: units.map((u) => ({ ...u, date: serverToday })),
      day: 3,
      date: serverToday,
      maxDay: 20,
      done: 1,
      total: 4,
      today: serverToday,
    },
    'GET officefit/v1/weekly_goal': {
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      target: 3,
      done: 0,
      reached: false,
      week: '2026-W48',
      days: week,
      today: serverToday,
    },
  });
  renderRoute(<HomePage />, { path: '/home', url: '/home' });
  const plan = await screen.findByTestId('today-plan');
  expect(await within(plan).findByTestId('day-progress')).toBeInTheDocument();
  expect(within(plan).queryByText(/kein Trainingstag/)).not.toBeInTheDocument();
  const goal = await screen.findByTestId('weekly-goal');
  await waitFor(() => expect(goal.querySelectorAll('[aria-current="date"]')).toHaveLength(1));
  const current = goal.querySelector('[aria-current="date"]')!;
  // the fourth day of the week shown is the server's today
  expect([...current.parentElement!.children].indexOf(current)).toBe(3);
});

test('helpers: the month grid starts on Monday', () => {
  // November 2026 starts on a Sunday: six empty cells first.
  const grid = monthGrid(2026, 10);
  expect(grid[0]).toEqual([null, null, null, null, null, null, 1]);
  expect(grid.flat().filter(Boolean)).toHaveLength(30);
});

test('the cards below the plan follow the first render (greeting, quick start, plan) without any action (#18)', async () => {
  stubDashboard();
  renderRoute(<HomePage />, { path: '/home', url: '/home' });
  await screen.findByTestId('home-greeting');
  expect(screen.getByTestId('today-plan')).toBeInTheDocument();
  expect(await screen.findByTestId('weekly-goal')).toBeInTheDocument();
  expect(screen.getByTestId('highlights')).toBeInTheDocument();
});
