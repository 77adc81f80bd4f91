// Gateway configuration: environment variables plus the JSON config file (remotes and server route rules).
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './connection-limits';
import { parseRouteRules, type RouteRule } from './route-rules';

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

interface FileRemote {
  area: string;
  name: string;
  entry?: string;
  dir?: string;
}

interface FileConfig {
  shellDir?: string;
  remotes?: FileRemote[];
  routeRules: RouteRule[];
}

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

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkEntry(value: string, where: string): string {
  if ((value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value)) return value;
  throw new Error(
    `${where} must be a site path starting with "/" or an absolute http(s) URL (got "${value}")`,
  );
}

function checkKeys(obj: Record<string, unknown>, allowed: string[], where: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key) && !key.startsWith('$')) throw new Error(`${where}.${key} is not a valid key`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates the parsed config file (keys starting with "$" are comments); throws an Error naming the field. */
export function parseConfigFile(data: unknown, where: string): FileConfig {
  if (!isObject(data)) throw new Error(`${where} must hold a JSON object`);
  checkKeys(data, ['shellDir', 'remotes', 'routeRules'], where);
  const out: FileConfig = { routeRules: parseRouteRules(data.routeRules, where) };
  if (data.shellDir !== undefined) {
    if (typeof data.shellDir !== 'string' || data.shellDir === '')
      throw new Error(`${where}: shellDir must be a path`);
    out.shellDir = data.shellDir;
  }
  if (data.remotes !== undefined) {
    if (!Array.isArray(data.remotes)) throw new Error(`${where}: remotes must be an array`);
    const seen = new Set<string>();
    out.remotes = data.remotes.map((raw: unknown, i) => {
      const at = `${where}: remotes[${i}]`;
      if (!isObject(raw)) throw new Error(`${at} must be an object`);
      checkKeys(raw, ['area', 'name', 'entry', 'dir'], at);
      const { area, name, entry, dir } = raw;
      if (typeof area !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(area)) {
        throw new Error(`${at}.area must be lower-case letters, digits and "-"`);
      }
      if (typeof name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
        throw new Error(`${at}.name must be a federation name such as "mf_${area.replace(/-/g, '_')}"`);
      }
      for (const key of [`area:${area}`, `name:${name}`]) {
        if (seen.has(key)) throw new Error(`${at}: ${key.replace(':', ' "')}" is listed twice`);
        seen.add(key);
      }
      if (entry !== undefined && typeof entry !== 'string') throw new Error(`${at}.entry must be a string`);
      if (typeof entry === 'string') checkEntry(entry, `${at}.entry`);
      if (dir !== undefined && (typeof dir !== 'string' || dir === ''))
        throw new Error(`${at}.dir must be a path`);
      return { area, name, entry, dir: dir as string | undefined };
    });
  }
  return out;
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

function intFrom(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${key} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function urlFrom(env: Env, key: string): string | null {
  const raw = env[key];
  if (raw === undefined || raw === '') return null;
  if (!isHttpUrl(raw)) throw new Error(`${key} must be an absolute http(s) URL (got "${raw}")`);
  return raw;
}

/** BACKEND_URLS (comma-separated) wins over BACKEND_URL; no trailing slashes. */
function backendUrlsFrom(env: Env): string[] {
  const list = (env.BACKEND_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of list) {
    if (!isHttpUrl(url)) throw new Error(`BACKEND_URLS must list absolute http(s) URLs (got "${url}")`);
  }
  const urls = list.length ? list : [urlFrom(env, 'BACKEND_URL') ?? 'http://127.0.0.1:4000'];
  return [...new Set(urls.map((url) => url.replace(/\/+$/, '')))];
}

function localAddressFrom(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!isIP(raw)) throw new Error(`BACKEND_LOCAL_ADDRESS must be an IP address of this host (got "${raw}")`);
  return raw;
}

function trustProxyFrom(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Builds the configuration from the environment and the config file; throws a readable Error when invalid. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): GatewayConfig {
  const repoRoot = path.dirname(gatewayDir());
  const appsRoot = env.APPS_ROOT ? path.resolve(cwd, env.APPS_ROOT) : repoRoot;
  const explicitFile = Boolean(env.GATEWAY_CONFIG);
  const configFile = explicitFile
    ? path.resolve(cwd, env.GATEWAY_CONFIG as string)
    : path.join(gatewayDir(), 'gateway.config.json');
  const file = readConfigFile(configFile, explicitFile);
  const backendUrls = backendUrlsFrom(env);

  const fileRemotes: FileRemote[] =
    file?.remotes ?? DEFAULT_AREAS.map((area) => ({ area, name: `mf_${area}` }));
  const remotes = fileRemotes.map((r): RemoteConfig => {
    const envName = entryEnvName(r.name);
    const override = env[envName];
    const entry = override
      ? checkEntry(override, envName)
      : (r.entry ?? `/remotes/${r.area}/mf-manifest.json`);
    return { area: r.area, name: r.name, entry, dir: path.resolve(appsRoot, r.dir ?? `mf-${r.area}/dist`) };
  });

  return {
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    backendUrl: backendUrls[0]!,
    backendUrls,
    backendCheckMs: intFrom(env, 'BACKEND_CHECK_MS', 2000, 100, 600_000),
    appsRoot,
    configFile: file ? configFile : null,
    // SHELL_DIR (relative to the working directory) wins over the file: e.g. another build served next to this one
    shellDir: env.SHELL_DIR
      ? path.resolve(cwd, env.SHELL_DIR)
      : path.resolve(appsRoot, file?.shellDir ?? 'shell/dist'),
    remotes,
    routeRules: file?.routeRules ?? [],
    analyticsUrl: urlFrom(env, 'ANALYTICS_URL'),
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS?.toLowerCase() === 'true',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    backendLocalAddress: localAddressFrom(env.BACKEND_LOCAL_ADDRESS),
    connectionLimits: {
      headersTimeoutMs: intFrom(
        env,
        'HEADERS_TIMEOUT_MS',
        DEFAULT_CONNECTION_LIMITS.headersTimeoutMs,
        1000,
        600_000,
      ),
      requestTimeoutMs: intFrom(
        env,
        'REQUEST_TIMEOUT_MS',
        DEFAULT_CONNECTION_LIMITS.requestTimeoutMs,
        1000,
        3_600_000,
      ),
      // behind a load balancer every connection comes from it: the cap would be one for everyone
      perClient:
        trustProxyFrom(env.TRUST_PROXY) === false
          ? intFrom(env, 'MAX_CONNECTIONS_PER_CLIENT', DEFAULT_CONNECTION_LIMITS.perClient, 0, 100_000)
          : 0,
    },
    fileCheckMs: 1000,
    refreshMs: 30_000,
    remoteRoutesTimeoutMs: 2000,
    healthTimeoutMs: 1000,
    // PRERENDER=0 serves landing pages as the plain shell (e.g. to compare)
    prerenderDir: env.PRERENDER === '0' ? null : path.resolve(appsRoot, 'prerender/dist'),
    prerenderTimeoutMs: intFrom(env, 'PRERENDER_TIMEOUT_MS', 3000, 100, 60_000),
    // a signed-in page waits for its server render at most this long (it reads the user's data from the backend)
    firstScreenTimeoutMs: intFrom(env, 'FIRST_SCREEN_TIMEOUT_MS', 400, 0, 60_000),
    landingCacheTtlMs: intFrom(env, 'LANDING_CACHE_TTL_MS', 5000, 0, 3_600_000),
    waitForBackend: env.WAIT_FOR_BACKEND === '1' || env.WAIT_FOR_BACKEND?.toLowerCase() === 'true',
    // REMOTES_DEPLOY_DIR (from the working directory); default: `.deploy/remotes` under APPS_ROOT
    deployDir:
      env.REMOTES_DEPLOY_DIR === ''
        ? null
        : path.resolve(env.REMOTES_DEPLOY_DIR ? cwd : appsRoot, env.REMOTES_DEPLOY_DIR ?? '.deploy/remotes'),
  };
}
