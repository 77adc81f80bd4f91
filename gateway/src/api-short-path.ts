// The `/wp-json` short path (issue 34): API requests run a fixed list of middlewares — request id, access log,
// compression, the API's security headers, http-proxy-middleware — without Express's router, whose per-request
// matching over the whole app cost more than 10 % of the through-gateway throughput (docs/decisions). Everything
// else is the Express app.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isApiPath } from './api-path';

/** What a request that a handler failed gets (the app's error handler, so both paths answer alike). */
export type Failure = (err: unknown, req: Request, res: Response) => void;

/** The request's path, without its query. */
function pathnameOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * What Express's app.handle and router do for a request before its first middleware, and which the handlers here
 * rely on: Express's request and response prototypes (req.protocol and req.secure honour the app's trust proxy;
 * res.status and friends), the circular references, and req.originalUrl (the path the backend gets).
 */
function enter(app: express.Express, req: IncomingMessage, res: ServerResponse): [Request, Response] {
  const request = Object.setPrototypeOf(req, app.request) as Request;
  const response = Object.setPrototypeOf(res, app.response) as Response;
  request.res = response;
  response.req = request;
  response.locals ??= Object.create(null) as Response['locals'];
  request.originalUrl = req.url ?? '/';
  return [request, response];
}

/** Runs `handlers` in order; an error (thrown, rejected or passed to next) or a handler that passes on goes to `fail`. */
function runChain(handlers: RequestHandler[], fail: Failure, req: Request, res: Response): void {
  let index = 0;
  const next: NextFunction = (err?: unknown) => {
    const handler = handlers[index++];
    if ((err != null && err !== 'route' && err !== 'router') || !handler) {
      fail(err ?? Object.assign(new Error('Not found'), { status: 404 }), req, res);
      return;
    }
    try {
      const result: unknown = handler(req, res, next);
      if (result instanceof Promise) result.catch(next);
    } catch (error) {
      next(error);
    }
  };
  next();
}

/** The gateway's request listener: `/wp-json` and below through `api`, every other request through `app`. */
export function withApiShortPath(
  app: express.Express,
  api: RequestHandler[],
  fail: Failure,
): RequestListener {
  return (req, res) => {
    if (!isApiPath(pathnameOf(req.url ?? '/'))) {
      app(req, res);
      return;
    }
    const [request, response] = enter(app, req, res);
    runChain(api, fail, request, response);
  };
}
