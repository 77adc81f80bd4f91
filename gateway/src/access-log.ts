// One log line per request (enabled with LOG_REQUESTS=1).
import type { RequestHandler } from 'express';

/** Middleware logging `METHOD url status duration` once the response is finished or aborted. */
export function accessLog(write: (line: string) => void = console.log): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    const url = req.originalUrl;
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      write(`${new Date().toISOString()} ${req.method} ${url} ${status} ${ms.toFixed(1)}ms`);
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
