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
import { ApiAnswerCache } from './api-answer-cache';
import { ChangeStream } from './change-stream';
import { backendProxy, isApiPath } from './proxy';
import { routeRules } from './route-rules';
import { ServerBundles } from './server-render';
import { apiSecurityHeaders, securityHeaders } from './security';
import {
  apiRequests,
  forwardedForOf,
  type Middleware,
  pathOf,
  protocolOf,
  type RequestListener,
  type TrustProxy,
} from './api-requests';
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

/**
 * Creates the gateway for a configuration (no listening; see server.ts): `/wp-json` through its own short chain
 * (api-requests.ts), everything else through the Express app.
 */
export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): RequestListener {
  const log = deps.log ?? console.warn;
  const registry = createAppRegistry(config, log);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  const protocol = protocolOf(app.get('trust proxy fn') as TrustProxy);

  const access = config.logRequests ? [accessLog(deps.accessLogWrite)] : [];
  const compress = compression({ filter: shouldCompress });
  app.use(...access, compress);
  app.use(securityHeaders(config));
  const landingCache = new LandingCache({ ttlMs: config.landingCacheTtlMs, maxEntries: 500 });
  const backends = new BackendPool(config.backendUrls, {
    checkMs: config.backendCheckMs,
    timeoutMs: config.healthTimeoutMs,
    log,
  });
  backends.start();
  // visitors' blog lists are sent from memory while the backend's change stream reports nothing
  const changes = config.changeStream ? new ChangeStream(() => backends.pick(), { log }) : undefined;
  changes?.start();
  const onContentWrite = () => {
    landingCache.invalidate();
    // this gateway's own CMS write is heard at once, not only when the stream's event arrives
    changes?.changed();
  };
  // No body parser before it: the proxy streams the raw request body to the backend.
  const proxy = backendProxy(
    backends,
    log,
    undefined,
    onContentWrite,
    new ApiAnswerCache({ changes }),
    protocol,
    {
      forwardedFor: forwardedForOf(app.get('trust proxy fn') as TrustProxy),
      localAddress: config.backendLocalAddress,
    },
  );
  const api = apiRequests(
    [...access, compress, apiSecurityHeaders(config, protocol), proxy] as Middleware[],
    log,
  );

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
  return (req, res) => (isApiPath(pathOf(req.url)) ? api(req, res) : app(req, res));
}
