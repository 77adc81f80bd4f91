// Gateway configuration: environment variables plus the JSON config file (remotes and server route rules).
import fs from 'node:fs';
import path from 'node:path';
import {
  configFileSchema,
  entrySchema,
  envSchema,
  type FileConfig,
  parseOrThrow,
  type RouteRule,
} from './config-schema';
import type { ConnectionLimits } from './connection-limits';

/** One remote app: where its build lives on disk and the entry the shell loads it from. */
export interface RemoteConfig {
  /** URL segment under /remotes/ (e.g. `training`). */
  area: string;
  /** Federation name (e.g. `mf_training`). */
  name: string;
  /** `mf-manifest.json` (or `remoteEntry.js`) URL: a site path or an absolute URL. */
  entry: string;
  /** Folder with the remote's build (served at `/remotes/<area>/`). */
  dir: string;
}

export interface GatewayConfig {
  port: number;
  host: string;
  /** The first of `backendUrls` (the landing page renderer reads from it). */
  backendUrl: string;
  /** Backend replicas, from BACKEND_URLS (comma-separated) or BACKEND_URL; requests go round-robin to healthy ones. */
  backendUrls: string[];
  /** Health check period per backend replica (only with more than one). */
  backendCheckMs: number;
  appsRoot: string;
  /** The config file that was read, or null when the default file is absent. */
  configFile: string | null;
  shellDir: string;
  remotes: RemoteConfig[];
  routeRules: RouteRule[];
  analyticsUrl: string | null;
  logRequests: boolean;
  /** Express `trust proxy` value (false = use the socket's address and protocol). */
  trustProxy: boolean | number | string;
  /** The local address of the gateway's connections to the backend (the one the backend's TRUST_PROXY names). */
  backendLocalAddress: string | undefined;
  /** Header and request timeouts, and open connections per client address (connection-limits.ts). */
  connectionLimits: ConnectionLimits;
  /** routes.json / index.html are stat-ed at most once per this many ms. */
  fileCheckMs: number;
  /** routes.json / index.html are re-read (and remote routes re-fetched) at least this often. */
  refreshMs: number;
  /** Timeout for fetching a remote's routes.json from its absolute entry. */
  remoteRoutesTimeoutMs: number;
  /** Timeout of the backend ping in /healthz. */
  healthTimeoutMs: number;
  /**
   * Build folder of the prerendered pages' boot script (`prerender/dist`, its `public/`); null turns server rendering
   * off. The renders themselves are the remotes' server bundles (server-render.ts).
   */
  prerenderDir: string | null;
  /** A landing page not rendered within this time is served as the plain shell. */
  prerenderTimeoutMs: number;
  /** A signed-in first screen (first-screen.ts) not rendered within this time is the plain shell; 0 = off. */
  firstScreenTimeoutMs: number;
  /** Deployed remote versions (scripts/deploy-remote.sh): `<deployDir>/<area>/{current,<version>/}`; null = none. */
  deployDir: string | null;
  /** A rendered landing page is served from memory at most this long (0 = no cache); a CMS write drops it. */
  landingCacheTtlMs: number;
  /** WAIT_FOR_BACKEND=1: listen only once a backend replica answers (the quick start's parallel start). */
  waitForBackend: boolean;
}

/** Product areas with their own remote (docs/contracts.md). */
export const DEFAULT_AREAS = ['training', 'community', 'shop', 'marketing', 'admin'] as const;

type Env = Record<string, string | undefined>;

/** The gateway package folder, found from this file whether it runs from src/ (jest) or dist/ (node). */
export function gatewayDir(): string {
  let dir = __dirname;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        if ((JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === 'gateway') return dir;
      } catch {
        // not ours, keep walking
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(__dirname, '..');
    dir = parent;
  }
}

