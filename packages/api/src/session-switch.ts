// "Switch to user" on the client (issue 14). While a staff member views the app as a customer, the staff token
// waits in this tab's sessionStorage and the impersonation token is the session (store and cookie); switching
// back puts the very same staff token back, so the staff session resumes exactly as it was (same token, same
// expiry, nothing minted from the short-lived token). sessionStorage: the kept token never outlives the tab.
import { api } from './api';
import { writeAccessTokenCookie } from './cookies';
import { loggedIn } from './state/auth-slice';
import { resetAll } from './state/reset';
import type { AppDispatch, RootState } from './state/store';

const KEY = 'officefit.staffSession';

/** The staff session kept aside while switched, and where to go back to. */
export interface StaffSession {
  token: string;
  email: string | null;
  returnTo: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The staff session kept aside, or null (not switched, or switched in another tab). */
export function keptStaffSession(): StaffSession | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffSession>;
    return typeof value.token === 'string' && typeof value.returnTo === 'string'
      ? { token: value.token, email: value.email ?? null, returnTo: value.returnTo }
      : null;
  } catch {
    return null;
  }
}

function become(dispatch: AppDispatch, token: string, email: string | null, cookieSeconds?: number) {
  writeAccessTokenCookie(token, cookieSeconds);
  // nothing of the previous user may stay in the caches
  dispatch(resetAll());
  dispatch(api.util.resetApiState());
  dispatch(loggedIn({ token, email: email ?? '', at: new Date().toISOString() }));
}

/**
 * Becomes the target user: keeps the current (staff) token aside, then makes `target` the session. The cookie
 * lives as long as the switched token.
 */
export function switchToUser(
  dispatch: AppDispatch,
  getState: () => RootState,
  target: { token: string; email: string; expiresAt: string },
  returnTo: string,
): void {
  const { token, email } = getState().auth;
  if (!token) throw new Error('switchToUser needs a signed-in staff member');
  const kept: StaffSession = { token, email, returnTo };
  storage()?.setItem(KEY, JSON.stringify(kept));
  const seconds = Math.max(60, Math.round((Date.parse(target.expiresAt) - Date.now()) / 1000));
  become(dispatch, target.token, target.email, seconds);
}

/**
 * Switches back to the kept staff session and returns where to go, or null when none is kept (another tab:
 * the caller logs out instead).
 */
export function switchBack(dispatch: AppDispatch): string | null {
  const kept = keptStaffSession();
  storage()?.removeItem(KEY);
  if (!kept) return null;
  become(dispatch, kept.token, kept.email);
  return kept.returnTo;
}
