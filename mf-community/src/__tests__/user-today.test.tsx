// One notion of "today" (issue 18): the community forms and lists use the date in the user's profile time zone
// (`me.meta.time_zone`), the one the server checks against, never the device's date. The clock is pinned to an
// instant where the zones disagree: 2026-11-27 12:00 UTC is already 2026-11-28 on Kiritimati (UTC+14), while the
// device (jest's zone) and Berlin are still on the 27th.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pinDate } from '@officefit/testing';
import { callsTo, coworker, habit, me, renderRoute, stubFetch } from '../testing/support';
import HabitsPage from '../pages/habits-page';
import ChallengeEditPage from '../pages/challenge-edit-page';
import { monthName } from '../features/ranking/components/month-select';

const NOW = new Date('2026-11-27T12:00:00Z');
const ZONE = 'Pacific/Kiritimati';
const USER_TODAY = '2026-11-28';

beforeEach(() => {
  // only Date is pinned; the timers stay real for the user events and the store
  pinDate(NOW);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

it('pins a clock where the device is still on the day before the user', () => {
  expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-27');
});

it('starts a new habit on the user’s today and lists a habit starting then as running', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me({ time_zone: ZONE }),
    'GET officefit/v1/habits': {
      habits: [habit({ id: 4, name: 'Ab morgen früh', from: USER_TODAY, to: '2026-12-25' })],
      finished: [],
    },
    'GET officefit/v1/habit_suggestions': [],
    'GET officefit/v1/action_habit': [],
    'PUT officefit/v1/habits': { habits: [], finished: [] },
  });
  const user = userEvent.setup();
  renderRoute(<HabitsPage />, { path: '/habits', url: '/habits' });
  // the device's date would put it under "upcoming"; on the user's date it runs today
  const todayList = await screen.findByRole('list', { name: /heute/i });
  await waitFor(() => expect(within(todayList).getByText('Ab morgen früh')).toBeInTheDocument());
  expect(callsTo(seen, 'GET', 'officefit/v1/action_habit').at(-1)?.query).toEqual({
    from: USER_TODAY,
    to: USER_TODAY,
  });

  await user.click(screen.getByRole('tab', { name: 'Eigene' }));
  expect(screen.getByLabelText(/^Von/)).toHaveValue(USER_TODAY);
  await user.type(screen.getByLabelText(/Name der Gewohnheit/), 'Obst zum Frühstück');
  await user.click(screen.getByRole('combobox', { name: /Art/ }));
  await user.click(screen.getByRole('option', { name: 'Ernährung' }));
  await user.click(screen.getByRole('button', { name: 'Gewohnheit anlegen' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/habits')).toHaveLength(1));
  expect(callsTo(seen, 'PUT', 'officefit/v1/habits')[0]?.body).toEqual({
    habits: [{ name: 'Obst zum Frühstück', typ: 'nutrition', from: USER_TODAY, to: '2026-12-25' }],
  });
});

it('proposes the user’s today as a challenge’s start', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me({ time_zone: ZONE }),
    'GET officefit/v1/coworkers': [coworker(9, 'Colin')],
    'GET officefit/v1/challenge': {
      res: true,
      data: [],
      meta: { participating: 1, active: 0, limit: 3, points: 350, available_points: 300 },
    },
    'GET officefit/v1/exercises': [],
  });
  renderRoute(<ChallengeEditPage />, { path: '/challenges/create/:id', url: '/challenges/create/new' });
  await waitFor(() => expect(callsTo(seen, 'GET', 'officefit/v1/me')).toHaveLength(1));
  await waitFor(() => expect(screen.getByLabelText(/Start/)).toHaveValue(USER_TODAY));
  expect(screen.getByLabelText(/Start/)).toHaveAttribute('min', USER_TODAY);
});

it('names the ranking months from the user’s date, not the device’s', () => {
  // 1 December in Berlin while a device in UTC still shows 30 November: the ranking month is December
  expect(monthName(0, 'de-DE', '2026-12-01')).toBe('Dezember 2026');
  expect(monthName(1, 'de-DE', '2026-12-01')).toBe('November 2026');
  expect(monthName(12, 'en-US', '2026-01-15')).toBe('January 2025');
});
