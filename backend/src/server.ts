// Entry point: reads the environment, opens and migrates the database, and serves /wp-json until SIGTERM/SIGINT.
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateToLatest } from './db/migrate';
import { activityOptionsFromEnv } from './modules/activity';
import { startChallengeScheduler } from './modules/community/challenges';
import { startMailOutbox } from './modules/contact';
import { resolveJwtSecret } from './shared/jwt-secret';
import { openFileStorage } from './shared/storage';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  const applied = await migrateToLatest(database.db);
  if (applied.length) console.log(`[backend] applied migrations: ${applied.join(', ')}`);

  const secret = await resolveJwtSecret({ ...config, db: database.db });
  const storage = await openFileStorage(config);
  console.log(`[backend] uploaded files: ${storage.description}`);
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    storage,
    jwt: { secret, expiresInSeconds: config.jwtExpiresInSeconds },
    activity: activityOptionsFromEnv(),
  });

  const server: Server = await new Promise((resolve, reject) => {
    // Express 5 hands listen errors (e.g. EADDRINUSE) to the callback
    const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  const stopMailOutbox = startMailOutbox(database.db, { jwtSecret: secret, dataDir: config.dataDir });
  console.log(
    `[backend] listening on http://${config.host}:${config.port}/wp-json (${database.kind}: ${database.location})`,
  );
  // the challenge job (end + payout); CHALLENGE_JOB_INTERVAL_MS=0 switches this process's scheduler off
  const jobIntervalMs = Number(process.env.CHALLENGE_JOB_INTERVAL_MS ?? 15_000);
  const scheduler =
    Number.isFinite(jobIntervalMs) && jobIntervalMs > 0
      ? startChallengeScheduler(database.db, { intervalMs: jobIntervalMs })
      : null;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopMailOutbox();
    console.log(`[backend] ${signal} received, shutting down`);
    setTimeout(() => {
      console.error('[backend] shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close(() => {
      Promise.resolve(scheduler?.stop())
        .then(() => database.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error('[backend] closing the database failed:', error);
          process.exit(1);
        });
    });
    // keep-alive connections would hold server.close() open until they time out
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('[backend] failed to start:', error);
  process.exit(1);
});
