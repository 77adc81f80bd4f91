import { createContext, useContext } from 'react';
import type { PageViewReporter } from '../session/analytics';
import type { UpdateWatcher } from '../session/app-update';

/** Services created once at start-up from the runtime manifest. */
export interface Runtime {
  analytics: PageViewReporter;
  updates: UpdateWatcher;
}

const noop: Runtime = {
  analytics: { pageView: () => undefined },
  updates: { updateAvailable: () => false, stop: () => undefined },
};

export const RuntimeContext = createContext<Runtime>(noop);

/** The start-up services (analytics, update watcher). */
export function useRuntime(): Runtime {
  return useContext(RuntimeContext);
}
