import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@officefit/i18n';
import { formatSlips, pageTexts, pinDate } from '@officefit/testing';
import {
  duel,
  feedPage,
  feedPost,
  finishedHabit,
  habit,
  me,
  ranking,
  renderRoute,
  stubFetch,
  teamChallenge,
} from '../../testing/support';
import ChallengesPage from '../challenges-page';
import HabitsPage from '../habits-page';
import RankingPage from '../ranking-page';
import ScorePage from '../score-page';
import TeamPage from '../team-page';

// Issue 39 point 4 in the community screens: challenges, habits, the team feed, the ranking and the points history
// render their fixtures (wire dates, timestamps, large and fractional numbers) in German and English; the page text
// holds no ISO date and no number with the other language's decimal mark, and a fixture's date or number is shown
// as the language writes it.

const NOW = '2026-03-05T10:00:00Z';

const ROUTES = {
  'GET officefit/v1/me': me(),
  'GET officefit/v1/challenge': {
    res: true,
    data: [duel({ id: 3 }, [42.5, 40]), teamChallenge({ id: 2 })],
    meta: { participating: 1, active: 2, limit: 3, points: 3500, available_points: 3000 },
  },
  'GET officefit/v1/habits': {
    habits: [habit()],
    finished: [finishedHabit()],
  },
  'GET officefit/v1/habit_suggestions': [],
  'GET officefit/v1/action_habit': [],
  'GET officefit/v1/feed': feedPage([
    feedPost({ id: 1, cheers: 1500 }),
    feedPost({
      id: 2,
      kind: 'reward_redeemed',
      detail: 'Yogamatte',
      value: null,
      created_at: '2026-01-04T09:00:00Z',
      cheers: 1500,
    }),
  ]),
  'GET officefit/v1/ranking_full': ranking({ goal_percent: 12.5, goal_points: 1250, company_goal: 10000 }),
  'GET officefit/v1/ranking_short': ranking(),
  'GET officefit/v1/awards': {
    strike: 6,
    duel_wins: 1,
    team_wins: 0,
    weekly_goals: 3,
    steps_goals: 5,
    ranking_places: { first: 1, second: 0, third: 2 },
    completed_habits: 2,
    awards: [{ key: 'strike', count: 6, level: 1, next: 10 }],
  },
  'GET officefit/v1/points': [
    {
      id: 1,
      points: 1500,
      reason: 'challenge_wager_won',
      detail: null,
      created_at: '2026-01-04T10:00:00.000Z',
    },
    {
      id: 2,
      points: -2000,
      reason: 'shop_order',
      detail: 'Yogamatte',
      created_at: '2026-01-03T10:00:00.000Z',
    },
  ],
};

// screen, page, url, a text shown once loaded, what must be shown in German and English
type Screen = [string, ReactElement, string, RegExp, { de: RegExp; en: RegExp }];
const SCREENS: Screen[] = [
  ['challenges', <ChallengesPage key="c" />, '/challenges', /Colin/, { de: /42,5 %/, en: /42\.5 %/ }],
  [
    'habits',
    <HabitsPage key="h" />,
    '/habits',
    /Abends lesen/,
    { de: /28\. Januar 2026/, en: /January 28, 2026/ },
  ],
  [
    'team feed',
    <TeamPage key="t" />,
    '/team-feed',
    /Yogamatte/,
    { de: /1\.500 Anfeuerungen/, en: /1,500 cheers/ },
  ],
  ['ranking', <RankingPage key="r" />, '/ranking', /Colin/, { de: /12,5 %/, en: /12\.5 %/ }],
  ['points history', <ScorePage key="s" />, '/score', /Yogamatte/, { de: /2\.000/, en: /2,000/ }],
];

beforeEach(() => {
  pinDate(NOW);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await act(() => setLanguage('de-DE'));
});

describe.each(['de', 'en'] as const)('in %s', (lang) => {
  test.each(SCREENS)(
    '%s shows no ISO date and no wrong decimal mark',
    async (_name, element, url, loaded, shown) => {
      await act(() => setLanguage(lang === 'de' ? 'de-DE' : 'en-US'));
      stubFetch(ROUTES);
      renderRoute(element, { path: url, url });
      expect((await screen.findAllByText(loaded)).length).toBeGreaterThan(0);
      expect(formatSlips(lang)).toEqual([]);
      expect(pageTexts().join(' ')).toMatch(shown[lang]);
    },
  );
});
