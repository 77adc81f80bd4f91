// The quick start skips the demo seed when nothing it reads has changed (issue 16, cold start ≤ 5 s): the seed is
// idempotent, so a second run on the same day with the same files creates nothing but still costs the checks of
// every row (about half a second on PGlite, more on a busy machine). The fingerprint covers the seed's code and data
// files, the migrations and the day (plans, trained days and the stream week are dated). `pnpm --filter backend seed`
// always seeds; a demo account deleted during the day comes back on the next day's start or with `--reset-demo`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MIGRATIONS } from '../db/migrations';
import { todayIn } from '../modules/training';
import { seedDatabase, type SeedOptions, type SeedSummary } from './seed-database';
import { BUSINESS_TIME_ZONE } from '../shared/domain';

/** The seed's code as it runs (src or dist) and its data files, which stay in src. */
const SEED_DIRS = [...new Set([__dirname, path.resolve(__dirname, '../../src/seed')])];

function addTree(hash: ReturnType<typeof createHash>, dir: string, base = dir): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // an image without the sources: the code and the other inputs still count
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) addTree(hash, file, base);
    else if (entry.isFile()) hash.update(`${path.relative(base, file)}\0`).update(readFileSync(file));
  }
}

/** What a complete seed run depended on: seed files, migrations and the day in Europe/Berlin. */
export function seedFingerprint(day: string = todayIn(BUSINESS_TIME_ZONE)): string {
  const hash = createHash('sha256');
  for (const dir of SEED_DIRS) addTree(hash, dir);
  hash.update(Object.keys(MIGRATIONS).join(','));
  hash.update(day);
  return hash.digest('hex');
}

/**
 * Seeds unless the last complete seed had the same fingerprint; returns what was created, or null when skipped.
 * The fingerprint is recorded after the seed's transaction: a crash in between only means one more full seed.
 */
export async function seedUnlessUnchanged(
  db: Kysely<Database>,
  fingerprint: string = seedFingerprint(),
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  const done = await db
    .selectFrom('seed_runs')
    .select('fingerprint')
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  if (done) return null;
  const summary = await seedDatabase(db, options);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('seed_runs').execute();
    await trx.insertInto('seed_runs').values({ fingerprint }).execute();
  });
  return summary;
}
