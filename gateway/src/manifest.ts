// The runtime manifest (`/app-manifest.json`, docs/contracts.md) and the table of every known app route.
import path from 'node:path';
import type { GatewayConfig, RemoteConfig } from './config';
import { FileCache } from './file-cache';
import { isAbsoluteUrl } from './route-rules';
import { RouteTable } from './route-table';
import { parseRoutesJson, RemoteRoutes, type RouteMeta } from './routes-json';
import { shellIndexCache, type ShellIndex } from './static';

export interface ManifestRemote {
  name: string;
  entry: string;
  routes: RouteMeta[];
}

export interface AppManifest {
  buildId: string;
  remotes: ManifestRemote[];
  config: { analyticsUrl: string | null };
}

/** Build id reported while the shell has not been built. */
export const UNBUILT = 'unbuilt';

export interface AppRegistry {
  /** The runtime manifest as the shell reads it. */
  manifest(): Promise<AppManifest>;
  /** True when the shell or a remote declares a route matching the pathname. */
  isKnownRoute(pathname: string): Promise<boolean>;
  /** The shell's index.html, or undefined when the shell is not built. */
  shellIndex(): Promise<ShellIndex | undefined>;
}

type Log = (message: string) => void;

function routesFile(dir: string, config: GatewayConfig, label: string, log: Log): FileCache<RouteMeta[]> {
  const file = path.join(dir, 'routes.json');
  return new FileCache({
    file,
    parse: (body) => parseRoutesJson(body, (msg) => log(`${file}: ${msg} (dropped)`)),
    checkMs: config.fileCheckMs,
    maxAgeMs: config.refreshMs,
    onError: (err) => log(`${label}: cannot read ${file}: ${(err as Error).message}`),
  });
}

/** Creates the registry that reads the shell's and every remote's routes.json (re-read on change). */
export function createAppRegistry(config: GatewayConfig, log: Log = console.warn): AppRegistry {
  const index = shellIndexCache(config.shellDir, {
    checkMs: config.fileCheckMs,
    maxAgeMs: config.refreshMs,
    onError: (err) => log(`shell: cannot read index.html: ${(err as Error).message}`),
  });
  const shellRoutes = routesFile(config.shellDir, config, 'shell', log);
  const remotes = config.remotes.map((remote: RemoteConfig) => ({
    remote,
    local: routesFile(remote.dir, config, remote.name, log),
    fetched: isAbsoluteUrl(remote.entry)
      ? new RemoteRoutes({
          url: new URL('routes.json', remote.entry).href,
          timeoutMs: config.remoteRoutesTimeoutMs,
          maxAgeMs: config.refreshMs,
          onError: (err) => log(`${remote.name}: cannot fetch routes.json: ${(err as Error).message}`),
        })
      : undefined,
  }));

  async function remoteRoutes(): Promise<ManifestRemote[]> {
    return Promise.all(
      remotes.map(async ({ remote, local, fetched }) => {
        // A local build wins; only a remote deployed elsewhere without a local copy needs the network.
        const routes = (await local.get()) ?? (fetched ? await fetched.get() : []);
        return { name: remote.name, entry: remote.entry, routes };
      }),
    );
  }

  let table: { sources: unknown[]; table: RouteTable } | undefined;

  return {
    async manifest() {
      const [shell, list] = await Promise.all([index.get(), remoteRoutes()]);
      return {
        buildId: shell?.buildId ?? UNBUILT,
        remotes: list,
        config: { analyticsUrl: config.analyticsUrl },
      };
    },

    async isKnownRoute(pathname) {
      const [own, list] = await Promise.all([shellRoutes.get(), remoteRoutes()]);
      const sources = [own, ...list.map((r) => r.routes)];
      // Recompile only when some routes.json was actually re-read (the caches keep array identity otherwise).
      if (
        !table ||
        table.sources.length !== sources.length ||
        table.sources.some((s, i) => s !== sources[i])
      ) {
        const paths = sources.flatMap((routes) => (routes ?? []).map((r) => r.path));
        table = { sources, table: new RouteTable(paths) };
      }
      return table.table.has(pathname);
    },

    shellIndex: () => index.get(),
  };
}
