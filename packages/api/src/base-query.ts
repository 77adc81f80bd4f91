import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { readAccessTokenCookie } from './cookies';
import { isNoResponse, isSessionFailure, toApiFailure, type ApiFailure } from './errors';
import { isExpired, isRenewable, refreshSession, renewedToken } from './refresh';
import { sessionFailed } from './state/reset';
import type { AuthState } from './state/auth-slice';
import { createLog } from '@officefit/log';

const log = createLog('api');

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** One call to the backend; `data` becomes the query string for GET/DELETE and the JSON body for PUT/POST. */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  data?: Record<string, unknown>;
  /** The login call itself must not trigger the session-failure rule. */
  skipSessionRule?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` on payment-creating POSTs. */
  headers?: Record<string, string>;
  /** A multipart body (a file upload, files.ts) in place of the JSON `data`. */
  form?: FormData;
  /** How the answer is read when it is not JSON (a downloaded file, files.ts). */
  responseHandler?: (response: Response) => Promise<unknown>;
}

/** Builds an ApiRequest; endpoints use it so the GET-query / PUT-body rule lives in one place. */
export function call(method: HttpMethod, url: string, data?: Record<string, unknown>): ApiRequest {
  return { method, url, data };
}

/** Where `/wp-json` lives: the site itself in the browser, the backend's address in a server render. */
let apiRoot = '/wp-json/';
/** True in the server renderer's process (setApiRoot), where a refused session is an expected answer. */
let serverRendering = false;

/** The token a call sends: the store is the source of truth while the app runs, the cookie across reloads. */
function sessionToken(getState: () => unknown): string | null {
  return (getState() as { auth?: AuthState }).auth?.token ?? readAccessTokenCookie();
}

const createRawBaseQuery = () =>
  fetchBaseQuery({
    baseUrl: apiRoot,
    timeout: 20_000,
    prepareHeaders: (headers, { getState }) => {
      const token = sessionToken(getState);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });

let rawBaseQuery = createRawBaseQuery();

/**
 * Server rendering only: calls go to `root` (an absolute URL ending in `/wp-json/`), because Node has no page
 * address to resolve `/wp-json/` against. Set once per process before the first call.
 */
export function setApiRoot(root: string): void {
  apiRoot = root.endsWith('/') ? root : `${root}/`;
  serverRendering = true;
  rawBaseQuery = createRawBaseQuery();
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}

/** Logs every failure (spec §8) so developers and the feedback window can see it. */
function logFailure(req: ApiRequest, detail: unknown): void {
  log.warn(`${req.method ?? 'GET'} ${req.url} failed`, detail);
}

/**
 * Spec §8's reset rule applies to a refused authenticated call: a token was sent, the server answered 401 (or a
 * jwt_auth 403), and the token is still the session's. A visitor's call (no token) keeps the visitor where they
 * are, and a late answer to a token the user already left (logout, another login) must not end the new session.
 */
function endsSession(
  req: ApiRequest,
  failure: ApiFailure,
  sentToken: string | null,
  getState: () => unknown,
): boolean {
  if (req.skipSessionRule || sentToken === null || isNoResponse(failure)) return false;
  return isSessionFailure(failure) && sessionToken(getState) === sentToken;
}

type Api = Parameters<BaseQueryFn>[1];

/** The session as refresh.ts needs it: its current token, the refresh call and the store. */
function session(api: Api, extra: unknown) {
  return {
    current: () => sessionToken(api.getState),
    send: async (args: FetchArgs) => rawBaseQuery(args, api, extra as object),
    dispatch: api.dispatch,
  };
}

/** Whether a refused call may be renewed: an authenticated browser call (not a switched session), refused for its
 * session. */
function renewable(
  req: ApiRequest,
  sentToken: string | null,
  error: FetchBaseQueryError,
): sentToken is string {
  if (req.skipSessionRule || serverRendering || sentToken === null || !isRenewable(sentToken)) return false;
  return isSessionFailure(toApiFailure(error));
}

/**
 * A new access token for a call refused with `sent`: the shared refresh while `sent` is still the session's token,
 * or the token an earlier refresh put in its place; null when there is none (the session rule then applies).
 */
async function renewedFor(sent: string, api: Api, extra: unknown): Promise<string | null> {
  if (sessionToken(api.getState) === sent) return refreshSession(sent, session(api, extra));
  const next = renewedToken(sent);
  return next !== undefined && sessionToken(api.getState) === next ? next : null;
}

/**
 * The one base query of the app (spec §7 and §8): bearer token, GET → query and PUT/POST → body, every failure
 * logged, a no-response failure ignored. An expired access token is renewed first (silent re-login, refresh.ts),
 * and a refused authenticated call is retried once after a refresh; when that fails too, `sessionFailed` makes the
 * shell reset the stores, open the login dialog with the failing path and go to `/`. Other failures (validation,
 * not found) are returned to the screen that made the call, which shows a translated message (see DECISIONS.md).
 */
export const baseQuery: BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError> = async (req, api, extra) => {
  const method = req.method ?? 'GET';
  const args: FetchArgs =
    method === 'GET' || method === 'DELETE'
      ? { url: req.url, method, params: req.data, headers: req.headers }
      : { url: req.url, method, body: req.form ?? req.data ?? {}, headers: req.headers };
  if (req.responseHandler) args.responseHandler = req.responseHandler;
  let sentToken = sessionToken(api.getState);
  // the app starts or wakes up after the access token ran out: renew it before the call rather than after a 401
  if (
    sentToken &&
    !req.skipSessionRule &&
    !serverRendering &&
    isExpired(sentToken) &&
    isRenewable(sentToken)
  ) {
    sentToken = (await refreshSession(sentToken, session(api, extra))) ?? sentToken;
  }
  let result = await rawBaseQuery(args, api, extra);
  if (result.error && renewable(req, sentToken, result.error)) {
    const next = await renewedFor(sentToken, api, extra);
    if (next !== null) {
      sentToken = next;
      result = await rawBaseQuery(args, api, extra);
    }
  }
  if (result.error) {
    const failure = toApiFailure(result.error);
    // a server render with an expired session cookie is refused by design and falls back to the plain shell
    if (!(serverRendering && isSessionFailure(failure))) logFailure(req, failure);
    if (endsSession(req, failure, sentToken, api.getState)) {
      api.dispatch(sessionFailed({ path: currentPath(), code: failure.code }));
    }
  }
  return result;
};
