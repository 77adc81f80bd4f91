// The page's side of the service worker (spec §4, §7, §9; issue 15): registration, the worker states, the update
// flow and the hourly update check. workbox-window is imported lazily, so it stays out of the first-load JS.
import { reloadOnce } from './reload-guard';

/** Service worker update check interval (spec §7, §9). */
export const SW_UPDATE_CHECK_MS = 3_600_000;

/** Spec §4's worker states ('unsupported' where the browser has no service workers, e.g. jsdom). */
export type WorkerStatus =
  'unsupported' | 'registered' | 'installing' | 'activated' | 'offline-ready' | 'update-needed';

export interface WorkerState {
  status: WorkerStatus;
  /** Set when the registration failed (spec §8). */
  registrationError: boolean;
}

type Listener = () => void;

/** The worker state as a tiny external store (read with useSyncExternalStore). */
export interface WorkerController {
  state(): WorkerState;
  subscribe(listener: Listener): () => void;
  /** The user accepted "new version — reload": the waiting worker takes over, then the page reloads once. */
  acceptUpdate(): void;
  /** Registers the worker (call once, after the first render). */
  start(): void;
}

/** What registration needs from workbox-window (a test hands in a fake). */
export interface WorkboxLike {
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
  addEventListener(
    type: string,
    listener: (event: { isUpdate?: boolean; isExternal?: boolean }) => void,
  ): void;
}

export interface RegisterOptions {
  /** Creates the workbox-window instance; lazily imported by default. */
  createWorkbox?: () => Promise<WorkboxLike>;
  /** Reloads the page when an updated worker took control (guarded: once per path within 10 s). */
  reload?: () => void;
  isOnline?: () => boolean;
  checkMs?: number;
}

async function defaultWorkbox(): Promise<WorkboxLike> {
  const { Workbox: WorkboxClass } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  return new WorkboxClass('/sw.js', { scope: '/' }) as unknown as WorkboxLike;
}

/**
 * Registers `/sw.js` with root scope and tracks its state. A first install ends in 'offline-ready'; a new build's
 * worker waits ('update-needed') until the user accepts (or the next route change applies it, see root.tsx);
 * once an updated worker controls the page, the page reloads. Once per hour the script is fetched without
 * cache and, when that answers 200, no install is running and the browser is online, the worker is updated.
 */
export function createServiceWorker(options: RegisterOptions = {}): WorkerController {
  let state: WorkerState = { status: 'unsupported', registrationError: false };
  const listeners = new Set<Listener>();
  const set = (next: Partial<WorkerState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  let workbox: WorkboxLike | null = null;
  const controller: WorkerController = {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acceptUpdate() {
      if (state.status === 'update-needed') workbox?.messageSkipWaiting();
    },
    start() {
      if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
      register();
    },
  };
  return controller;

  function register() {
    const reload = options.reload ?? (() => reloadOnce(window.location.pathname));
    const isOnline = options.isOnline ?? (() => navigator.onLine);
    (options.createWorkbox ?? defaultWorkbox)()
      .then(async (wb) => {
        workbox = wb;
        wb.addEventListener('installing', (event) => {
          if (!event.isUpdate) set({ status: 'installing' });
        });
        wb.addEventListener('waiting', () => set({ status: 'update-needed' }));
        // workbox-window marks a worker found after the first one (a new build in an open tab) as external
        wb.addEventListener('activated', (event) => {
          if (!event.isUpdate && !event.isExternal) set({ status: 'offline-ready' });
        });
        // The first install's clientsClaim takes over a page that had no worker: no reload. Any later takeover is
        // a new build. workbox-window's isUpdate only tells whether the page had a worker when it registered, so
        // after a first install it stays false for the update, too, and the accepted update did not reload.
        let controlledBefore = false;
        wb.addEventListener('controlling', (event) => {
          if (event.isUpdate || controlledBefore) reload();
          controlledBefore = true;
        });
        const registration = await wb.register();
        if (state.status === 'unsupported')
          set({ status: registration?.active ? 'activated' : 'registered' });
        setInterval(() => {
          if (registration?.installing || !isOnline()) return;
          fetch('/sw.js', { cache: 'no-store', headers: { 'cache-control': 'no-cache' } })
            .then((res) => (res.status === 200 ? wb.update() : undefined))
            .catch(() => undefined);
        }, options.checkMs ?? SW_UPDATE_CHECK_MS);
      })
      .catch((error: unknown) => {
        console.error('[sw] registration failed', error);
        set({ registrationError: true });
      });
  }
}

/** A controller for builds without a worker (development, tests). */
export const NO_WORKER: WorkerController = {
  state: () => ({ status: 'unsupported', registrationError: false }),
  subscribe: () => () => undefined,
  acceptUpdate: () => undefined,
  start: () => undefined,
};
