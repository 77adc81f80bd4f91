import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgressResponse, ProgressWeek } from '@officefit/domain';
import { i18n } from '@officefit/i18n';
import ProgressPage from '../pages/progress-page';
import { callsTo, renderRoute, stubFetch, wpError } from './support';

const PATH = 'officefit/v1/me/progress';

const week = (start: string, isoWeek: string, values: Partial<ProgressWeek> = {}): ProgressWeek => ({
  week: isoWeek,
  start,
  active_minutes: 0,
  finished_exercises: 0,
  points_earned: 0,
  points_redeemed: 0,
  strike: 0,
  weekly_goal_reached: false,
  pain_max: null,
  pain: [],
  ...values,
});

const FOUR_WEEKS: ProgressResponse = {
  range: '4w',
  today: '2026-11-18',
  weeks: [
    week('2026-10-26', '2026-W44'),
    week('2026-11-02', '2026-W45', { pain_max: 6, pain: [{ region: 'cervical_spine', severity: 6 }] }),
    week('2026-11-09', '2026-W46', {
      active_minutes: 1250,
      finished_exercises: 12,
      points_earned: 1170,
      points_redeemed: 150,
      strike: 2,
      weekly_goal_reached: true,
      pain_max: 6,
      pain: [{ region: 'cervical_spine', severity: 6 }],
    }),
    week('2026-11-16', '2026-W47', {
      active_minutes: 8,
      finished_exercises: 1,
      points_earned: 20,
      strike: 1,
    }),
  ],
};

const THREE_MONTHS: ProgressResponse = {
  range: '3m',
  today: '2026-11-18',
  weeks: Array.from({ length: 13 }, (_, i) =>
    week(`2026-${i < 6 ? '08' : '09'}-${String(10 + i).padStart(2, '0')}`, `2026-W${34 + i}`, {
      finished_exercises: i,
    }),
  ),
};

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18n.changeLanguage('de-DE'));
});

const byRange = (call: { query: Record<string, string> }) =>
  call.query.range === '3m' ? THREE_MONTHS : FOUR_WEEKS;

/** The rows of a chart's table as text cells. */
function tableRows(figure: HTMLElement): string[][] {
  return within(figure)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

test('German: each chart is a figure with a summarised image and a table view with localised numbers', async () => {
  const user = userEvent.setup();
  stubFetch({ [`GET ${PATH}`]: byRange });
  renderRoute(<ProgressPage />, { path: '/progress', url: '/progress' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mein Fortschritt' })).toBeInTheDocument();
  const minutes = await screen.findByTestId('progress-minutes');
  expect(screen.getByRole('figure', { name: 'Aktive Minuten pro Woche' })).toBe(minutes);
  expect(within(minutes).getByRole('img')).toHaveAccessibleName(
    'Aktive Minuten von 26. Oktober 2026 bis 16. November 2026: höchster Wert 1.250 in der Woche ab 9. November 2026, zuletzt 8.',
  );
  await user.click(within(minutes).getByText('Tabelle anzeigen'));
  expect(tableRows(minutes)).toEqual([
    ['Woche ab', 'Aktive Minuten'],
    ['KW 44, ab 26. Oktober 2026', '0'],
    ['KW 45, ab 2. November 2026', '0'],
    ['KW 46, ab 9. November 2026', '1.250'],
    ['KW 47, ab 16. November 2026', '8'],
  ]);

  const points = screen.getByTestId('progress-points');
  await user.click(within(points).getByText('Tabelle anzeigen'));
  expect(tableRows(points)[3]).toEqual(['KW 46, ab 9. November 2026', '1.170', '150']);

  const strike = screen.getByTestId('progress-strike');
  expect(within(strike).getByRole('img').getAttribute('aria-label')).toContain(
    'Wochenziel in 1 von 4 Wochen erreicht.',
  );
  await user.click(within(strike).getByText('Tabelle anzeigen'));
  expect(tableRows(strike).slice(2)).toEqual([
    ['KW 45, ab 2. November 2026', '0', 'Nein'],
    ['KW 46, ab 9. November 2026', '2', 'Ja'],
    ['KW 47, ab 16. November 2026', '1', 'Nein'],
  ]);

  const pain = screen.getByTestId('progress-pain');
  await user.click(within(pain).getByText('Tabelle anzeigen'));
  expect(tableRows(pain).slice(1, 3)).toEqual([
    ['KW 44, ab 26. Oktober 2026', 'keine Angabe', ''],
    ['KW 45, ab 2. November 2026', '6', 'Halswirbelsäule (Nacken): 6'],
  ]);
});

test('the range switch is a radio group (keyboard) that loads the other range', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({ [`GET ${PATH}`]: byRange });
  const { router } = renderRoute(<ProgressPage />, { path: '/progress', url: '/progress' });
  const group = await screen.findByRole('radiogroup', { name: 'Zeitraum' });
  expect(within(group).getByRole('radio', { name: '4 Wochen' })).toBeChecked();
  await screen.findByTestId('progress-exercises');
  expect(callsTo(seen, 'GET', PATH).map((c) => c.query)).toEqual([{ range: '4w' }]);

  within(group).getByRole('radio', { name: '4 Wochen' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(within(group).getByRole('radio', { name: '3 Monate' })).toBeChecked();
  await waitFor(() => expect(router.state.location.search).toBe('?range=3m'));
  const exercises = await screen.findByTestId('progress-exercises');
  await waitFor(() => expect(within(exercises).getAllByRole('row')).toHaveLength(14));
  expect(callsTo(seen, 'GET', PATH).map((c) => c.query)).toEqual([{ range: '4w' }, { range: '3m' }]);
});

test('English: texts, dates and numbers in the active language', async () => {
  await act(() => i18n.changeLanguage('en-US'));
  const user = userEvent.setup();
  stubFetch({ [`GET ${PATH}`]: byRange });
  renderRoute(<ProgressPage />, { path: '/progress', url: '/progress' });
  expect(await screen.findByRole('heading', { level: 1, name: 'My progress' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '12 months' })).not.toBeChecked();
  const minutes = await screen.findByTestId('progress-minutes');
  expect(within(minutes).getByRole('img')).toHaveAccessibleName(
    'Active minutes from October 26, 2026 to November 16, 2026: highest value 1,250 in the week of November 9, 2026, latest 8.',
  );
  await user.click(within(minutes).getByText('Show table'));
  expect(tableRows(minutes)[3]).toEqual(['Week 46, from November 9, 2026', '1,250']);
  const pain = screen.getByTestId('progress-pain');
  await user.click(within(pain).getByText('Show table'));
  expect(tableRows(pain)[2]).toEqual(['Week 45, from November 2, 2026', '6', 'Cervical spine (nape): 6']);
});

test('a range without any entry shows the empty state', async () => {
  const empty: ProgressResponse = {
    ...FOUR_WEEKS,
    weeks: FOUR_WEEKS.weeks.map((w) => week(w.start, w.week)),
  };
  stubFetch({ [`GET ${PATH}`]: empty });
  renderRoute(<ProgressPage />, { path: '/progress', url: '/progress?range=12m' });
  expect(await screen.findByText(/In diesem Zeitraum gibt es noch keine Einträge/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '12 Monate' })).toBeChecked();
  expect(screen.queryByRole('figure')).toBeNull();
});

test('a failed load shows the error with a retry', async () => {
  stubFetch({ [`GET ${PATH}`]: wpError(500, 'rest_internal') });
  renderRoute(<ProgressPage />, { path: '/progress', url: '/progress' });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});
