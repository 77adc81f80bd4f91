// One log line per request (LOG_REQUESTS=1), by pino-http: method, path (no query: it can hold an e-mail address),
// status, time, and the request id (request-id.ts runs first and decides it).
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

/** Middleware logging each request at info once its answer is finished or aborted. */
export function accessLog(base: Logger): RequestHandler {
  const where = (req: { method?: string; originalUrl?: string; url?: string }) => ({
    method: req.method,
    path: (req.originalUrl ?? req.url ?? '/').split('?')[0],
  });
  return pinoHttp({
    logger: base,
    // bind the id only: no copy of the request's headers (cookies, tokens) in any line
    quietReqLogger: true,
    quietResLogger: true,
    customSuccessObject: (req, _res, value) => ({ ...value, ...where(req) }),
    // a 5xx is one more request here, without pino-http's made-up error and stack: a failure is logged with its
    // cause where it happens (the app's failure handler at error, the proxy's failures as warnings)
    customErrorObject: (req, res, _error, value: { responseTime: number }) => ({
      res,
      responseTime: value.responseTime,
      ...where(req),
    }),
    customLogLevel: () => 'info',
    serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
  }) as RequestHandler;
}
