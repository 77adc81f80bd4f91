import { callsTo, stubFetch, wpError, type SeenCall } from '@officefit/testing';
import { configure, renderFirstScreen } from '../render';

// The backend answers through a stubbed fetch: what matters is which user's data is read with which token, and
// what is rendered from it.
const TODAY = '2026-11-28';

function me(overrides: Record<string, unknown> = {}) {
  return {
    id: 2,
    switched_user: false,
    orig_user: null,
    first_name: 'Dana',
    last_name: 'Demo',
    nickname: null,
    avatar: null,
    roles: ['subscriber'],
    email: 'demo@example.com',
    admin: false,
    lang: 'de-DE',
    meta: { fitness_points: 2350, has_anamnesis: true, email_verified: true, time_zone: 'Europe/Berlin' },
    weekdays: [1, 2, 3, 4, 5],
    absence_from: null,
    absence_until: null,
    absence_reason: null,
    sub: { kind: 'company', status: 'active', state: 'active', ends_at: null, active: true },
    company: { id: 1, name: 'Demo GmbH', enable_subranking: false },
    ...overrides,
  };
}

const NO_TRAINING_TODAY = {
  units: [],
  day: 3,
  date: '2026-11-30',
  maxDay: 20,
  done: 0,
  total: 4,
  today: TODAY,
};

let seen: SeenCall[] = [];
let tokens: (string | null)[] = [];

function stub(routes: Parameters<typeof stubFetch>[0]) {
  seen = stubFetch(routes);
  const answer = globalThis.fetch;
  tokens = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    tokens.push(input instanceof Request ? input.headers.get('authorization') : null);
    return answer(input, init);
  }) as typeof fetch;
}

const HOME = { id: 'home', path: '/home', guard: 'aboorguest', layout: 'default' as const };
const STREAM = {
  id: 'stream',
  path: '/stream',
  guard: 'abo',
  layout: 'default' as const,
  menus: [{ menu: 'app', key: 'stream', order: 65, label: { de: 'Stream', en: 'Stream' } }],
};
const request = (path = '/home', language: 'de-DE' | 'en-US' = 'de-DE') => ({
  url: `https://officefit.test${path}`,
  language,
  routes: [HOME],
  token: 'the.users.token',
});

beforeAll(() => {
  configure({ apiRoot: 'http://backend.test/wp-json/' });
});

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('renders the dashboard’s first screen of the token’s user in the signed-in frame', async () => {
  stub({ 'GET officefit/v1/me': me(), 'GET officefit/v1/current_units': NO_TRAINING_TODAY });
  const out = await renderFirstScreen(request());
  expect(out).not.toBeNull();
  expect(out!.html).toContain('Hallo Dana!');
  expect(out!.html).toContain('2.350');
  expect(out!.html).toContain('Mein Trainingsplan für heute');
  // the signed-in header as the live page has it: the menu, the bell and the user menu (loaded for the server render)
  expect(out!.html).toContain('aria-label="Hauptnavigation"');
  expect(out!.html).toContain('data-testid="notifications-badge"');
  expect(out!.html).toContain('Konto:');
  // no new live stream: no flag
  expect(out!.html).not.toContain('data-testid="new-stream-flag"');
  expect(out!.html).not.toContain('Switched to client rendering');
  expect(out!.title).toBe('Übersicht – officefit');
  expect(out!.styles).toContain('<style');
  // every read carried the session's token; the plan in the interface language, as the browser asks for it
  expect(tokens.length).toBeGreaterThanOrEqual(2);
  expect(new Set(tokens)).toEqual(new Set(['Bearer the.users.token']));
  expect(callsTo(seen, 'GET', 'officefit/v1/current_units')[0]?.query).toEqual({ lang: 'de' });
  // the api cache goes to the browser; the token does not
  const state = JSON.parse(out!.state) as { api: { queries: Record<string, unknown> } };
  expect(Object.keys(state.api.queries)).toEqual(
    expect.arrayContaining(['getMe(undefined)', 'getCurrentUnits({"lang":"de"})']),
  );
  expect(out!.state).not.toContain('the.users.token');
});

