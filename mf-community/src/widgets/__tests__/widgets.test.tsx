import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIn } from '@officefit/domain';
import { callsTo, habit, me, ranking, renderRoute, stubFetch } from '../../testing/support';
import widgets, { HabitsWidget, RankingWidget, registerTranslations } from '../../widgets';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('the ./widgets module exports both widgets, as components and as RemoteWidget entries', () => {
  expect(typeof HabitsWidget).toBe('function');
  expect(typeof RankingWidget).toBe('function');
  expect(typeof registerTranslations).toBe('function');
  expect(widgets.map((w) => w.id)).toEqual(['ranking', 'habits']);
});

test('the habit widget checks today’s habit off and links to the tracker', async () => {
  const seen = stubFetch({
    'GET officefit/v1/habits': {
      habits: [habit(), habit({ id: 4, name: 'Später', from: addDays(todayIn(), 3) })],
      finished: [],
    },
    'GET officefit/v1/action_habit': [],
    'PUT officefit/v1/action_habit': {
      action: { id: 1, habit: 3, day: todayIn() },
      habit: habit({ done_today: true }),
    },
  });
  const user = userEvent.setup();
  renderRoute(<HabitsWidget />, { path: '/home', url: '/home' });
  const widget = await screen.findByTestId('habits-widget');
  const boxes = await within(widget).findAllByRole('checkbox');
  expect(boxes).toHaveLength(1);
  await user.click(boxes[0]!);
  await waitFor(() =>
    expect(callsTo(seen, 'PUT', 'officefit/v1/action_habit')[0]?.body).toEqual({ habit: 3, day: todayIn() }),
  );
  expect(within(widget).getByRole('link', { name: 'Zum Habit-Tracker' })).toHaveAttribute('href', '/habits');
});

test('the ranking widget shows the top 3 of ranking_short and the company goal', async () => {
  const seen = stubFetch({ 'GET officefit/v1/me': me(), 'GET officefit/v1/ranking_short': ranking() });
  renderRoute(<RankingWidget />, { path: '/home', url: '/home' });
  const table = await screen.findByRole('table', { name: 'Ranking' });
  expect(within(table).getAllByRole('row')).toHaveLength(4);
  expect(callsTo(seen, 'GET', 'officefit/v1/ranking_short')[0]?.query).toEqual({ pastmonths: '0' });
  expect(screen.getByTestId('company-goal')).toBeInTheDocument();
});

test('the ranking widget asks to unlock the ranking first', async () => {
  const seen = stubFetch({ 'GET officefit/v1/me': me({ participating: 0 }) });
  renderRoute(<RankingWidget />, { path: '/home', url: '/home' });
  expect(await screen.findByText(/Schalten Sie das Ranking frei/)).toBeInTheDocument();
  expect(callsTo(seen, 'GET', 'officefit/v1/ranking_short')).toHaveLength(0);
});
