// Test helper: a fresh, migrated (and by default seeded) database plus the app on top of it.
// Without DATABASE_URL: in-memory PGlite. With DATABASE_URL: a new database `officefit_test_<random>` on that
// server, dropped again by close().
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { Kysely, KyselyPlugin } from 'kysely';
import request from 'supertest';
import { createApp } from '../app';
import type { LoginLimit } from '../modules/auth';
import type { SmsProvider } from '../modules/notifications';
import type { LookupLimit } from '../modules/membership';
import type { ResetLimit } from '../modules/password';
import { type DatabaseHandle, type DbKind, openDatabase } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import type { Listen } from '../db/notifications';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/demo-users';
import type { Logger } from '../shared/logger';
import { createFileSystemStorage, type FileStorage } from '../shared/storage';
import { createScratchDatabase } from './scratch-postgres';
import { seedDatabase } from '../seed/seed-database';

/** Time for creating, migrating and seeding a database (PGlite needs a few seconds to start). */
export const DB_SETUP_TIMEOUT_MS = 60_000;

export interface TestDatabase {
  db: Kysely<Database>;
  kind: DbKind;
  /** The database's notifications (DatabaseHandle.listen). */
  listen: Listen;
  close(): Promise<void>;
}

export interface TestApp extends TestDatabase {
  app: Express;
  jwtSecret: string;
}

/** Creates an empty, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ memory: true });
    await migrateToLatest(handle.db);
    return { db: handle.db, kind: handle.kind, listen: handle.listen, close: handle.close };
  }

  const scratch = await createScratchDatabase('officefit_test', url);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 5 });
    await migrateToLatest(handle.db);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    db: handle.db,
    kind: handle.kind,
    listen: handle.listen,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Creates the app on a fresh database, seeded with the demo data unless `seed: false`. */
export async function createTestApp(
  options: {
    seed?: boolean;
    loginLimit?: LoginLimit;
    resetLimit?: ResetLimit;
    storage?: FileStorage;
    /** API tests register many accounts from one address: a wide limit unless a test sets its own. */
    registrationLimit?: LookupLimit;
    /** An SMS provider (recordingSms): SMS is then offered. */
    sms?: SmsProvider;
    /** Where request logs go (captureLogs); the process's logger (silent under jest) when absent. */
    logger?: Logger;
  } = {},
): Promise<TestApp & { storage: FileStorage }> {
  const database = await createTestDatabase();
  try {
    const jwtSecret = randomBytes(32).toString('hex');
    const files = await fs.mkdtemp(path.join(os.tmpdir(), 'officefit-files-'));
    const storage = options.storage ?? (await createFileSystemStorage(files));
    if (options.seed !== false) await seedDatabase(database.db, { storage, pictures: false });
    const app = createApp({
      db: database.db,
      dbKind: database.kind,
      storage,
      jwt: { secret: jwtSecret, expiresInSeconds: 3600 },
      loginLimit: options.loginLimit,
      resetLimit: options.resetLimit,
      registrationLimit: options.registrationLimit ?? { max: 10_000, windowSeconds: 3600 },
      sms: options.sms,
      logger: options.logger,
    });
    const close = async () => {
      await database.close();
      await fs.rm(files, { recursive: true, force: true });
    };
    return { ...database, close, app, jwtSecret, storage };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Logs in through the API and returns the bearer token (demo password by default). */
export async function tokenFor(app: Express, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request(app).post('/wp-json/jwt-auth/v1/token').send({ username: email, password });
  if (res.status !== 200)
    throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

/**
 * `db` with every statement it sends recorded: `kinds` gets each statement's node kind ('SelectQueryNode',
 * 'RawNode', …) in order, for statements Kysely builds; `answered` gets one entry per statement answered, those
 * run without a query builder included. Empty them (`kinds.length = 0`) before the request to measure.
 */
export function countingStatements<DB>(db: Kysely<DB>): {
  db: Kysely<DB>;
  kinds: string[];
  answered: true[];
} {
  const kinds: string[] = [];
  const answered: true[] = [];
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      kinds.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => {
      answered.push(true);
      return args.result;
    },
  };
  return { db: db.withPlugin(counter), kinds, answered };
}
