import { act, screen, within } from '@testing-library/react';
import { i18n } from '@officefit/i18n';
import { WeeklyGoalCard } from '../features/progress/components/weekly-goal-card';
import { weeklyGoalProgress } from '../features/progress/model/weekly-goal-progress';
import { renderRoute, stubFetch } from './support';

// More training days than the goal (the goal lowered mid-week, or an extra day) never read "4 von 3" (#39).
const GOAL = {
  weekdays: [1, 3, 5],
  target: 3,
  done: 4,
  reached: true,
  week: '2026-W49',
  days: [],
  today: '2026-12-04',
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('de-DE'));
});

test('the progress shows at most the goal and keeps the real count', () => {
  expect(weeklyGoalProgress(2, 3)).toEqual({ exceeded: false, shown: 2, done: 2, target: 3 });
  expect(weeklyGoalProgress(3, 3)).toEqual({ exceeded: false, shown: 3, done: 3, target: 3 });
  expect(weeklyGoalProgress(4, 3)).toEqual({ exceeded: true, shown: 3, done: 4, target: 3 });
});

test.each([
  ['de-DE', '3 von 3 Trainingstagen – Ziel übertroffen (4)', /4 von 3/],
  ['en-US', '3 of 3 training days – goal exceeded (4)', /4 of 3/],
])(
  '%s: the card says the goal is exceeded instead of more done days than the goal',
  async (lang, text, wrong) => {
    await act(() => i18n.changeLanguage(lang));
    stubFetch({ 'GET officefit/v1/weekly_goal': GOAL });
    renderRoute(<WeeklyGoalCard />, { path: '/home', url: '/home' });
    const card = await screen.findByTestId('weekly-goal');
    expect(await within(card).findByText(text)).toBeInTheDocument();
    expect(card).not.toHaveTextContent(wrong);
    const bar = within(card).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuetext', text);
  },
);
