import { type Kysely, Migrator } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

/** Runs every pending migration; throws (after logging which one failed) when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const detail = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${detail}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
