// `node dist/cli/migrate.js`: applies the pending migrations to the configured database and exits — the
// Kubernetes migration Job and the compose one-shot run it before the backends roll, so no replica starts on a
// half-migrated schema (replicas also migrate at start; Kysely's migration lock keeps concurrent runs safe).
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateToLatest } from '../db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const applied = await migrateToLatest(database.db);
    console.log(
      applied.length ? `[migrate] applied: ${applied.join(', ')}` : '[migrate] the schema is up to date',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('[migrate] failed:', error);
  process.exit(1);
});
