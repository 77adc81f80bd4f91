// The gateway's settings as zod schemas: the config file (remotes, route rules; keys starting with "$" are
// comments) and the environment. A bad value fails the start with one line naming the field and the rule.
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_CONNECTION_LIMITS } from './connection-limits';

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;
const STATUSES = [301, 302, 303, 307, 308] as const;

/** True for an absolute http(s) URL (a redirect that leaves the site, a remote on another host). */
export function isAbsoluteUrl(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');
/** "*" only as a trailing "/*". */
const starOnlyAtEnd = (value: string) => !value.slice(0, value.endsWith('/*') ? -2 : undefined).includes('*');

/** A remote's entry: a site path or an absolute http(s) URL. */
export const entrySchema = z
  .string({ error: 'must be a string' })
  .refine((value) => isSitePath(value) || isHttpUrl(value), {
    error: 'must be a site path starting with "/" or an absolute http(s) URL',
  });

const withoutComments = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('$')))
    : value;

/** An object of the config file: no unknown keys, "$…" keys are comments. */
function fileObject<T extends z.ZodRawShape>(shape: T, error = 'must be an object') {
  return z.preprocess(withoutComments, z.strictObject(shape, { error }));
}

const routeRuleSchema = fileObject({
  from: z
    .string({ error: 'must be a path starting with "/"' })
    .refine(isSitePath, { error: 'must be a path starting with "/"', abort: true })
    .refine((from) => !/^\/(wp-json|scim)(\/|$)/i.test(from), {
      error: 'may not be under /wp-json or /scim (they are proxied)',
    })
    .refine(starOnlyAtEnd, { error: 'may only use "*" as a trailing "/*"' }),
  to: z
    .string({ error: 'must be a path starting with "/" or an absolute http(s) URL' })
    .refine((to) => isAbsoluteUrl(to) || isSitePath(to), {
      error: 'must be a path starting with "/" or an absolute http(s) URL',
      abort: true,
    })
    .refine((to) => !isAbsoluteUrl(to) || URL.canParse(to.replace(/\/\*$/, '/')), {
      error: 'is not a valid URL',
      abort: true,
    })
    .refine(starOnlyAtEnd, { error: 'may only use "*" as a trailing "/*"' }),
  status: z
    .union(
      STATUSES.map((status) => z.literal(status)),
      { error: `must be one of ${STATUSES.join(', ')}` },
    )
    .default(302),
}).refine((rule) => !rule.to.endsWith('/*') || rule.from.endsWith('/*'), {
  path: ['to'],
  error: 'ends in "/*" but from is not a prefix',
});

export type RouteRule = z.output<typeof routeRuleSchema>;

const routeRulesSchema = z.array(routeRuleSchema, { error: 'must be an array' }).default([]);

const remoteSchema = fileObject({
  area: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and "-"' }),
  name: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'must be a federation name such as "mf_shop"' }),
  entry: entrySchema.optional(),
  dir: z.string().min(1, { error: 'must be a path' }).optional(),
});

/** Each area and each federation name once. */
function listedOnce(remotes: z.output<typeof remoteSchema>[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  remotes.forEach((remote, index) => {
    for (const key of [`area "${remote.area}"`, `name "${remote.name}"`]) {
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: `: ${key} is listed twice` });
      seen.add(key);
    }
  });
}

export const configFileSchema = fileObject(
  {
    shellDir: z.string().min(1, { error: 'must be a path' }).optional(),
    remotes: z.array(remoteSchema, { error: 'must be an array' }).superRefine(listedOnce).optional(),
    routeRules: routeRulesSchema,
  },
  'must hold a JSON object',
);

export type FileConfig = z.output<typeof configFileSchema>;

// --- the environment: an unset or empty variable takes its default -------------------------------------------------

const blank = (value: unknown) => (value === '' ? undefined : value);

