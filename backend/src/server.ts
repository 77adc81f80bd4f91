// Entry point: reads the environment, opens and migrates (and with `--seed` seeds) the database, and serves
// /wp-json until SIGTERM/SIGINT.
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateToLatest } from './db/migrate';
import { activityOptionsFromEnv } from './modules/activity';
import { CHALLENGE_JOB } from './modules/community/challenges';
import { defineMailOutboxJob, loadMailConfig, MAIL_OUTBOX_JOB } from './modules/contact';
import { createJobs } from './modules/jobs';
import { resolveVapidKeys, smsProviderFromEnv } from './modules/notifications';
import { seedUnlessUnchanged } from './seed/seed-fingerprint';
import { resolveJwtSecret } from './shared/jwt-secret';
import { logger } from './shared/logger';
import { openFileStorage } from './shared/storage';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Running jobs get this long to finish at shutdown before their leases are handed back (inside the timeout). */
const JOBS_GRACE_MS = 7_000;

/**
 * The environment knobs of the background jobs, mapped onto the job module's per-job intervals (seconds; 0 = this
 * process does not run the job): CHALLENGE_JOB_INTERVAL_MS (default 15000) and OUTBOX_INTERVAL (default 30s).
 */
function jobIntervals(env: NodeJS.ProcessEnv): Record<string, number> {
  const challengeMs = Number(env.CHALLENGE_JOB_INTERVAL_MS ?? 15_000);
  return {
    [CHALLENGE_JOB]:
      Number.isFinite(challengeMs) && challengeMs > 0 ? Math.max(1, Math.round(challengeMs / 1000)) : 0,
    [MAIL_OUTBOX_JOB]: loadMailConfig(env).intervalSeconds,
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, preparedStatements: config.preparedStatements }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info(`applied migrations: ${applied.join(', ')}`);
  const secret = await resolveJwtSecret({ ...config, db: database.db });
  // kept like the JWT secret: browsers bind their push subscriptions to the public key
  const vapid = await resolveVapidKeys({ ...config, db: database.db });
  const sms = smsProviderFromEnv();
  logger.info(`SMS reminders: ${sms ? sms.name : 'not offered (SMS_PROVIDER unset)'}`);
  const storage = await openFileStorage(config);
  logger.info(`uploaded files: ${storage.description}`);
  // `--seed` (scripts/start.mjs): the idempotent demo seed on this process's connection, so the embedded
  // database is opened once at start-up instead of twice (opening PGlite costs seconds); skipped when nothing it
  // reads changed since its last run (seed/seed-fingerprint.ts). After the storage opened: the stream's demo
  // recording and the landing pages' pictures are stored there.
  if (process.argv.includes('--seed')) {
    const summary = await seedUnlessUnchanged(database.db, undefined, { storage });
    const created = Object.entries(summary ?? {}).filter(([, n]) => n > 0);
    logger.info(
      summary === null
        ? 'demo data unchanged since the last seed today'
        : created.length
          ? `seeded: ${created.map(([k, n]) => `${n} ${k}`).join(', ')}`
          : 'demo data already present',
    );
  }

  // one job registry per process: the modules define their jobs on it, start() below runs them
  const jobs = createJobs(database.db);
  defineMailOutboxJob(jobs, database.db, { jwtSecret: secret, dataDir: config.dataDir });
  const app = createApp({
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
    storage,
    jwt: { secret, expiresInSeconds: config.jwtExpiresInSeconds },
    vapid,
    sms,
    activity: activityOptionsFromEnv(),
    jobs,
    siteUrl: loadMailConfig().siteUrl,
    trustProxy: config.trustProxy,
  });

  const server: Server = await new Promise((resolve, reject) => {
    // Express 5 hands listen errors (e.g. EADDRINUSE) to the callback
    const s = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  logger.info(
    `listening on http://${config.host}:${config.port}/wp-json (${database.kind}: ${database.location})`,
  );
  await jobs.start({
    pollSeconds: Number(process.env.JOBS_POLL_SECONDS ?? 5) || 5,
    intervals: jobIntervals(process.env),
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    // running handlers finish (or hand their leases back) while open requests drain
    const jobsStopped = jobs.stop({ graceMs: JOBS_GRACE_MS });
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close(() => {
      jobsStopped
        .then(() => database.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
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
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
