// The two places a generated secret of this deployment is kept (the JWT secret, the VAPID key pair): with a
// PostgreSQL server the app_secrets table, so every replica uses the same one; else a private file in DATA_DIR.
// Both are written once: the first process to start generates the value, the others read it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './private-files';

/** The stored value of app_secrets row `name`, inserting `generate()` first when there is none. */
export async function databaseSecret(
  db: Kysely<Database>,
  name: string,
  generate: () => string,
): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The text of `$DATA_DIR/<fileName>`, creating the file (mode 0600) with `generate()` when missing; `created`
 * says whether this call wrote it.
 */
export async function fileSecret(
  dataDir: string,
  fileName: string,
  generate: () => string,
): Promise<{ file: string; text: string; created: boolean }> {
  const file = path.join(dataDir, fileName);
  await ensurePrivateDir(dataDir);
  let created = true;
  try {
    // 'wx' fails when the file exists, so two processes starting together never overwrite each other's value
    await fs.writeFile(file, `${generate()}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false;
  }
  return { file, text: await fs.readFile(file, 'utf8'), created };
}