function intVar(fallback: number, min: number, max: number) {
  const error = `must be an integer between ${min} and ${max}`;
  return z.preprocess(
    blank,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
}

const urlVar = z.preprocess(
  blank,
  z.string().refine(isHttpUrl, { error: 'must be an absolute http(s) URL' }).optional(),
);

const flagVar = z
  .preprocess(blank, z.string().optional())
  .transform((raw) => raw === '1' || raw?.toLowerCase() === 'true');

/** TRUST_PROXY as Express takes it: false, true, a hop count, or a list of addresses/names. */
const trustProxyVar = z
  .preprocess(blank, z.string().optional())
  .transform((raw): boolean | number | string => {
    if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
    if (raw.toLowerCase() === 'true') return true;
    return /^\d+$/.test(raw) ? Number(raw) : raw;
  });

export const envSchema = z.object({
  PORT: intVar(8080, 0, 65535),
  HOST: z.preprocess(blank, z.string().default('0.0.0.0')),
  BACKEND_URL: urlVar,
  /** Comma-separated; wins over BACKEND_URL. */
  BACKEND_URLS: z.preprocess(
    (raw) =>
      typeof raw === 'string'
        ? raw
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean)
        : [],
    z.array(z.string().refine(isHttpUrl, { error: 'must list absolute http(s) URLs' })),
  ),
  BACKEND_CHECK_MS: intVar(2000, 100, 600_000),
  BACKEND_LOCAL_ADDRESS: z.preprocess(
    blank,
    z
      .string()
      .refine((raw) => isIP(raw) !== 0, { error: 'must be an IP address of this host' })
      .optional(),
  ),
  ANALYTICS_URL: urlVar,
  LOG_REQUESTS: flagVar,
  WAIT_FOR_BACKEND: flagVar,
  TRUST_PROXY: trustProxyVar,
  HEADERS_TIMEOUT_MS: intVar(DEFAULT_CONNECTION_LIMITS.headersTimeoutMs, 1000, 600_000),
  REQUEST_TIMEOUT_MS: intVar(DEFAULT_CONNECTION_LIMITS.requestTimeoutMs, 1000, 3_600_000),
  MAX_CONNECTIONS_PER_CLIENT: intVar(DEFAULT_CONNECTION_LIMITS.perClient, 0, 100_000),
  PRERENDER_TIMEOUT_MS: intVar(3000, 100, 60_000),
  FIRST_SCREEN_TIMEOUT_MS: intVar(400, 0, 60_000),
  LANDING_CACHE_TTL_MS: intVar(5000, 0, 3_600_000),
});

export type GatewayEnv = z.output<typeof envSchema>;

/** The first problem as one line: `<where>: remotes[0].area must be …` (what the operator reads at start). */
export function firstProblem(error: z.ZodError, where: string, input?: Record<string, unknown>): string {
  const issue = error.issues[0]!;
  const path = issue.path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
  if (issue.code === 'unrecognized_keys') {
    return `${where}: ${path ? `${path}.` : ''}${issue.keys[0]} is not a valid key`;
  }
  const raw = input && typeof issue.path[0] === 'string' ? input[issue.path[0]] : undefined;
  const got = typeof raw === 'string' ? ` (got "${raw}")` : '';
  const subject = [where, path].filter(Boolean).join(': ');
  // a message starting with ":" reads after the subject's colon ("remotes[1]: area "x" is listed twice")
  const message = issue.message.startsWith(':') ? issue.message : ` ${issue.message}`;
  return `${subject}${message}${got}`;
}

/** Parses with `schema` or throws an Error with firstProblem()'s line. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown, where: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const input = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
  throw new Error(firstProblem(result.error, where, input));
}

/** The `routeRules` array of the config file, validated. */
export function parseRouteRules(value: unknown, where: string): RouteRule[] {
  return parseOrThrow(z.object({ routeRules: routeRulesSchema }), { routeRules: value }, where).routeRules;
}
