// The gateway as an Express app: proxy, health, runtime manifest, route rules, static apps, navigations.
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { accessLog } from './access-log';
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
import { backendProxy } from './proxy';
import { routeRules } from './route-rules';
import { ServerBundles } from './server-render';
import { apiSecurityHeaders, securityHeaders } from './security';
import { crossOriginAssets, NO_CACHE, serveAppDir } from './static';

export interface GatewayDeps {
  /** Warnings about unreadable route tables and proxy failures. */
  log?: (message: string) => void;
  /** Access log sink (used when `config.logRequests`). */
  accessLogWrite?: (line: string) => void;
}

function shouldCompress(req: Request, res: Response): boolean {
  // Server-sent events must stream; gzip would buffer them.
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

/** Creates the gateway for a configuration (no listening; see server.ts). */
export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): express.Express {
  const log = deps.log ?? console.warn;
  const registry = createAppRegistry(config, log);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');

  if (config.logRequests) app.use(accessLog(deps.accessLogWrite));
  app.use(compression({ filter: shouldCompress }));
  const landingCache = new LandingCache({ ttlMs: config.landingCacheTtlMs, maxEntries: 500 });
  const backends = new BackendPool(config.backendUrls, {
    checkMs: config.backendCheckMs,
    timeoutMs: config.healthTimeoutMs,
    log,
  });
  backends.start();
  // No body parser before it: the proxy streams the raw request body to the backend. Conditional requests pass
  // through: a visitor's blog list is cached by the backend (its ETag/304), not here (docs/operations.md).
  app.use(
    backendProxy(backends, log, undefined, {
      onContentWrite: () => landingCache.invalidate(),
      forwardedFor: forwardedForOf(app.get('trust proxy fn') as TrustProxy),
      localAddress: config.backendLocalAddress,
      first: [apiSecurityHeaders(config)],
    }),
  );
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
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) log(`${req.method} ${req.originalUrl}: ${err?.stack ?? err}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(status)
      .type('text/plain')
      .send(status >= 500 ? 'Internal Server Error\n' : `${err?.message ?? 'Error'}\n`);
  };
  app.use(onError);
  return app;
}
