// Every request's id (issue 35): the client's X-Request-Id when it is safe to take (@officefit/domain), else a new
// one; returned to the client, forwarded to the backend (forwarding.ts), and in the gateway's log lines, so one
// request can be followed from the gateway's access log into the backend's lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isSafeRequestId, REQUEST_ID_HEADER } from '@officefit/domain';
import type { RequestHandler } from 'express';
// pino-http declares `req.id` on IncomingMessage
import type {} from 'pino-http';

/** The request's id, decided once (a retry on another replica and the access log see the same id). */
export function requestIdOf(req: IncomingMessage): string {
  if (typeof req.id === 'string') return req.id;
  const given = req.headers[REQUEST_ID_HEADER];
  const id = isSafeRequestId(given) ? given : randomUUID();
  req.id = id;
  return id;
}

/** Middleware (first on every request): decides the id and names it in the answer's X-Request-Id. */
export const requestId: RequestHandler = (req, res, next) => {
  res.setHeader(REQUEST_ID_HEADER, requestIdOf(req));
  next();
};
