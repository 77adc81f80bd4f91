import { createContext, useContext } from 'react';
import type { PageViewReporter } from '../session/analytics';
import type { UpdateWatcher } from '../session/app-update';
import { NO_WORKER, type WorkerController } from '../session/service-worker';

/** Services created once at start-up from the runtime manifest. */
export interface Runtime {
  analytics: PageViewReporter;
  updates: UpdateWatcher;
  /** The service worker's state and update flow (NO_WORKER outside production builds). */
  worker: WorkerController;
}

const noop: Runtime = {
  analytics: { pageView: () => undefined },
  updates: { updateAvailable: () => false, stop: () => undefined },
  worker: NO_WORKER,
};

export const RuntimeContext = createContext<Runtime>(noop);

/** The start-up services (analytics, update watcher, service worker). */
export function useRuntime(): Runtime {
  return useContext(RuntimeContext);
}
