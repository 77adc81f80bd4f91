// The request id that ties one request's log lines together across the gateway and the backend (issue 35). A
// client may name its own (a support ticket can quote it), but only in this shape: anything else — a line break
// that would forge a log line or a header, an overlong value — is replaced by a fresh id. Pure; no zod.

/** The header that carries the id: from the client to the gateway, the gateway to the backend, and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** True for an id that may be taken as it came (letters, digits, `.`, `_`, `-`; at most 64). */
export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}
