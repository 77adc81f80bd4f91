// `pnpm --filter backend seed`: migrates and seeds the configured database (idempotent), then lists the logins.
// `pnpm --filter backend seed -- --reset-demo` first puts the demo members back to their seeded state.
import { openFileStorage } from '../shared/storage';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users';
import { resetDemoUsers, seedDatabase } from '../seed/seed-database';
import { runWithDatabase } from './with-database';

runWithDatabase('seed', async ({ config, database, applied }) => {
  if (applied.length) console.log(`[seed] applied migrations: ${applied.join(', ')}`);
  const reset = process.argv.includes('--reset-demo');
  if (reset) console.log('[seed] resetting the demo members (their activity, habits and challenges) …');
  // the stream's demo recording and the landing pages' pictures go where the server keeps uploaded files
  const storage = await openFileStorage(config);
  const summary = reset
    ? await resetDemoUsers(database.db, { storage })
    : await seedDatabase(database.db, { storage });
  const created = Object.entries(summary).filter(([, n]) => n > 0);
  console.log(
    created.length
      ? `[seed] ${database.kind} (${database.location}): created ${created.map(([k, n]) => `${n} ${k}`).join(', ')}`
      : `[seed] ${database.kind} (${database.location}): demo data already present, nothing changed`,
  );
  console.log(`[seed] demo logins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(22)} ${user.description}`);
});
