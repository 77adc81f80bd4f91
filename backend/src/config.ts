import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseDuration } from './shared/duration';

/** Backend configuration, read once from the environment (see docs/contracts.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  jwtExpiresInSeconds: number;
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  BACKEND_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  BACKEND_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_EXPIRES_IN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('7d')
      .refine((v) => parseDuration(v) !== null, 'must be a duration such as 3600, 90m, 12h or 7d'),
  ),
});

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
  return {
    port: e.BACKEND_PORT,
    host: e.BACKEND_HOST,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(findRepoRoot(), '.data')),
    databaseUrl: e.DATABASE_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? null,
    jwtExpiresInSeconds: parseDuration(e.JWT_EXPIRES_IN) as number,
  };
}
