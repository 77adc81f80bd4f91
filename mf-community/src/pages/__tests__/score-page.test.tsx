import { screen, within } from '@testing-library/react';
import { me, ranking, renderRoute, stubFetch } from '../../testing/support';
import ScorePage from '../score-page';

const AWARDS = {
  strike: 6,
  duel_wins: 1,
  team_wins: 0,
  weekly_goals: 3,
  steps_goals: 5,
  ranking_places: { first: 1, second: 0, third: 2 },
  completed_habits: 2,
  awards: [
    { key: 'strike', count: 6, level: 1, next: 10 },
    { key: 'duel_wins', count: 1, level: 1, next: 5 },
    { key: 'team_wins', count: 0, level: 0, next: 1 },
    { key: 'weekly_goals', count: 3, level: 1, next: 5 },
    { key: 'steps_goals', count: 5, level: 2, next: 10 },
    { key: 'ranking_places', count: 3, level: 1, next: 5 },
    { key: 'completed_habits', count: 2, level: 1, next: 5 },
  ],
};

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('/score shows points, the ranking place, awards and the history', async () => {
  stubFetch({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/ranking_short': ranking(),
    'GET officefit/v1/awards': AWARDS,
    'GET officefit/v1/points': [
      {
        id: 1,
        points: 50,
        reason: 'challenge_wager_won',
        detail: null,
        created_at: '2026-05-04T10:00:00.000Z',
      },
      {
        id: 2,
        points: -2000,
        reason: 'shop_order',
        detail: 'Yogamatte',
        created_at: '2026-05-03T10:00:00.000Z',
      },
    ],
  });
  renderRoute(<ScorePage />, { path: '/score', url: '/score' });
  expect(await screen.findByTestId('score-total')).toHaveTextContent('350');
  expect(await screen.findByTestId('ranking-place')).toHaveTextContent('Platz 2 von 3');
  const strike = await screen.findByTestId('award-strike');
  expect(strike).toHaveTextContent('6');
  expect(strike).toHaveTextContent('Stufe 1 von 3');
  expect(strike).toHaveTextContent('Noch 4 bis zur nächsten Stufe');
  const places = screen.getByTestId('award-ranking_places');
  expect(places).toHaveTextContent('1. Platz: 1×');
  expect(places).toHaveTextContent('3. Platz: 2×');
  const history = await screen.findByRole('table');
  expect(within(history).getByText('Challenge gewonnen: Einsatz erhalten')).toBeInTheDocument();
  // a shop order in words, not "Sonstiges"
  expect(within(history).getByText('Einlösung im Shop: Yogamatte')).toBeInTheDocument();
  // the same number format as everywhere else: "2.000", with its sign
  expect(within(history).getByText('+50')).toBeInTheDocument();
  expect(within(history).getByText('-2.000')).toBeInTheDocument();
});

test('/score invites to unlock the ranking instead of showing a place', async () => {
  stubFetch({
    'GET officefit/v1/me': me({ participating: 0 }),
    'GET officefit/v1/awards': AWARDS,
    'GET officefit/v1/points': [],
  });
  renderRoute(<ScorePage />, { path: '/score', url: '/score' });
  expect(await screen.findByRole('link', { name: 'Ranking freischalten' })).toHaveAttribute(
    'href',
    '/ranking',
  );
});