test('the cards’ data goes along in the cache, asked for as the cards ask (the calendar: the user’s month)', async () => {
  stub({
    'GET officefit/v1/me': me({ meta: { ...me().meta, time_zone: 'Pacific/Kiritimati' } }),
    'GET officefit/v1/current_units': NO_TRAINING_TODAY,
    'GET officefit/v1/weekly_goal': {
      weekdays: [1, 3, 5],
      target: 3,
      done: 1,
      reached: false,
      days: [],
      today: TODAY,
    },
    'GET officefit/v1/steps': { goal: 8000, today: 1200, days: [], window: 3, activated: true },
    'GET officefit/v1/strikes': { flames: 2, since: '2026-11-26', lastDay: '2026-11-27' },
    'GET officefit/v1/trained_days': { days: [] },
    'GET wp/v2/posts': [],
  });
  const out = await renderFirstScreen(request());
  const queries = Object.keys((JSON.parse(out!.state) as { api: { queries: object } }).api.queries);
  expect(queries).toEqual(
    expect.arrayContaining([
      'getWeeklyGoal(undefined)',
      'getSteps(undefined)',
      'getStrikes(undefined)',
      'getTrainingNews({"lang":"de","per_page":3})',
    ]),
  );
  // the month of the user's today in the profile's zone, whatever the server's clock says
  const month = callsTo(seen, 'GET', 'officefit/v1/trained_days')[0]?.query;
  const userToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
  expect(month?.from).toBe(`${userToday.slice(0, 7)}-01`);
});

test('the header’s unread count and “new stream” flag are in the HTML, read with the user’s token', async () => {
  stub({
    'GET officefit/v1/me': me({
      meta: {
        ...me().meta,
        notifications: [
          {
            id: 1,
            title: 'Zeit für Ihre Übungen',
            body: '',
            url: '/home',
            read: false,
            created_at: `${TODAY}T08:00:00Z`,
          },
        ],
      },
    }),
    'GET officefit/v1/current_units': NO_TRAINING_TODAY,
    'GET officefit/v1/stream/new': { new_sessions: 2 },
  });
  const out = await renderFirstScreen({ ...request(), routes: [HOME, STREAM] });
  expect(out!.html).toContain('data-testid="new-stream-flag"');
  expect(out!.html).toContain('2 neue Livestreams');
  expect(out!.html).toContain('1 ungelesene Mitteilung');
  expect(callsTo(seen, 'GET', 'officefit/v1/stream/new')).toHaveLength(1);
  expect(Object.keys((JSON.parse(out!.state) as { api: { queries: object } }).api.queries)).toContain(
    'getStreamNews(undefined)',
  );
});

test('a card whose data cannot be read does not stop the page (only the plan does)', async () => {
  stub({ 'GET officefit/v1/me': me(), 'GET officefit/v1/current_units': NO_TRAINING_TODAY });
  expect(await renderFirstScreen(request())).not.toBeNull();
});

test('in English when the language cookie says so', async () => {
  stub({ 'GET officefit/v1/me': me(), 'GET officefit/v1/current_units': NO_TRAINING_TODAY });
  const out = await renderFirstScreen(request('/home', 'en-US'));
  expect(out!.html).toContain('Hello Dana!');
  expect(callsTo(seen, 'GET', 'officefit/v1/current_units')[0]?.query).toEqual({ lang: 'en' });
});

test('nothing for a refused token, a failing read, another path or a user the dashboard’s guard sends elsewhere', async () => {
  stub({
    'GET officefit/v1/me': wpError(401, 'jwt_auth_invalid_token', 'Expired token'),
    'GET officefit/v1/current_units': NO_TRAINING_TODAY,
  });
  expect(await renderFirstScreen(request())).toBeNull();
  stub({
    'GET officefit/v1/me': me(),
    'GET officefit/v1/current_units': wpError(500, 'internal', 'Internal error'),
  });
  expect(await renderFirstScreen(request())).toBeNull();
  stub({ 'GET officefit/v1/me': me(), 'GET officefit/v1/current_units': NO_TRAINING_TODAY });
  expect(await renderFirstScreen(request('/score'))).toBeNull();
  expect(seen).toHaveLength(0);
  stub({ 'GET officefit/v1/me': me({ sub: null }), 'GET officefit/v1/current_units': NO_TRAINING_TODAY });
  expect(await renderFirstScreen(request())).toBeNull();
  stub({
    'GET officefit/v1/me': me({ meta: { ...me().meta, has_anamnesis: false } }),
    'GET officefit/v1/current_units': NO_TRAINING_TODAY,
  });
  expect(await renderFirstScreen(request())).toBeNull();
});
