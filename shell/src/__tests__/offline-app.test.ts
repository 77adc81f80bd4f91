// Issue 15 on the page side: the service worker states and update flow, the route-change update rule, the
// worker's URL rules and push payloads, the offline snackbars and the logout's cache clearing.
import { applyPendingUpdate, LOADS_QUIET_MS, whenLoadsSettle } from '../session/app-update';
import { missingOfflineCopies, offlineNotices, snackbarsFor } from '../session/offline-sync';
import { createServiceWorker, type WorkerContainer } from '../session/service-worker';
import { clearUserCaches } from '../session/user-caches';
import { API_CACHE } from '../sw/cache-names';
import { notificationOf, targetUrl } from '../sw/push';
import {
  isEntryFile,
  isHashedRemoteFile,
  isIllustration,
  isOfflineApiRead,
  planFollowUps,
} from '../sw/routes';

/** A worker of the fake container: its state changes fire `statechange` as the browser's do. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage = jest.fn();
  to(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker and its registration, with the slots (installing, waiting, active) a test moves. */
function fakeContainer(slots: { installing?: FakeWorker; waiting?: FakeWorker; active?: FakeWorker } = {}) {
  const registration = Object.assign(new EventTarget(), {
    installing: slots.installing ?? null,
    waiting: slots.waiting ?? null,
    active: slots.active ?? null,
    update: jest.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: (slots.active ?? null) as ServiceWorker | null,
    register: jest.fn(async () => registration as unknown as ServiceWorkerRegistration),
  });
  return {
    container: container as unknown as WorkerContainer,
    registration,
    /** A new build's worker is found and installs beside the active one (it then waits). */
    newBuild() {
      const worker = new FakeWorker('installing');
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      registration.installing = null;
      registration.waiting = worker;
      worker.to('installed');
      return worker;
    },
    /** `worker` activates and claims the page. */
    takeOver(worker: FakeWorker) {
      registration.waiting = null;
      registration.installing = null;
      registration.active = worker;
      worker.to('activated');
      container.controller = worker as unknown as ServiceWorker;
      container.dispatchEvent(new Event('controllerchange'));
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('service worker states (spec §4)', () => {
  test('a first install goes installing → offline-ready, and its claim does not reload', async () => {
    const first = new FakeWorker('installing');
    const sw = fakeContainer({ installing: first });
    const reload = jest.fn();
    const worker = createServiceWorker({ container: sw.container, reload, checkMs: 1e9 });
    expect(worker.state().status).toBe('unsupported');
    worker.start();
    await flush();
    expect(sw.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(worker.state().status).toBe('installing');
    first.to('installed');
    expect(worker.state().status).toBe('installing');
    sw.takeOver(first);
    expect(worker.state()).toEqual({ status: 'offline-ready', registrationError: false });
    expect(reload).not.toHaveBeenCalled();
  });

  test('a new worker waits (update-needed); accepting posts SKIP_WAITING; its taking over reloads', async () => {
    const sw = fakeContainer({ active: new FakeWorker('activated') });
    const reload = jest.fn();
    const worker = createServiceWorker({ container: sw.container, reload, checkMs: 1e9 });
    const seen: string[] = [];
    worker.subscribe(() => seen.push(worker.state().status));
    worker.start();
    await flush();
    expect(worker.state().status).toBe('activated');
    worker.acceptUpdate();
    const next = sw.newBuild();
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(worker.state().status).toBe('update-needed');
    worker.acceptUpdate();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    sw.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['activated', 'update-needed']);
  });

  test('a worker already waiting when the page opens is an update to accept', async () => {
    const waiting = new FakeWorker('installed');
    const sw = fakeContainer({ active: new FakeWorker('activated'), waiting });
    const worker = createServiceWorker({ container: sw.container, checkMs: 1e9 });
    worker.start();
    await flush();
    expect(worker.state().status).toBe('update-needed');
    worker.acceptUpdate();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  test('after a first install (the worker claimed the page), an accepted new build reloads too', async () => {
    const first = new FakeWorker('installing');
    const sw = fakeContainer({ installing: first });
    const reload = jest.fn();
    const worker = createServiceWorker({ container: sw.container, reload, checkMs: 1e9 });
    worker.start();
    await flush();
    sw.takeOver(first);
    expect(reload).not.toHaveBeenCalled();
    expect(worker.state().status).toBe('offline-ready');
    const next = sw.newBuild();
    expect(worker.state().status).toBe('update-needed');
    worker.acceptUpdate();
    expect(next.postMessage).toHaveBeenCalledTimes(1);
    sw.takeOver(next);
    expect(worker.state().status).toBe('update-needed');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a failed registration sets the registration-error flag', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sw = fakeContainer();
    (sw.container.register as jest.Mock).mockRejectedValue(new Error('blocked'));
    const worker = createServiceWorker({ container: sw.container });
    worker.start();
    await flush();
    expect(worker.state().registrationError).toBe(true);
  });

  test('a browser that blocks workers resolves without a registration: registered, nothing to track', async () => {
    const sw = fakeContainer();
    (sw.container.register as jest.Mock).mockResolvedValue(undefined);
    const worker = createServiceWorker({ container: sw.container, checkMs: 1e9 });
    worker.start();
    await flush();
    expect(worker.state()).toEqual({ status: 'registered', registrationError: false });
    worker.acceptUpdate();
  });

  test('without service workers (jsdom) nothing is registered', () => {
    const worker = createServiceWorker();
    worker.start();
    expect(worker.state().status).toBe('unsupported');
  });

  test('once per hour: fetched without cache, updated only on 200, online and no install running', async () => {
    jest.useFakeTimers();
    const sw = fakeContainer({ active: new FakeWorker('activated') });
    let online = true;
    const fetchMock = jest.fn(async () => new Response('', { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    createServiceWorker({ container: sw.container, isOnline: () => online }).start();
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(fetchMock).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ cache: 'no-store' }));
    expect(sw.registration.update).toHaveBeenCalledTimes(1);
    online = false;
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});

describe('the update at the next route change (spec §4)', () => {
  const worker = (status: string) => ({ state: () => ({ status }), acceptUpdate: jest.fn() });

  afterEach(() => jest.useRealTimers());

  test('a waiting worker is told to take over (its takeover reloads)', () => {
    const pending = { worker: worker('update-needed'), updates: { updateAvailable: () => true } };
    const reload = jest.fn();
    applyPendingUpdate('/score', pending, reload, (run) => run());
    expect(pending.worker.acceptUpdate).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  // Posted while the route's remote and data still load through the old worker, Chromium stops that worker, the
  // next load starts it again and the new worker stays 'installed' until the old one idles (minutes in e2e).
  test("the takeover is posted only after the route change's loads are done", () => {
    jest.useFakeTimers();
    const pending = { worker: worker('update-needed'), updates: { updateAvailable: () => false } };
    let loaded = () => undefined as void;
    const unsubscribe = jest.fn();
    applyPendingUpdate('/score', pending, jest.fn(), (run) =>
      whenLoadsSettle(run, LOADS_QUIET_MS, 10_000, (onLoad) => {
        loaded = onLoad;
        return unsubscribe;
      }),
    );
    expect(pending.worker.acceptUpdate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(LOADS_QUIET_MS - 100);
    loaded(); // the route's chunk arrived: still loading
    jest.advanceTimersByTime(LOADS_QUIET_MS - 100);
    expect(pending.worker.acceptUpdate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(pending.worker.acceptUpdate).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalled();
    jest.advanceTimersByTime(20_000);
    expect(pending.worker.acceptUpdate).toHaveBeenCalledTimes(1);
  });

  test('a page that keeps loading still takes over after the longest wait; an update accepted meanwhile is not re-sent', () => {
    jest.useFakeTimers();
    const busy = (onLoad: () => void) => {
      const timer = setInterval(onLoad, 200);
      return () => clearInterval(timer);
    };
    const pending = { worker: worker('update-needed'), updates: { updateAvailable: () => false } };
    applyPendingUpdate('/score', pending, jest.fn(), (run) => whenLoadsSettle(run, 1_000, 10_000, busy));
    jest.advanceTimersByTime(9_999);
    expect(pending.worker.acceptUpdate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(pending.worker.acceptUpdate).toHaveBeenCalledTimes(1);

    let status = 'update-needed';
    const accepted = { state: () => ({ status }), acceptUpdate: jest.fn() };
    applyPendingUpdate('/home', { worker: accepted, updates: { updateAvailable: () => false } }, jest.fn());
    status = 'activated'; // the prompt's button was faster
    jest.advanceTimersByTime(10_000);
    expect(accepted.acceptUpdate).not.toHaveBeenCalled();
  });

  test('a new build without a waiting worker reloads the new path; nothing new, nothing happens', () => {
    const reload = jest.fn();
    applyPendingUpdate(
      '/score',
      { worker: worker('activated'), updates: { updateAvailable: () => true } },
      reload,
    );
    expect(reload).toHaveBeenCalledWith('/score');
    reload.mockClear();
    applyPendingUpdate(
      '/home',
      { worker: worker('activated'), updates: { updateAvailable: () => false } },
      reload,
    );
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('what the worker caches', () => {
  const u = (path: string) => new URL(path, 'https://app.example');

  test('entries NetworkFirst, hashed remote files CacheFirst', () => {
    expect(isEntryFile(u('/app-manifest.json'))).toBe(true);
    expect(isEntryFile(u('/remotes/training/mf-manifest.json'))).toBe(true);
    expect(isEntryFile(u('/remotes/training/remoteEntry.js'))).toBe(true);
    expect(isEntryFile(u('/remotes/training/src_a.3f9a1c2b.js'))).toBe(false);
    expect(isHashedRemoteFile(u('/remotes/training/src_a.3f9a1c2b.js'))).toBe(true);
    expect(isHashedRemoteFile(u('/remotes/training/assets/logo.1a2b3c4d.svg'))).toBe(true);
    expect(isHashedRemoteFile(u('/remotes/training/remoteEntry.js'))).toBe(false);
  });

  test('of the API only the plan, an exercise, me and the illustrations', () => {
    for (const path of ['current_units?lang=de', 'me', 'exercise/12?lang=de'])
      expect(isOfflineApiRead(u(`/wp-json/officefit/v1/${path}`))).toBe(true);
    for (const path of ['exercises', 'habits', 'ranking', 'steps', 'exercise/12/share'])
      expect(isOfflineApiRead(u(`/wp-json/officefit/v1/${path}`))).toBe(false);
    expect(isIllustration(u('/wp-json/officefit/v1/media/exercises/squat.svg'))).toBe(true);
  });

  test("the plan's exercises and illustrations are fetched ahead in the plan's language", () => {
    const answer = {
      units: [
        { exercise: { id: 3, illustration: '/wp-json/officefit/v1/media/exercises/a.svg' } },
        { exercise: { id: 4, illustration: null } },
      ],
    };
    expect(planFollowUps(answer, u('/wp-json/officefit/v1/current_units?lang=en'))).toEqual([
      '/wp-json/officefit/v1/exercise/3?lang=en',
      '/wp-json/officefit/v1/media/exercises/a.svg',
      '/wp-json/officefit/v1/exercise/4?lang=en',
    ]);
    expect(planFollowUps(null, u('/x'))).toEqual([]);
  });
});

test('push payloads {title, body, url} become notifications that open a site path or /home', () => {
  expect(
    notificationOf(JSON.stringify({ title: 'Zeit für Bewegung', body: 'Zwei Minuten', url: '/exercise/3' })),
  ).toEqual({
    title: 'Zeit für Bewegung',
    options: { body: 'Zwei Minuten', icon: '/favicon.svg', data: { url: '/exercise/3' } },
  });
  expect(notificationOf('plain text').options.body).toBe('plain text');
  expect(targetUrl({ url: 'https://evil.example/' })).toBe('/home');
  expect(targetUrl({ url: '//evil.example/' })).toBe('/home');
  expect(targetUrl(undefined)).toBe('/home');
});

/** A write as the offline queue keeps it (only the kind differs between the tests below). */
function queuedWrite<K extends string>(kind: K) {
  return { key: 'k', kind, method: 'PUT', url: 'x', data: {}, owner: 'a', queuedAt: 1, seq: 0 } as const;
}

test('offline snackbars: "saved, will sync", then the points of the sent writes', () => {
  const write = queuedWrite('exercise_finish');
  expect(snackbarsFor({ type: 'queued', write })).toEqual([
    { key: 'shell:offline.queued', severity: 'info' },
  ]);
  expect(
    snackbarsFor({
      type: 'synced',
      sent: [
        { write, answer: { points: 20 } },
        { write, answer: { points: 5 } },
      ],
      failed: [],
    }),
  ).toEqual([{ key: 'shell:offline.syncedPoints', values: { count: 25 }, severity: 'success' }]);
  expect(
    snackbarsFor({
      type: 'synced',
      sent: [{ write, answer: {} }],
      failed: [{ write, failure: { code: 'x', status: 400, message: '', params: {} } }],
    }).map((s) => s.key),
  ).toEqual(['shell:offline.synced', 'shell:offline.failed']);
});

test('an exercise started and finished offline (two queued writes) says "saved, will sync" once', () => {
  const write = queuedWrite('exercise_start');
  const finish = { ...write, key: 'l', kind: 'exercise_finish', seq: 1 } as const;
  const noticesFor = offlineNotices();
  expect(noticesFor({ type: 'queued', write })).toEqual([{ key: 'shell:offline.queued', severity: 'info' }]);
  expect(noticesFor({ type: 'queued', write: finish })).toEqual([]);
  // the replay ends the batch: its own snackbar shows, and the next offline action says "saved" again
  expect(noticesFor({ type: 'synced', sent: [{ write, answer: { points: 5 } }], failed: [] })).toEqual([
    { key: 'shell:offline.syncedPoints', values: { count: 5 }, severity: 'success' },
  ]);
  expect(noticesFor({ type: 'queued', write })).toHaveLength(1);
});

test('me and the plan are reloaded through the worker when its offline copies are missing (a cookie session)', async () => {
  const stored = new Set<string>();
  const storage = {
    open: jest.fn(async () => ({
      match: async (path: string, options: CacheQueryOptions) =>
        options.ignoreSearch && stored.has(path) ? new Response('{}') : undefined,
    })),
  } as unknown as CacheStorage;
  expect(await missingOfflineCopies(storage)).toEqual(['Me', 'Units']);
  expect(storage.open).toHaveBeenCalledWith(API_CACHE);
  stored.add('/wp-json/officefit/v1/me');
  expect(await missingOfflineCopies(storage)).toEqual(['Units']);
  stored.add('/wp-json/officefit/v1/current_units');
  expect(await missingOfflineCopies(storage)).toEqual([]);
  expect(await missingOfflineCopies(undefined)).toEqual([]);
});

test('logout deletes the cached API answers of the user', async () => {
  const storage = { delete: jest.fn(async () => true) } as unknown as CacheStorage;
  await clearUserCaches(storage);
  expect(storage.delete).toHaveBeenCalledWith(API_CACHE);
  await expect(clearUserCaches(undefined)).resolves.toBeUndefined();
});
