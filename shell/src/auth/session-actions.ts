import {
  api,
  loggedIn,
  resetAll,
  sessionApi,
  showSnackbar,
  writeAccessTokenCookie,
  type AppDispatch,
  type RootState,
  type TokenResponse,
} from '@officefit/api';
import { saveLogoutCopy } from '../session/persistence';
import { clearUserCaches } from '../session/user-caches';
import { createLog } from '@officefit/log';

const log = createLog('sw');

/**
 * Logs in with e-mail and password; on success the token is in the store and the cookie, and `me` is loaded. When
 * the login cancelled a pending account deletion, a snackbar tells the user.
 */
export async function logIn(dispatch: AppDispatch, username: string, password: string) {
  const token = await dispatch(sessionApi.endpoints.login.initiate({ username, password })).unwrap();
  return startSession(dispatch, token);
}

/**
 * Completes a single sign-on (issue 37): the provider sent the browser back with a one-time ticket, traded here for
 * the same token answer as the password login.
 */
export async function logInWithSsoTicket(dispatch: AppDispatch, ticket: string) {
  const token = await dispatch(sessionApi.endpoints.ssoSession.initiate({ ticket })).unwrap();
  return startSession(dispatch, token);
}

async function startSession(dispatch: AppDispatch, token: TokenResponse) {
  writeAccessTokenCookie(token.token);
  dispatch(loggedIn({ token: token.token, email: token.user_email, at: new Date().toISOString() }));
  const me = await dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true })).unwrap();
  // logging in during the 14-day grace period cancelled the account's deletion: say so at once (the notice also
  // stays in the notification list)
  if (token.deletion_cancelled) {
    dispatch(showSnackbar({ key: 'shell:login.deletionCancelled', severity: 'info' }));
  }
  return me;
}

/**
 * Ends the token on the server (POST token/revoke), so a copy of it that leaked stops working now rather than at
 * its expiry. Fire and forget: the page may be left at once (keepalive), and an offline logout still logs out here.
 */
function revokeOnServer(token: string | null) {
  if (!token || typeof fetch !== 'function') return;
  void fetch('/wp-json/jwt-auth/v1/token/revoke', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Logs out: ends the token on the server, keeps a copy of auth, me and anamnesis in local storage, clears the
 * cookie, resets every store and deletes the service worker's cached API answers of the user.
 */
export function logOut(dispatch: AppDispatch, getState: () => RootState) {
  const state = getState();
  revokeOnServer(state.auth.token);
  saveLogoutCopy({
    auth: { ...state.auth, token: null },
    me: sessionApi.endpoints.getMe.select()(state).data ?? null,
    anamnesis: sessionApi.endpoints.getAnamnesis.select()(state).data ?? null,
  });
  writeAccessTokenCookie(null);
  dispatch(resetAll());
  dispatch(api.util.resetApiState());
  void clearUserCaches().catch((error: unknown) => log.warn('clearing caches failed', error));
}

/** Where to go after a login from the dialog (spec §4). */
export function pathAfterLogin(options: {
  afterLoginPath: string | null;
  currentPath: string;
  /** The user's start page as the remotes declare it (`startPath` of the shell contract). */
  startPath: string | null;
}): string | null {
  if (options.afterLoginPath && options.afterLoginPath !== '/') return options.afterLoginPath;
  // On the root path with the redirect option: to the start page (dashboard, health profile or staff area).
  if (options.currentPath === '/') return options.startPath;
  return null;
}