/** Environment variable that overrides one remote's entry, e.g. `REMOTE_ENTRY_MF_COMMUNITY`. */
export function entryEnvName(remoteName: string): string {
  return `REMOTE_ENTRY_${remoteName.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** Validates the parsed config file; throws an Error naming the field. */
export function parseConfigFile(data: unknown, where: string): FileConfig {
  return parseOrThrow(configFileSchema, data, where);
}

function readConfigFile(file: string, explicit: boolean): FileConfig | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (!explicit && (err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`Cannot read gateway config ${file}: ${(err as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new Error(`Gateway config ${file} is not valid JSON: ${(err as Error).message}`);
  }
  return parseConfigFile(data, file);
}

/** The remotes of the config file (default: one per area), each entry overridable by REMOTE_ENTRY_<NAME>. */
function remotesFrom(file: FileConfig | null, env: Env, appsRoot: string): RemoteConfig[] {
  const listed =
    file?.remotes ??
    DEFAULT_AREAS.map((area) => ({ area, name: `mf_${area}`, entry: undefined, dir: undefined }));
  return listed.map((remote): RemoteConfig => {
    const envName = entryEnvName(remote.name);
    const override = env[envName] ? parseOrThrow(entrySchema, env[envName], envName) : undefined;
    return {
      area: remote.area,
      name: remote.name,
      entry: override ?? remote.entry ?? `/remotes/${remote.area}/mf-manifest.json`,
      dir: path.resolve(appsRoot, remote.dir ?? `mf-${remote.area}/dist`),
    };
  });
}

/** Builds the configuration from the environment and the config file; throws a readable Error when invalid. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): GatewayConfig {
  const vars = parseOrThrow(envSchema, env, '');
  const repoRoot = path.dirname(gatewayDir());
  const appsRoot = env.APPS_ROOT ? path.resolve(cwd, env.APPS_ROOT) : repoRoot;
  const explicitFile = Boolean(env.GATEWAY_CONFIG);
  const configFile = explicitFile
    ? path.resolve(cwd, env.GATEWAY_CONFIG as string)
    : path.join(gatewayDir(), 'gateway.config.json');
  const file = readConfigFile(configFile, explicitFile);
  // BACKEND_URLS wins over BACKEND_URL; no trailing slashes, each replica once
  const listed = vars.BACKEND_URLS.length ? vars.BACKEND_URLS : [vars.BACKEND_URL ?? 'http://127.0.0.1:4000'];
  const backendUrls = [...new Set(listed.map((url) => url.replace(/\/+$/, '')))];

  return {
    port: vars.PORT,
    host: vars.HOST,
    backendUrl: backendUrls[0]!,
    backendUrls,
    backendCheckMs: vars.BACKEND_CHECK_MS,
    appsRoot,
    configFile: file ? configFile : null,
    // SHELL_DIR (relative to the working directory) wins over the file: e.g. another build served next to this one
    shellDir: env.SHELL_DIR
      ? path.resolve(cwd, env.SHELL_DIR)
      : path.resolve(appsRoot, file?.shellDir ?? 'shell/dist'),
    remotes: remotesFrom(file, env, appsRoot),
    routeRules: file?.routeRules ?? [],
    analyticsUrl: vars.ANALYTICS_URL ?? null,
    logRequests: vars.LOG_REQUESTS,
    trustProxy: vars.TRUST_PROXY,
    backendLocalAddress: vars.BACKEND_LOCAL_ADDRESS,
    connectionLimits: {
      headersTimeoutMs: vars.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
      // behind a load balancer every connection comes from it: the cap would be one for everyone
      perClient: vars.TRUST_PROXY === false ? vars.MAX_CONNECTIONS_PER_CLIENT : 0,
    },
    fileCheckMs: 1000,
    refreshMs: 30_000,
    remoteRoutesTimeoutMs: 2000,
    healthTimeoutMs: 1000,
    // PRERENDER=0 serves landing pages as the plain shell (e.g. to compare)
    prerenderDir: env.PRERENDER === '0' ? null : path.resolve(appsRoot, 'prerender/dist'),
    prerenderTimeoutMs: vars.PRERENDER_TIMEOUT_MS,
    // a signed-in page waits for its server render at most this long (it reads the user's data from the backend)
    firstScreenTimeoutMs: vars.FIRST_SCREEN_TIMEOUT_MS,
    landingCacheTtlMs: vars.LANDING_CACHE_TTL_MS,
    waitForBackend: vars.WAIT_FOR_BACKEND,
    // REMOTES_DEPLOY_DIR (from the working directory); default: `.deploy/remotes` under APPS_ROOT
    deployDir:
      env.REMOTES_DEPLOY_DIR === ''
        ? null
        : path.resolve(env.REMOTES_DEPLOY_DIR ? cwd : appsRoot, env.REMOTES_DEPLOY_DIR ?? '.deploy/remotes'),
  };
}
