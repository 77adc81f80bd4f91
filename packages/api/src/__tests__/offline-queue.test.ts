// The offline queue (issue 15) on fake-indexeddb: writes without network are kept with their Idempotency-Key,
// replayed in order for their own user, kept on "still offline", dropped when refused for good.
import 'fake-indexeddb/auto';
import { api } from '../api';
import { call } from '../base-query';
import {
  indexedDbQueueStore,
  isQueued,
  pointsOf,
  queuedWrites,
  queueableWrite,
  replayOfflineQueue,
  setQueueStore,
  subscribeOfflineQueue,
  type QueueEvent,
} from '../offline';
import { setupListeners } from '@reduxjs/toolkit/query';
import { sessionApi } from '../session-endpoints';
import { hydratePrerendered } from '../ssr/prerendered';
import { initialAuthState, loggedIn, loggedOut } from '../state/auth-slice';
import { createAppStore } from '../state/store';

const writes = api.injectEndpoints({
  endpoints: (build) => ({
    pointsProbe: build.query<{ points: number }, void>({
      query: () => call('GET', 'officefit/v1/points_probe'),
      providesTags: ['Points'],
    }),
    rankingProbe: build.query<unknown, void>({
      query: () => call('GET', 'officefit/v1/ranking_probe'),
      providesTags: ['Ranking'],
    }),
    offlineProbe: build.mutation<{ points: number }, { id: number }>({
      queryFn: queueableWrite('exercise_finish', (body: { id: number }) =>
        call('PUT', 'officefit/v1/action_exercise', body),
      ),
    }),
  }),
});

type Seen = { url: string; key: string | null; age: string | null; body: string };
let seen: Seen[];
let respond: (req: Seen) => Response;
let events: QueueEvent[];
let online = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const queueStore = indexedDbQueueStore();

beforeAll(() => {
  setQueueStore(queueStore);
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  subscribeOfflineQueue((event) => events.push(event));
});

beforeEach(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // an empty queue per test (deleting the database would wait for idb-keyval's open connection)
  for (const write of await queuedWrites()) await queueStore.remove(write.key);
  seen = [];
  events = [];
  online = true;
  respond = () => json(200, { points: 20 });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    const entry = {
      url: req.url,
      key: req.headers.get('idempotency-key'),
      age: req.headers.get('offline-age-ms'),
      body: await req.text(),
    };
    seen.push(entry);
    if (!online) throw new TypeError('Failed to fetch');
    return respond(entry);
  }) as typeof fetch;
});

function signedIn(email = 'demo@example.com') {
  const store = createAppStore();
  store.dispatch(loggedIn({ token: 'tok', email, at: '2026-11-18' }));
  return store;
}

test('online: the write goes out at once with an Idempotency-Key and nothing is queued', async () => {
  const store = signedIn();
  const result = await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 7 }));
  expect(result.data).toEqual({ points: 20 });
  expect(seen).toHaveLength(1);
  expect(seen[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(await queuedWrites()).toEqual([]);
});

test('offline: the write is kept in IndexedDB and answers "queued"', async () => {
  const store = signedIn();
  online = false;
  const result = await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 7 }));
  expect(isQueued(result.data)).toBe(true);
  expect(seen).toHaveLength(0);
  const queued = await queuedWrites();
  expect(queued).toMatchObject([
    {
      kind: 'exercise_finish',
      method: 'PUT',
      url: 'officefit/v1/action_exercise',
      data: { id: 7 },
      owner: 'demo@example.com',
    },
  ]);
  expect(events).toEqual([{ type: 'queued', write: queued[0] }]);
});

test('a call that gets no answer is queued with the key it was sent with', async () => {
  const store = signedIn();
  respond = () => {
    throw new TypeError('Failed to fetch');
  };
  const result = await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 8 }));
  expect(isQueued(result.data)).toBe(true);
  const [queued] = await queuedWrites();
  // the server may have got it: the replay must use the same key
  expect(queued!.key).toBe(seen[0]!.key);
});

test('the replay sends the writes in order with their keys, reports the points and empties the queue', async () => {
  const store = signedIn();
  online = false;
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 1 }));
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 2 }));
  const keys = (await queuedWrites()).map((w) => w.key);
  online = true;
  seen = [];
  await replayOfflineQueue(store.dispatch, store.getState);
  expect(seen.map((s) => JSON.parse(s.body).id)).toEqual([1, 2]);
  expect(seen.map((s) => s.key)).toEqual(keys);
  expect(await queuedWrites()).toEqual([]);
  const synced = events.find((e) => e.type === 'synced');
  expect(synced?.type === 'synced' && pointsOf(synced.sent)).toBe(40);
});

test('the replay says how long ago each write was made (Offline-Age-Ms); a write sent at once says nothing', async () => {
  const store = signedIn();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 1 }));
  expect(seen[0]!.age).toBeNull();
  online = false;
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 2 }));
  clock.mockReturnValue(1_090_000);
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 3 }));
  clock.mockReturnValue(1_100_000);
  online = true;
  seen = [];
  await replayOfflineQueue(store.dispatch, store.getState);
  clock.mockRestore();
  expect(seen.map((s) => [JSON.parse(s.body).id, s.age])).toEqual([
    [2, '100000'],
    [3, '10000'],
  ]);
});

test('two replays at once send each write once', async () => {
  const store = signedIn();
  online = false;
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 1 }));
  online = true;
  seen = [];
  await Promise.all([
    replayOfflineQueue(store.dispatch, store.getState),
    replayOfflineQueue(store.dispatch, store.getState),
  ]);
  expect(seen).toHaveLength(1);
});

