// The frame every database CLI shares: opens the configured database (PostgreSQL, else the PGlite folder under
// DATA_DIR), migrates it, runs the task, closes the database, and on a failure prints it and exits 1.
import path from 'node:path';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateToLatest } from '../db/migrate';

export interface CliContext {
  config: Config;
  database: DatabaseHandle;
  /** The migrations this run applied (empty when the schema was up to date). */
  applied: string[];
}

/** Runs `task` on the migrated database; `name` prefixes the failure message, e.g. `[seed] failed: …`. */
export function runWithDatabase(name: string, task: (context: CliContext) => Promise<void>): void {
  const main = async () => {
    const config = loadConfig();
    const database = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl }
        : { pgliteDir: path.join(config.dataDir, 'pglite') },
    );
    try {
      const applied = await migrateToLatest(database.db);
      await task({ config, database, applied });
    } finally {
      await database.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(`[${name}] failed:`, error);
    process.exit(1);
  });
}
