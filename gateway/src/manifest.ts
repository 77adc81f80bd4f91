// The runtime manifest (`/app-manifest.json`, docs/contracts.md) and the table of every known app route.
import path from 'node:path';
import type { GatewayConfig, RemoteConfig } from './config';
import { DeploymentPointer } from './deployments';
import { FileCache } from './file-cache';
import { isAbsoluteUrl } from './config-schema';
import { type Log, logger, warningsTo } from './logger';
import { RouteTable } from './route-table';
import { parseRoutesJson, RemoteRoutes, type RouteMeta } from './routes-json';
import type { ServerBuild } from './server-render';
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
  /**
   * Where the server code of an area is now (server-render.ts): its current deployed version, else its build
   * folder; undefined for an unknown area or one served from elsewhere (REMOTE_ENTRY_* with a URL).
   */
  serverBuild?(area: string): Promise<ServerBuild | undefined>;
}

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

/** One remote's sources of routes: a deployed version, its local build, or its routes.json fetched from afar. */
interface RemoteSource {
  remote: RemoteConfig;
  local: FileCache<RouteMeta[]>;
  deployment: DeploymentPointer | undefined;
  fetched: RemoteRoutes | undefined;
}

type RemoteRouteList = Array<ManifestRemote & { version?: string }>;

function remoteSources(config: GatewayConfig, log: Log): RemoteSource[] {
  const fileOptions = { checkMs: config.fileCheckMs, maxAgeMs: config.refreshMs, log };
  return config.remotes.map((remote: RemoteConfig) => ({
    remote,
    local: routesFile(remote.dir, config, remote.name, log),
    // a deployed version (scripts/deploy-remote.sh) replaces the build folder; an entry set by the environment
    // (REMOTE_ENTRY_*) names another place and wins
    deployment:
      config.deployDir && remote.entry === `/remotes/${remote.area}/mf-manifest.json`
        ? new DeploymentPointer(config.deployDir, remote, fileOptions)
        : undefined,
    fetched: isAbsoluteUrl(remote.entry)
      ? new RemoteRoutes({
          url: new URL('routes.json', remote.entry).href,
          timeoutMs: config.remoteRoutesTimeoutMs,
          maxAgeMs: config.refreshMs,
          onError: (err) => log(`${remote.name}: cannot fetch routes.json: ${(err as Error).message}`),
        })
      : undefined,
  }));
}

/** Reads every remote's current routes: of its deployed version, else of its build, else fetched. */
function remoteRoutesReader(
  config: GatewayConfig,
  log: Log,
  remotes: readonly RemoteSource[],
): () => Promise<RemoteRouteList> {
  /** routes.json of deployed versions, one cache per version folder. */
  const versionRoutes = new Map<string, FileCache<RouteMeta[]>>();
  const routesOfVersion = (dir: string, label: string) => {
    let file = versionRoutes.get(dir);
    if (!file) {
      file = routesFile(dir, config, label, log);
      versionRoutes.set(dir, file);
    }
    return file;
  };

  return () =>
    Promise.all(
      remotes.map(async ({ remote, local, fetched, deployment }) => {
        const deployed = await deployment?.current();
        if (deployed) {
          const routes =
            (await routesOfVersion(deployed.dir, `${remote.name}@${deployed.version}`).get()) ?? [];
          return { name: remote.name, entry: deployed.entry, routes, version: deployed.version };
        }
        // A local build wins; only a remote deployed elsewhere without a local copy needs the network.
        const routes = (await local.get()) ?? (fetched ? await fetched.get() : []);
        return { name: remote.name, entry: remote.entry, routes };
      }),
    );
}

/** The route lookup over the lists of routes, compiled again only when one of the lists changed. */
function routeMatcher(): (sources: (RouteMeta[] | undefined)[], pathname: string) => boolean {
  let table: { sources: unknown[]; table: RouteTable } | undefined;
  return (sources, pathname) => {
    // Recompile only when some routes.json was actually re-read (the caches keep array identity otherwise).
    if (!table || table.sources.length !== sources.length || table.sources.some((s, i) => s !== sources[i])) {
      const paths = sources.flatMap((routes) => (routes ?? []).map((r) => r.path));
      table = { sources, table: new RouteTable(paths) };
    }
    return table.table.has(pathname);
  };
}

/** Where an area's server code is now: the same pointer the manifest reads, else its build folder. */
async function serverBuildOf(
  remotes: readonly RemoteSource[],
  area: string,
): Promise<ServerBuild | undefined> {
  const found = remotes.find((r) => r.remote.area === area);
  if (!found) return undefined;
  const { remote, deployment } = found;
  // the same pointer the manifest reads: the render and the browser's entry name one version
  const deployed = await deployment?.current();
  if (deployed)
    return { remote: remote.name, dir: deployed.dir, version: deployed.version, entry: deployed.entry };
  return isAbsoluteUrl(remote.entry)
    ? undefined
    : { remote: remote.name, dir: remote.dir, entry: remote.entry };
}

/** Creates the registry that reads the shell's and every remote's routes.json (re-read on change). */
export function createAppRegistry(config: GatewayConfig, log: Log = warningsTo(logger)): AppRegistry {
  const index = shellIndexCache(config.shellDir, {
    checkMs: config.fileCheckMs,
    maxAgeMs: config.refreshMs,
    onError: (err) => log(`shell: cannot read index.html: ${(err as Error).message}`),
  });
  const shellRoutes = routesFile(config.shellDir, config, 'shell', log);
  const remotes = remoteSources(config, log);
  const remoteRoutes = remoteRoutesReader(config, log, remotes);
  const matches = routeMatcher();

  return {
    async manifest() {
      const [shell, list] = await Promise.all([index.get(), remoteRoutes()]);
      // a deployed remote version is part of the build the shell watches: a deploy or a rollback of one area
      // makes open tabs reload at their next route change (shell: watchForUpdates)
      const versions = list.filter((r) => r.version).map((r) => `${r.name}@${r.version}`);
      return {
        buildId: [shell?.buildId ?? UNBUILT, ...versions].join('+'),
        remotes: list.map(({ name, entry, routes }) => ({ name, entry, routes })),
        config: { analyticsUrl: config.analyticsUrl },
      };
    },

    async isKnownRoute(pathname) {
      const [own, list] = await Promise.all([shellRoutes.get(), remoteRoutes()]);
      return matches([own, ...list.map((r) => r.routes)], pathname);
    },

    shellIndex: () => index.get(),

    serverBuild: (area) => serverBuildOf(remotes, area),
  };
}
