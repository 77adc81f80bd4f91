// Test helpers for the community screens (jest only): the shared ones of @officefit/testing (real store and router,
// theme and i18n, a fetch stub that records every call and can hold answers back with `gate`; logged in), the
// community texts and the community test data.
import type { Me } from '@officefit/api';
import { addDays, todayIn, type FeedPost } from '@officefit/domain';
import { registerNamespace } from '@officefit/i18n';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import type { Habit } from '../features/habits/model/types';
import type { Challenge, Coworker, Participant } from '../features/challenges/model/types';
import type { Ranking } from '../features/ranking/api/get-ranking';

export { callsTo, gate, renderRoute, Reply, stubFetch, wpError, type SeenCall } from '@officefit/testing';

registerNamespace('community', { de, en });

/** Test data: the current user (Dana, id 7, opted in unless told otherwise). */
export function me(overrides: { participating?: number; time_zone?: string } = {}): Me {
  return {
    id: 7,
    switched_user: false,
    orig_user: null,
    first_name: 'Dana',
    last_name: 'Demo',
    nickname: 'Dana',
    avatar: null,
    roles: ['subscriber'],
    email: 'dana@example.com',
    admin: false,
    lang: 'de-DE',
    meta: {
      strike: 2,
      fitness_points: 350,
      birthdate: null,
      stream_reminder: 0,
      phone_number: null,
      newsletter: 0,
      participating: overrides.participating ?? 1,
      per_push: 1,
      per_mail: 1,
      sms: 0,
      subcategory: 1,
      has_anamnesis: true,
      weekly_goal: 3,
      notifications: [],
      steps: 0,
      stepcount: 0,
      email_verified: true,
      time_zone: overrides.time_zone ?? 'Europe/Berlin',
    },
    time: null,
    time2: null,
    time3: null,
    time4: null,
    termination: null,
    weekdays: [1, 2, 3, 4, 5],
    absence_from: null,
    absence_until: null,
    absence_reason: null,
    sub: { kind: 'company', status: 'active', state: 'active', ends_at: null, active: true },
    birthdate: null,
    company: { id: 1, name: 'Demo GmbH', enable_subranking: true },
    stats: {
      activeHabits: 1,
      exercises: 0,
      exercisesFull: 0,
      articles: 0,
      articlesFull: 0,
      minutes: 0,
      steps: 0,
    },
  };
}

/** Test data: a habit running from today for four weeks. */
export function habit(overrides: Partial<Habit> = {}): Habit {
  const today = todayIn();
  return {
    id: 3,
    name: 'Glas Wasser vor dem Mittagessen',
    typ: 'nutrition',
    own: false,
    suggestion: 'water-before-lunch',
    from: today,
    to: addDays(todayIn(), 27),
    status: 'active',
    days: [],
    completed_days: 0,
    total_days: 28,
    done_today: false,
    closed_on: null,
    completed: false,
    ...overrides,
  };
}

/** Test data: a finished habit, read every evening for its 28 days in January 2026. */
export function finishedHabit(): Habit {
  return habit({
    id: 2,
    name: 'Abends lesen',
    typ: 'mental',
    status: 'finished',
    from: '2026-01-01',
    to: '2026-01-28',
    completed: true,
    completed_days: 28,
  });
}

/** Test data: a team-feed post (Paul's strike milestone on 5 March 2026). */
export function feedPost(overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    id: 1,
    kind: 'strike_milestone',
    author: { id: 8, name: 'Paul', last_name: 'P', avatar: null, subcat: null },
    value: 10,
    detail: null,
    created_at: '2026-03-05T07:00:00Z',
    cheers: 2,
    cheered: false,
    own: false,
    ...overrides,
  };
}

/** Test data: the feed's one page of `posts`. */
export const feedPage = (posts: FeedPost[]) => ({ posts, page: 1, total: posts.length, total_pages: 1 });

/** Test data: a colleague. */
export function coworker(id: number, name: string, overrides: Partial<Coworker> = {}): Coworker {
  return {
    id,
    name,
    last_name: '',
    avatar: null,
    subcat: null,
    active_challenges: 0,
    available: true,
    ...overrides,
  };
}

