import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { api } from '../api';
import { authSlice } from './auth-slice';
import { uiSlice } from './ui-slice';
import { resetAll } from './reset';

const appReducer = combineSlices(api, authSlice, uiSlice);

export type RootState = ReturnType<typeof appReducer>;

/** Root reducer: `resetAll` puts every slice, the api cache included, back to its initial state. */
export const rootReducer: typeof appReducer = ((state, action) =>
  appReducer(resetAll.match(action) ? undefined : state, action)) as typeof appReducer;

/**
 * Creates the one store of the app (the shell calls it once; a remote's standalone host and tests too).
 * The api middleware is added exactly once here.
 */
export function createAppStore(
  options: { preloadedState?: Partial<RootState>; middleware?: Middleware[] } = {},
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware, ...(options.middleware ?? [])),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
