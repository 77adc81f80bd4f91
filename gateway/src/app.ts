// The gateway: the `/wp-json` short path to the backend (api-short-path.ts), and an Express app for health, runtime manifest, route rules, static apps, navigations.
import type { RequestListener } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { accessLog } from './access-log';
import { withApiShortPath, type Failure } from './api-short-path';
import type { GatewayConfig } from './config';
import { BackendPool } from './backend-pool';
import { serveRemote } from './deployments';
import { healthRoutes } from './health';
import { createAppRegistry } from './manifest';
import { firstScreens } from './first-screen';
import { landingPages } from './landing';
import { LandingCache } from './landing-cache';
import { navigation, shellIndexFile } from './navigation';
import { forwardedForOf, type TrustProxy } from './forwarding';
import { apiForwarding } from './proxy';
import { routeRules } from './route-rules';
import { ServerBundles } from './server-render';
import { apiSecurityHeaders, securityHeaders } from './security';
import { crossOriginAssets, NO_CACHE, serveAppDir } from './static';
import { type Log, type Logger, logger, warningsTo } from './logger';
import { requestId } from './request-id';

export interface GatewayDeps {
  /** Warnings about unreadable route tables and proxy failures; `logger`'s warn by default. */
  log?: Log;
  /** Where the access log (`config.logRequests`) and failed requests go; the process's logger by default. */
  logger?: Logger;
}

function shouldCompress(req: Request, res: Response): boolean {
  // Server-sent events must stream; gzip would buffer them.
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

/**
 * The answer to a request whose handler failed: a 5xx is logged as an error with the request id and the cause, a
 * 4xx (a client's mistake) is not logged; a half-sent answer is cut.
 */
export function failureAnswer(base: Logger): Failure {
  return (err, req, res) => {
    const e = err as { status?: unknown; message?: string } | undefined;
    const status = typeof e?.status === 'number' && e.status >= 400 && e.status < 600 ? e.status : 500;
    if (status >= 500) {
      const path = req.originalUrl.split('?')[0];
      base.error({ reqId: req.id, err, method: req.method, path }, 'request failed');
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(status)
      .type('text/plain')
      .send(status >= 500 ? 'Internal Server Error\n' : `${e?.message ?? 'Error'}\n`);
  };
}

/** Creates the gateway for a configuration (no listening; see server.ts). */
export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): RequestListener {
  const base = deps.logger ?? logger;
  const log = deps.log ?? warningsTo(base);
  const registry = createAppRegistry(config, log);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');

  const common = [
    requestId,
    ...(config.logRequests ? [accessLog(base)] : []),
    compression({ filter: shouldCompress }) as express.RequestHandler,
  ];
  app.use(...common);
  const landingCache = new LandingCache({ ttlMs: config.landingCacheTtlMs, maxEntries: 500 });
  const backends = new BackendPool(config.backendUrls, {
    checkMs: config.backendCheckMs,
    timeoutMs: config.healthTimeoutMs,
    log,
  });
  backends.start();
  // `/wp-json` takes the short path around Express's router (api-short-path.ts). No body parser on it: the proxy
  // streams the raw request body to the backend. Conditional requests pass through: a visitor's blog list is cached
  // by the backend (its ETag/304), not here (docs/operations.md).
  const api = apiForwarding(backends, log, undefined, {
    onContentWrite: () => landingCache.invalidate(),
    forwardedFor: forwardedForOf(app.get('trust proxy fn') as TrustProxy),
    localAddress: config.backendLocalAddress,
    first: [apiSecurityHeaders(config)],
  });
  app.use(securityHeaders(config));
  app.use(healthRoutes(backends, config.healthTimeoutMs));
  app.get('/app-manifest.json', async (_req, res) => {
    res.set('Cache-Control', NO_CACHE).json(await registry.manifest());
  });
  app.use(routeRules(config.routeRules));

  for (const remote of config.remotes) {
    app.use(`/remotes/${remote.area}`, crossOriginAssets, serveRemote(remote, config.deployDir));
  }
  // Anything else under /remotes/ is a missing asset, never the app.
  app.use('/remotes', (_req, res) => {
    res.status(404).type('text/plain').send('Not found\n');
  });
  app.get('/index.html', shellIndexFile(registry));
  app.use(serveAppDir(config.shellDir));
  if (config.prerenderDir) {
    app.use(serveAppDir(path.join(config.prerenderDir, 'public')));
    // rendered by the owning remote's current deployment, loaded at run time (server-render.ts)
    const bundles = new ServerBundles({
      apiRoot: `${config.backendUrl}/wp-json/`,
      locate: async (area) => registry.serverBuild?.(area),
      log,
    });
    const [firstScreen, landing] = [bundles.source('training'), bundles.source('marketing')];
    // loaded now, not within the first visitor's time budget (a later deploy loads on its first request)
    void Promise.all([firstScreen(), landing()]).catch((error: unknown) => log(String(error)));
    app.use(firstScreens(registry, firstScreen, { timeoutMs: config.firstScreenTimeoutMs, log }));
    app.use(
      landingPages(registry, landing, {
        timeoutMs: config.prerenderTimeoutMs,
        log,
        cache: config.landingCacheTtlMs > 0 ? landingCache : undefined,
      }),
    );
  }
  app.use(navigation(registry));

  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found\n');
  });
  const fail = failureAnswer(base);
  const onError: ErrorRequestHandler = (err, req, res, _next) => fail(err, req, res);
  app.use(onError);
  return withApiShortPath(app, [...common, ...api], fail);
}
