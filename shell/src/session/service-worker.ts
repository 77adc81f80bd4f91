// The page's side of the service worker (spec §4, §7, §9; issue 15): registration, the worker states, the update
// flow and the hourly update check, on the browser's own ServiceWorkerContainer API.
import { SKIP_WAITING } from '../sw/cache-names';
import { reloadOnce } from './reload-guard';
import { createLog } from '@officefit/log';

const log = createLog('sw');

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

/** What registration needs of `navigator.serviceWorker` (a test hands in a fake). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;

export interface RegisterOptions {
  /** The browser's service worker container; `navigator.serviceWorker` by default. */
  container?: WorkerContainer;
  /** Reloads the page when an updated worker took control (guarded: once per path within 10 s). */
  reload?: () => void;
  isOnline?: () => boolean;
  checkMs?: number;
}

/**
 * Registers `/sw.js` with root scope and tracks its state on the browser's own API (workbox-window did this for
 * 2.2 kB on every route; #16). A first install ends in 'offline-ready'; a new build's worker waits
 * ('update-needed') until the user accepts (or the next route change applies it, see app-update.ts); once an
 * updated worker controls the page, the page reloads. Once per hour the script is fetched without cache and, when
 * that answers 200, no install is running and the browser is online, the worker is updated.
 */
export function createServiceWorker(options: RegisterOptions = {}): WorkerController {
  let state: WorkerState = { status: 'unsupported', registrationError: false };
  const listeners = new Set<Listener>();
  const set = (next: Partial<WorkerState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  let registration: ServiceWorkerRegistration | undefined;
  const controller: WorkerController = {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acceptUpdate() {
      // the worker's message handler calls skipWaiting(); its clientsClaim() then changes the controller
      if (state.status === 'update-needed') registration?.waiting?.postMessage({ type: SKIP_WAITING });
    },
    start() {
      const container =
        options.container ?? (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);
      if (container) register(container);
    },
  };
  return controller;

  function register(container: WorkerContainer) {
    const reload = options.reload ?? (() => reloadOnce(window.location.pathname));
    const isOnline = options.isOnline ?? (() => navigator.onLine);
    // The first install's clientsClaim takes over a page that had no worker: no reload. Any later takeover is a
    // new build the user accepted (or the route change applied).
    let controlledBefore = container.controller !== null;
    container.addEventListener('controllerchange', () => {
      if (controlledBefore) reload();
      controlledBefore = true;
    });
    container
      .register('/sw.js', { scope: '/' })
      .then((reg: ServiceWorkerRegistration | undefined) => {
        // a browser that blocks workers (Playwright's `serviceWorkers: 'block'`) resolves without a registration
        if (!reg) return set({ status: 'registered' });
        registration = reg;
        const firstInstall = !reg.active;
        const watched = new WeakSet<ServiceWorker>();
        const watch = (worker: ServiceWorker | null) => {
          if (!worker || watched.has(worker)) return;
          watched.add(worker);
          worker.addEventListener('statechange', () => {
            // installed beside an active worker: it waits for the user (a first install activates at once)
            if (worker.state === 'installed' && reg.active && reg.active !== worker)
              set({ status: 'update-needed' });
            if (worker.state === 'activated' && firstInstall && state.status === 'installing')
              set({ status: 'offline-ready' });
          });
        };
        if (reg.waiting && reg.active) set({ status: 'update-needed' });
        else if (reg.installing && firstInstall) set({ status: 'installing' });
        else set({ status: reg.active ? 'activated' : 'registered' });
        watch(reg.installing);
        reg.addEventListener('updatefound', () => watch(reg.installing));
        setInterval(() => {
          if (reg.installing || !isOnline()) return;
          fetch('/sw.js', { cache: 'no-store', headers: { 'cache-control': 'no-cache' } })
            .then((res) => (res.status === 200 ? reg.update() : undefined))
            .catch(() => undefined);
        }, options.checkMs ?? SW_UPDATE_CHECK_MS);
      })
      .catch((error: unknown) => {
        log.error('registration failed', error);
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
