// The backend's logger (issue 35): pino, one JSON line per entry on stdout, the level from LOG_LEVEL (default info;
// silent under jest unless LOG_LEVEL is set, so test output shows the tests). Code that serves a request logs
// through req.log, which carries the request id (requestLogging); everything else through `logger`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSafeRequestId, REQUEST_ID_HEADER } from '@officefit/domain';
import { type DestinationStream, type Logger, pino } from 'pino';
import { type HttpLogger, pinoHttp } from 'pino-http';

export type { Logger };

/** LOG_LEVEL (pino's names: fatal, error, warn, info, debug, trace, silent); info, or silent in a jest worker. */
export function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL || (env.JEST_WORKER_ID ? 'silent' : 'info');
}

/** A logger writing JSON lines to `destination` (stdout by default); tests pass a stream to read the lines. */
export function createLogger(destination?: DestinationStream, level = logLevel()): Logger {
  return pino({ name: 'backend', level }, destination);
}

/** The process's logger. */
export const logger: Logger = createLogger();

/** The caller's X-Request-Id (the gateway's) when it is safe to take, else a new id. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(given) ? given : randomUUID();
}

/** The path without its query: a query can hold an e-mail address (the public lookups), which no log keeps. */
function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!;
}

/**
 * pino-http: every request gets its id (echoed as X-Request-Id) and req.log, a child logger that binds it as
 * `reqId`. A finished request is one line at debug (LOG_LEVEL=debug shows them); an unexpected error is logged by the
 * error handler at error, an answered 4xx is an expected condition and not logged above debug.
 */
export function requestLogging(base: Logger = logger): HttpLogger {
  return pinoHttp({
    logger: base,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // req.log binds the id only: no per-request copy of the headers (cookies, tokens) in any line
    quietReqLogger: true,
    quietResLogger: true,
    // 'silent' below debug: pino-http would otherwise build every finished request's line only for pino to drop it
    // (7 % of a GET me's CPU in a profile)
    customLogLevel: () => (base.isLevelEnabled('debug') ? 'debug' : 'silent'),
    customSuccessObject: (req, res, value) => ({ ...value, method: req.method, path: pathOf(req.url) }),
    // without pino-http's made-up error and stack for a 5xx: the error handler logged the cause
    customErrorObject: (req, res, _error, value: { responseTime: number }) => ({
      res,
      responseTime: value.responseTime,
      method: req.method,
      path: pathOf(req.url),
    }),
    serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
  });
}
