import { createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  createAppStore,
  openLoginDialog,
  resetAll,
  sessionFailed,
  writeAccessTokenCookie,
  type RootState,
} from '@officefit/api';
import { restoreSession } from '../session/persistence';

/** Where the session-failure rule sends the user; set once the router exists. */
export const navigation: { navigate: (path: string) => void } = {
  navigate: (path) => window.location.assign(path),
};

/**
 * The app's one store. A failed session (spec §8) resets all stores, opens the login dialog with the failing
 * path as the place to return to, and goes to `/`.
 */
export function createShellStore() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: sessionFailed,
    effect: (action, api) => {
      if (!(api.getState() as RootState).auth.loggedIn) return;
      writeAccessTokenCookie(null);
      api.dispatch(resetAll());
      api.dispatch(
        openLoginDialog({ afterLoginPath: action.payload.path, error: 'common:errors.sessionExpired' }),
      );
      navigation.navigate('/');
    },
  });
  const store = createAppStore({ preloadedState: restoreSession(), middleware: [listener.middleware] });
  // RTK Query's own `online` / focus handling: with the api's refetchOnReconnect every query on screen (a widget
  // that failed offline too) loads again when the network is back
  setupListeners(store.dispatch);
  return store;
}
