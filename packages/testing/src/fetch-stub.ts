// A fetch stub at the network boundary (jest only; end-to-end tests run against the real backend): it answers
// `"METHOD path"` keys the way the WordPress-style REST API does and records every call.

/** One request as the stub saw it (path without `/wp-json/`). */
export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A non-default answer: another status and/or headers. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * What the stub answers for a `"METHOD path"` key: a JSON body (200), a Reply, or a function of the call that returns
 * either (or a promise of either, to hold the answer back — see `gate`).
 */
export type Route = unknown | ((call: SeenCall) => unknown);

/** WordPress's own text for a path no route answers. */
const NO_ROUTE_MESSAGE = 'No route was found matching the URL and request method.';

/**
 * A WordPress-style error answer: `{ code, message, data: { status, params? } }`. The message is the code unless
 * given; `params` are the field errors of a `rest_invalid_param`.
 */
export function wpError(status: number, code: string, params?: Record<string, string>): Reply;
export function wpError(
  status: number,
  code: string,
  message?: string,
  params?: Record<string, string>,
): Reply;
export function wpError(
  status: number,
  code: string,
  messageOrParams?: string | Record<string, string>,
  maybeParams?: Record<string, string>,
): Reply {
  const [message, params] =
    typeof messageOrParams === 'string' ? [messageOrParams, maybeParams] : [code, messageOrParams];
  return new Reply(status, { code, message, data: params ? { status, params } : { status } });
}

/** A WordPress list answer with its paging headers. */
export function wpList(items: unknown[], total = items.length, totalPages = 1): Reply {
  return new Reply(200, items, { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) });
}

async function readBody(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data'))
    return { multipart: true };
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Replaces `fetch`: answers `"METHOD path"` keys (e.g. `"GET wp/v2/pages"`) with JSON (200, or a Reply), everything
 * else with 404 `rest_no_route`. A route function may return a promise, to hold its answer back (see `gate`). A JSON
 * body is recorded parsed, a multipart one as `{ multipart: true }`. Returns the list of calls seen.
 */
export function stubFetch(routes: Record<string, Route>): SeenCall[] {
  const seen: SeenCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // RTK Query passes a Request; hand-written calls (multipart uploads) pass a path and options
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const call: SeenCall = {
      method: request.method,
      path: url.pathname.replace(/^\/wp-json\//, ''),
      query: Object.fromEntries(url.searchParams),
      body: await readBody(request),
    };
    seen.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const result: unknown = await (route === undefined
      ? wpError(404, 'rest_no_route', NO_ROUTE_MESSAGE)
      : typeof route === 'function'
        ? (route as (c: SeenCall) => unknown)(call)
        : route);
    const reply = result instanceof Reply ? result : new Reply(200, result);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  }) as typeof fetch;
  return seen;
}

/** A promise the test resolves itself: `await gate.passed` in a route holds its answer until `gate.open()`. */
export function gate(): { passed: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}

/** The calls of one method and path. */
export function callsTo(seen: SeenCall[], method: string, path: string): SeenCall[] {
  return seen.filter((c) => c.method === method && c.path === path);
}
