import { createAppStore, type RootState } from '../state/store';

/** A fresh store for tests, optionally with preloaded state. */
export function createTestStore(preloadedState?: Partial<RootState>) {
  return createAppStore({ preloadedState });
}
