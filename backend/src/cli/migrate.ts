// `node dist/cli/migrate.js`: applies the pending migrations to the configured database and exits — the
// Kubernetes migration Job and the compose one-shot run it before the backends roll, so no replica starts on a
// half-migrated schema (replicas also migrate at start; Kysely's migration lock keeps concurrent runs safe).
import { runWithDatabase } from './with-database';

runWithDatabase('migrate', async ({ applied }) => {
  console.log(
    applied.length ? `[migrate] applied: ${applied.join(', ')}` : '[migrate] the schema is up to date',
  );
});
