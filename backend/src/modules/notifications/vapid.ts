// Where the VAPID key pair of Web Push comes from, kept like the JWT secret (shared/jwt-secret.ts): the
// VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY pair if set; else, with a PostgreSQL server, the app_secrets table (every
// replica signs pushes with the same key); else a file in the data folder, generated on first start. The pair
// must stay stable: browsers bind their push subscriptions to the public key.
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema';
import { databaseSecret, fileSecret } from '../../shared/app-secret';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid_keys';
const KEY_RE = /^[A-Za-z0-9_-]+$/;

function parseKeys(text: string, where: string): VapidKeys {
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (!keys.publicKey || !keys.privateKey || !KEY_RE.test(keys.publicKey) || !KEY_RE.test(keys.privateKey)) {
    throw new Error(`${where} holds no usable VAPID key pair; delete it to generate a new one`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

const newKeys = (): string => JSON.stringify(webpush.generateVAPIDKeys());

/** Reads `$DATA_DIR/vapid-keys.json`, creating it (mode 0600) with a fresh pair when missing. */
export async function fileVapidKeys(dataDir: string): Promise<VapidKeys> {
  const { file, text } = await fileSecret(dataDir, 'vapid-keys.json', newKeys);
  return parseKeys(text, file);
}

/** Reads the shared pair from app_secrets, inserting a fresh one first when none exists. */
export async function databaseVapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  return parseKeys(await databaseSecret(db, SECRET_NAME, newKeys), `app_secrets.${SECRET_NAME}`);
}

/** Picks this process's VAPID keys (see the file comment for the order). */
export async function resolveVapidKeys(options: {
  databaseUrl: string | null;
  dataDir: string;
  db: Kysely<Database>;
  env?: NodeJS.ProcessEnv;
}): Promise<VapidKeys> {
  const env = options.env ?? process.env;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    return parseKeys(
      JSON.stringify({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }),
      'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY',
    );
  }
  if (options.databaseUrl) return databaseVapidKeys(options.db);
  return fileVapidKeys(options.dataDir);
}

/** A fresh pair for a process that keeps nothing (test apps, tools). */
export const ephemeralVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
