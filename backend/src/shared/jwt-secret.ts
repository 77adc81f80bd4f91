// Where the JWT signing secret comes from: JWT_SECRET; else, with a PostgreSQL server, the app_secrets table
// (so every replica signs with the same key); else a file in the data folder, generated on first start.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { databaseSecret, fileSecret } from './app-secret';
import { PRIVATE_FILE_MODE } from './private-files';

const SECRET_NAME = 'jwt_secret';

function newSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** Reads `$DATA_DIR/jwt-secret`, creating it (mode 0600) with a random secret when missing. */
export async function fileJwtSecret(dataDir: string): Promise<string> {
  const { file, text, created } = await fileSecret(dataDir, 'jwt-secret', newSecret);
  // a secret written by an older version (or by hand) may be readable by others
  if (!created) await fs.chmod(file, PRIVATE_FILE_MODE);
  const secret = text.trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to generate a new one`);
  return secret;
}

/** Reads the shared secret from app_secrets, inserting a random one first when none exists. */
export function databaseJwtSecret(db: Kysely<Database>): Promise<string> {
  return databaseSecret(db, SECRET_NAME, newSecret);
}

/** Picks the JWT secret for this process (see the file comment for the order). */
export async function resolveJwtSecret(options: {
  jwtSecret: string | null;
  databaseUrl: string | null;
  dataDir: string;
  db: Kysely<Database>;
}): Promise<string> {
  if (options.jwtSecret) return options.jwtSecret;
  if (options.databaseUrl) return databaseJwtSecret(options.db);
  return fileJwtSecret(options.dataDir);
}
