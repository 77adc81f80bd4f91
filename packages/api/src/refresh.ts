// Silent re-login (issue 36): access tokens live minutes; the httpOnly refresh cookie, which no script can read,
// gets the next one from POST jwt-auth/v1/token/refresh. One refresh at a time per tab (parallel 401s share it) and,
// where the browser has Web Locks, per browser: each refresh token answers once, and a second tab sending the same
// cookie would look like a stolen copy to the server and end the session everywhere.
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { readAccessTokenCookie, writeAccessTokenCookie } from './cookies';
import { tokenRefreshed } from './state/reset';

export const REFRESH_URL = 'jwt-auth/v1/token/refresh';
/** Seconds before its expiry a token counts as expired already (clocks differ, the call takes time). */
const EXPIRY_MARGIN_SECONDS = 10;
/** How many old → new token pairs are remembered for calls that were sent before a refresh. */
const REMEMBERED = 20;

/** Sends the refresh call (the app's raw base query: same origin, so the browser adds the cookie). */
export type SendRefresh = (args: FetchArgs) => Promise<{ data?: unknown; error?: unknown }>;

interface Session {
  /** The token a call would send now. */
  current: () => string | null;
  send: SendRefresh;
  dispatch: (action: ReturnType<typeof tokenRefreshed>) => unknown;
}

let inFlight: { from: string; result: Promise<string | null> } | null = null;
const renewed = new Map<string, string>();

/** The token that replaced `sent` in a refresh of this tab, if any. */
export function renewedToken(sent: string): string | undefined {
  return renewed.get(sent);
}

/** A JWT's claims as the app needs them, or null when the token cannot be read (the server decides then). */
function claims(token: string): { exp?: unknown; imp?: unknown } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
      imp?: unknown;
    };
  } catch {
    return null;
  }
}

/** Whether a JWT's `exp` has passed; a token that cannot be read counts as not expired (the server decides). */
export function isExpired(token: string, nowMs = Date.now()): boolean {
  const exp = claims(token)?.exp;
  return typeof exp === 'number' && exp - EXPIRY_MARGIN_SECONDS <= nowMs / 1000;
}

/**
 * Whether a refresh may replace the token: not a staff member's "switch to user" token (claim `imp`), whose end
 * must end the switched session; the refresh cookie is the staff member's own and would silently swap the user.
 */
export function isRenewable(token: string): boolean {
  return claims(token)?.imp === undefined;
}

/** Runs `task` under the browser-wide refresh lock, or directly where Web Locks are missing (tests, old browsers). */
function underLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('officefit-refresh', task) as Promise<T>) : task();
}

async function renew(sent: string, session: Session): Promise<string | null> {
  // another tab refreshed while this one waited for the lock: its token is in the shared cookie
  const shared = readAccessTokenCookie();
  if (shared && shared !== sent && !isExpired(shared)) return adopt(sent, shared, session, false);
  const answer = await session.send({ url: REFRESH_URL, method: 'POST', body: {} });
  const token = (answer.data as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') return null;
  return adopt(sent, token, session, true);
}

function adopt(sent: string, token: string, session: Session, write: boolean): string | null {
  // the user logged out or logged in as someone else meanwhile: the new token is not this session's
  if (session.current() !== sent) return null;
  if (write) writeAccessTokenCookie(token);
  session.dispatch(tokenRefreshed({ token }));
  renewed.set(sent, token);
  if (renewed.size > REMEMBERED) renewed.delete(renewed.keys().next().value!);
  return token;
}

/**
 * A new access token for the session that sent `sent`, or null when the refresh cookie opens nothing (the caller
 * then ends the session as before). Calls that arrive while a refresh for the same token runs share it.
 */
export function refreshSession(sent: string, session: Session): Promise<string | null> {
  const known = renewed.get(sent);
  if (known) return Promise.resolve(known);
  if (inFlight?.from === sent) return inFlight.result;
  const result = underLock(() => renew(sent, session)).finally(() => {
    if (inFlight?.result === result) inFlight = null;
  });
  inFlight = { from: sent, result };
  return result;
}