function participant(id: number, name: string, overrides: Partial<Participant> = {}): Participant {
  return {
    id,
    name,
    last_name: '',
    avatar: null,
    team: 1,
    status: 'accepted',
    owner: false,
    done: 0,
    percent: 0,
    ...overrides,
  };
}

/** Test data: a duel of Dana (7, owner) against Colin (9). */
export function duel(overrides: Partial<Challenge> = {}, percents: [number, number] = [40, 40]): Challenge {
  const [ownerPercent, opponentPercent] = percents;
  const opponentFirst = opponentPercent >= ownerPercent;
  return {
    id: 12,
    type: 0,
    kind: 'duel',
    state: 'running',
    goal: 10,
    wager: 50,
    duration: 7,
    start: todayIn(),
    running_since: todayIn(),
    ends_on: addDays(todayIn(), 6),
    team_name: null,
    opponent_team_name: null,
    team_photo: null,
    opponent_team_photo: null,
    exercise: null,
    owner: {
      id: 7,
      name: 'Dana',
      last_name: '',
      avatar: null,
      percent: ownerPercent,
      pos: opponentFirst ? 2 : 1,
      done: 4,
    },
    opponent: {
      id: 9,
      name: 'Colin',
      last_name: 'Kollege',
      avatar: null,
      percent: opponentPercent,
      pos: opponentFirst ? 1 : 2,
      done: 4,
    },
    teams: [],
    participants: [
      participant(7, 'Dana', { owner: true, team: 1, percent: ownerPercent }),
      participant(9, 'Colin', { last_name: 'Kollege', team: 2, percent: opponentPercent }),
    ],
    my_status: 'owner',
    winner_team: null,
    result: null,
    can_edit: false,
    can_delete: false,
    can_accept: false,
    can_decline: false,
    can_cheer: false,
    completed_at: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

/** Test data: a 2:2 team challenge owned by Dana (7) with Paul (8) against Colin (9) and Rita (10). */
export function teamChallenge(overrides: Partial<Challenge> = {}): Challenge {
  const members1 = [
    participant(7, 'Dana', { owner: true, team: 1, percent: 30 }),
    participant(8, 'Paul', { team: 1, status: 'invited', percent: 0 }),
  ];
  const members2 = [
    participant(9, 'Colin', { team: 2, status: 'invited' }),
    participant(10, 'Rita', { team: 2, status: 'invited' }),
  ];
  return {
    ...duel(),
    id: 20,
    type: 1,
    kind: 'couple',
    state: 'waiting',
    wager: 0,
    running_since: null,
    ends_on: null,
    team_name: 'Die Flinken',
    opponent_team_name: 'Die Starken',
    owner: null,
    opponent: null,
    teams: [
      { team: 1, name: 'Die Flinken', photo: null, percent: 0, pos: 2, members: members1 },
      { team: 2, name: 'Die Starken', photo: null, percent: 0, pos: 1, members: members2 },
    ],
    participants: [...members1, ...members2],
    can_edit: true,
    can_delete: true,
    ...overrides,
  };
}

/** Test data: a ranking answer. */
export function ranking(overrides: Partial<Ranking> = {}): Ranking {
  return {
    res: true,
    data: [
      {
        pos: 1,
        id: 9,
        name: 'Colin',
        last_name: 'Kollege',
        avatar: null,
        points: 400,
        me: false,
        subcat: null,
      },
      { pos: 2, id: 7, name: 'Dana', last_name: '', avatar: null, points: 350, me: true, subcat: null },
      { pos: 3, id: 8, name: 'Paul', last_name: '', avatar: null, points: 120, me: false, subcat: null },
    ],
    me: { pos: 2, id: 7, name: 'Dana', last_name: '', avatar: null, points: 350, me: true, subcat: null },
    participants: 3,
    participating: 1,
    goal_percent: 29,
    company_goal: 3000,
    goal_points: 870,
    company: { id: 1, name: 'Demo GmbH' },
    enable_subranking: false,
    subcats: [],
    pastmonths: 0,
    month: '2026-05',
    ...overrides,
  };
}
