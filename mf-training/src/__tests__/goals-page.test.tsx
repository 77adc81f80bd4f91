import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GoalsPage from '../pages/goals-page';
import MentalPage from '../pages/mental-page';
import { callsTo, headingTexts, renderRoute, stubFetch, summary } from './support';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const GOAL = { weekdays: [1, 3, 5], target: 3, done: 1, reached: false, week: '2026-W48', days: [] };

test('the weekly goal: weekdays as toggle buttons (at least one) and target days up to their number', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/weekly_goal': GOAL,
    'PUT officefit/v1/weekly_goal': { ...GOAL, weekdays: [1, 2, 3, 5], target: 2 },
    'GET officefit/v1/steps': { goal: 10000, today: 0, days: [], window: 3, activated: true },
  });
  renderRoute(<GoalsPage />, { path: '/goals', url: '/goals' });
  const form = await screen.findByTestId('weekly-goal-form');
  const monday = await within(form).findByRole('button', { name: 'Montag' });
  expect(monday).toHaveAttribute('aria-pressed', 'true');
  expect(within(form).getByRole('button', { name: 'Dienstag' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(form).getByRole('combobox', { name: /Ziel pro Woche/ })).toHaveTextContent('3 Tage');

  // Without any day the goal cannot be saved.
  for (const day of ['Montag', 'Mittwoch', 'Freitag'])
    await user.click(within(form).getByRole('button', { name: day }));
  await user.click(within(form).getByRole('button', { name: 'Speichern' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens einen Tag.');
  expect(callsTo(seen, 'PUT', 'officefit/v1/weekly_goal')).toHaveLength(0);

  for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Freitag'])
    await user.click(within(form).getByRole('button', { name: day }));
  await user.click(within(form).getByRole('combobox', { name: /Ziel pro Woche/ }));
  const options = screen.getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['1 Tag', '2 Tage', '3 Tage', '4 Tage']);
  await user.click(screen.getByRole('option', { name: '2 Tage' }));
  await user.click(within(form).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/weekly_goal')).toHaveLength(1));
  expect(callsTo(seen, 'PUT', 'officefit/v1/weekly_goal')[0]?.body).toEqual({
    weekdays: [1, 2, 3, 5],
    target: 2,
  });
  // An already active step counter needs no activation.
  expect(await within(screen.getByTestId('steps-activation')).findByRole('status')).toHaveTextContent(
    'Ihr Schrittzähler ist aktiv',
  );
});

test('the steps activation takes three steps and records each', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/weekly_goal': GOAL,
    'GET officefit/v1/steps': { goal: 10000, today: 0, days: [], window: 3, activated: false },
    'PUT officefit/v1/steps/activate': { ok: true },
  });
  renderRoute(<GoalsPage />, { path: '/goals', url: '/goals' });
  const card = await screen.findByTestId('steps-activation');
  expect(await within(card).findByText('Schritt 1 von 3')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Weiter' }));
  expect(await within(card).findByText('Schritt 2 von 3')).toBeInTheDocument();
  expect(within(card).getByText('10.000 Schritte')).toBeInTheDocument();
  expect(within(card).getByRole('heading', { name: 'Ihr Tagesziel' })).toHaveFocus();
  await user.click(within(card).getByRole('button', { name: 'Weiter' }));
  expect(await within(card).findByText('Schritt 3 von 3')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Aktivieren' }));
  await waitFor(() => expect(callsTo(seen, 'PUT', 'officefit/v1/steps/activate')).toHaveLength(3));
  expect(callsTo(seen, 'PUT', 'officefit/v1/steps/activate').map((c) => c.body)).toEqual([
    { step: 1 },
    { step: 2 },
    { step: 3 },
  ]);
});

test('/mental lists the mental-strength exercises, each opening in mental mode', async () => {
  const seen = stubFetch({
    'GET officefit/v1/exercises': [
      summary({ id: 40, name: 'Bodyscan', kind: 'mental' }),
      { name: 'ohne Id' },
    ],
  });
  renderRoute(<MentalPage />, { path: '/mental', url: '/mental' });
  const list = await screen.findByTestId('mental-list');
  expect(headingTexts(list)).toEqual(['Bodyscan']);
  expect(within(list).getByRole('link', { name: 'Übung öffnen: Bodyscan' })).toHaveAttribute(
    'href',
    '/exercise/40?mode=mental',
  );
  expect(callsTo(seen, 'GET', 'officefit/v1/exercises')[0]?.query).toEqual({ lang: 'de', tag: 'mental' });
});

test('/mental shows an empty state', async () => {
  stubFetch({ 'GET officefit/v1/exercises': [] });
  renderRoute(<MentalPage />, { path: '/mental', url: '/mental' });
  expect(await screen.findByText('Zurzeit gibt es keine Übungen für mentale Stärke.')).toBeInTheDocument();
});
