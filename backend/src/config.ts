import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PREPARED_STATEMENTS } from './db/statement-names';
import { parseDuration } from './shared/duration';
import type { S3StorageOptions } from './shared/storage';

/** Backend configuration, read once from the environment (see docs/contracts.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * DATABASE_PREPARED_STATEMENTS: how many statement texts run as named prepared statements on PostgreSQL (default
   * 200; 0 = none, e.g. behind a PgBouncer in transaction mode older than 1.21 or without max_prepared_statements).
   */
  preparedStatements: number;
  jwtSecret: string | null;
  jwtExpiresInSeconds: number;
  /** TRUST_PROXY: the gateways allowed to name the client (X-Forwarded-For); see TrustProxySetting. */
  trustProxy: TrustProxySetting;
  /** The S3-compatible bucket for uploaded files; null → the folder DATA_DIR/files. */
  s3: S3StorageOptions | null;
}

/**
 * Express `trust proxy`: addresses, subnets or names (loopback, linklocal, uniquelocal), comma-separated, or a
 * number of hops. Default 'loopback': a gateway on the same host. Behind a gateway on another address (compose,
 * Kubernetes) name the gateway's addresses, or every per-client limit becomes one limit for the whole site.
 */
export type TrustProxySetting = string | number;

/**
 * How long an access token lives unless JWT_EXPIRES_IN says otherwise: minutes, because the refresh cookie
 * (modules/auth/refresh.ts) renews it; a stolen access token is of use for no longer than this (issue 36).
 */
export const ACCESS_TOKEN_TTL = '15m';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  BACKEND_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  BACKEND_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  DATABASE_PREPARED_STATEMENTS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(10_000).default(DEFAULT_PREPARED_STATEMENTS),
  ),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_EXPIRES_IN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(ACCESS_TOKEN_TTL)
      .refine((v) => parseDuration(v) !== null, 'must be a duration such as 3600, 90m, 12h or 7d'),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('loopback')
      .refine(
        (v) => /^\d+$/.test(v) || v.split(',').every((part) => trustEntry(part.trim())),
        'must be a hop count or a comma-separated list of addresses, subnets, loopback, linklocal or uniquelocal',
      ),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/)
      .optional(),
  ),
});

/** One entry of a TRUST_PROXY list: a name proxy-addr knows, an address, or an address/prefix. */
function trustEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !address || !isIP(address)) return false;
  return prefix === undefined || /^\d{1,3}$/.test(prefix);
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The repository root (the folder with pnpm-workspace.yaml), found from this file in src/ or dist/. */
export function findRepoRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    // Deployed without the workspace (e.g. only backend/ in a container): backend/src|dist → two levels up.
    if (parent === dir) return path.resolve(start, '../..');
    dir = parent;
  }
}

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid backend environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // all four S3 variables or none: half a configuration would silently keep files on the local disk
  const s3Set = S3_REQUIRED.filter((name) => e[name] !== undefined);
  if (s3Set.length > 0 && s3Set.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
    throw new Error(`Invalid backend environment:\n  ${missing.join(', ')}: required when S3_* is set`);
  }
  return {
    port: e.BACKEND_PORT,
    host: e.BACKEND_HOST,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(findRepoRoot(), '.data')),
    databaseUrl: e.DATABASE_URL ?? null,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    jwtSecret: e.JWT_SECRET ?? null,
    jwtExpiresInSeconds: parseDuration(e.JWT_EXPIRES_IN) as number,
    trustProxy: /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    s3:
      s3Set.length === 0
        ? null
        : {
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            prefix: e.S3_PREFIX,
          },
  };
}
