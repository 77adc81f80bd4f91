// Where the JWT signing secret comes from: JWT_SECRET; else, with a PostgreSQL server, the app_secrets table
// (so every replica signs with the same key); else a file in the data folder, generated on first start.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './private-files';

const SECRET_NAME = 'jwt_secret';

function newSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** Reads `$DATA_DIR/jwt-secret`, creating it (mode 0600) with a random secret when missing. */
export async function fileJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  await ensurePrivateDir(dataDir);
  try {
    // 'wx' fails when the file exists, so two processes starting together never overwrite each other's secret
    await fs.writeFile(file, `${newSecret()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // a secret written by an older version (or by hand) may be readable by others
    await fs.chmod(file, PRIVATE_FILE_MODE);
  }
  const secret = (await fs.readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to generate a new one`);
  return secret;
}

/** Reads the shared secret from app_secrets, inserting a random one first when none exists. */
export async function databaseJwtSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: newSecret() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
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