test('still offline: the replay stops and keeps the writes; a refused write is dropped and reported', async () => {
  const store = signedIn();
  online = false;
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 1 }));
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 2 }));
  online = true;
  respond = () => {
    throw new TypeError('Failed to fetch');
  };
  await replayOfflineQueue(store.dispatch, store.getState);
  expect(await queuedWrites()).toHaveLength(2);

  respond = (req) =>
    JSON.parse(req.body).id === 1
      ? json(400, { code: 'steps_date_invalid', message: 'too old', data: { status: 400 } })
      : json(200, { points: 20 });
  await replayOfflineQueue(store.dispatch, store.getState);
  expect(await queuedWrites()).toEqual([]);
  const synced = events.filter((e) => e.type === 'synced');
  expect(synced).toHaveLength(1);
  expect(synced[0]).toMatchObject({
    failed: [{ failure: { code: 'steps_date_invalid' } }],
    sent: [{ answer: { points: 20 } }],
  });
});

test('a write waits for its own user: another user signed in replays nothing of it', async () => {
  const store = signedIn('demo@example.com');
  online = false;
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 1 }));
  store.dispatch(loggedOut());
  store.dispatch(loggedIn({ token: 'other', email: 'colleague@example.com', at: '2026-11-18' }));
  online = true;
  await replayOfflineQueue(store.dispatch, store.getState);
  expect(seen).toHaveLength(0);
  expect(await queuedWrites()).toHaveLength(1);
});

test('without IndexedDB the write fails as it would without the queue', async () => {
  const store = signedIn();
  setQueueStore({
    all: async () => [],
    put: () => Promise.reject(new Error('IndexedDB is disabled')),
    remove: async () => undefined,
  });
  try {
    online = false;
    const result = await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 9 }));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(events).toEqual([]);
  } finally {
    setQueueStore(queueStore);
  }
});

/** A session restored from the access cookie alone: a token, but no saved session (no e-mail) in this browser. */
function restoredFromCookie() {
  return createAppStore({ preloadedState: { auth: { ...initialAuthState, token: 'tok', loggedIn: true } } });
}

const ME = { id: 1, email: 'demo@example.com', first_name: 'Demo' };

test('a session restored from the cookie takes its e-mail from me and queues offline writes like a login', async () => {
  const store = restoredFromCookie();
  respond = () => json(200, ME);
  await store.dispatch(sessionApi.endpoints.getMe.initiate());
  expect(store.getState().auth.email).toBe('demo@example.com');
  online = false;
  const result = await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 4 }));
  expect(isQueued(result.data)).toBe(true);
  expect(await queuedWrites()).toMatchObject([{ owner: 'demo@example.com', data: { id: 4 } }]);
  expect(events.map((e) => e.type)).toEqual(['queued']);
});

test('a cookie session on a server-rendered first screen takes its e-mail from the handed-over me', async () => {
  // the server render's api cache, as the gateway hands it over
  const server = signedIn('server@example.com');
  respond = () => json(200, ME);
  await server.dispatch(sessionApi.endpoints.getMe.initiate());
  const handedOver = { api: server.getState().api };
  const store = restoredFromCookie();
  store.dispatch(hydratePrerendered(handedOver));
  expect(sessionApi.endpoints.getMe.select()(store.getState()).data).toEqual(ME);
  expect(store.getState().auth.email).toBe('demo@example.com');
  // a login's e-mail is never replaced
  const login = signedIn('login@example.com');
  login.dispatch(hydratePrerendered(handedOver));
  expect(login.getState().auth.email).toBe('login@example.com');
});

test('after the replay the points, weekly goal and ranking on screen load again', async () => {
  const store = signedIn();
  let points = 100;
  respond = (req) =>
    req.url.includes('points_probe') ? json(200, { points }) : json(200, { points: 20, ranking: [] });
  const onScreen = store.dispatch(writes.endpoints.pointsProbe.initiate());
  const ranking = store.dispatch(writes.endpoints.rankingProbe.initiate());
  await onScreen;
  await ranking;
  online = false;
  await store.dispatch(writes.endpoints.offlineProbe.initiate({ id: 1 }));
  online = true;
  points = 120;
  seen = [];
  await replayOfflineQueue(store.dispatch, store.getState);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(seen.map((s) => new URL(s.url).pathname).sort()).toEqual([
    '/wp-json/officefit/v1/action_exercise',
    '/wp-json/officefit/v1/points_probe',
    '/wp-json/officefit/v1/ranking_probe',
  ]);
  expect(writes.endpoints.pointsProbe.select()(store.getState()).data).toEqual({ points: 120 });
  onScreen.unsubscribe();
  ranking.unsubscribe();
});

test('back online, a query that failed offline loads again by itself (refetchOnReconnect)', async () => {
  const store = signedIn();
  const stop = setupListeners(store.dispatch);
  try {
    online = false;
    const onScreen = store.dispatch(writes.endpoints.pointsProbe.initiate());
    await onScreen;
    expect(writes.endpoints.pointsProbe.select()(store.getState()).isError).toBe(true);
    online = true;
    respond = () => json(200, { points: 7 });
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes.endpoints.pointsProbe.select()(store.getState()).data).toEqual({ points: 7 });
    onScreen.unsubscribe();
  } finally {
    stop();
  }
});
