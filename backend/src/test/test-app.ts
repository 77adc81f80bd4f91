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

export interface TestAppOptions {
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
}

/** Creates the app on a fresh database, seeded with the demo data unless `seed: false`. */
export async function createTestApp(
  options: TestAppOptions = {},
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

/**
 * The test app of the enclosing file or describe block: created (createTestApp) before its first test, closed
 * after its last. The object is filled in by the beforeAll, so its fields are there from the first test on.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp & { storage: FileStorage } {
  return useFixture(() => createTestApp(options));
}

/** Registers the hooks that fill the returned object with `create()`'s result and close it again. */
export function useFixture<T extends { close(): Promise<void> }>(create: () => Promise<T>): T {
  const fixture = {} as T;
  let created = false;
  beforeAll(async () => {
    Object.assign(fixture, await create());
    created = true;
  }, DB_SETUP_TIMEOUT_MS);
  // a setup that failed (or timed out) has nothing to close: its own error is the one to read
  afterAll(async () => {
    if (created) await fixture.close();
  });
  return fixture;
}

/** Logs in through the API and returns the bearer token (demo password by default). */
export async function tokenFor(app: Express, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request(app).post('/wp-json/jwt-auth/v1/token').send({ username: email, password });
  if (res.status !== 200)
    throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

/** The user id of an e-mail address. */
export async function userIdOf(t: Pick<TestDatabase, 'db'>, email: string): Promise<number> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
}

/**
 * Signs in the demo accounts `<name>@example.com` (demo password) before the first test: their bearer tokens
 * and user ids by name. Call after useTestApp.
 */
export function useDemoAccounts(
  t: TestApp,
  names: readonly string[],
): { token: Record<string, string>; id: Record<string, number> } {
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};
  beforeAll(async () => {
    for (const name of names) {
      token[name] = await tokenFor(t.app, `${name}@example.com`);
      id[name] = await userIdOf(t, `${name}@example.com`);
    }
  }, DB_SETUP_TIMEOUT_MS);
  return { token, id };
}

/** A seeded demo account of each role, by role: `useTokens(t, ROLE_LOGINS)` signs them all in. */
export const ROLE_LOGINS = {
  admin: 'admin@example.com',
  service: 'service@example.com',
  marketing: 'marketing@example.com',
  owner: 'owner@example.com',
  subscriber: 'demo@example.com',
} as const;

/** Signs in before the first test with the demo password: the bearer tokens by key (`{ admin: 'admin@…' }`). */
export function useTokens(t: TestApp, logins: Record<string, string>): Record<string, string> {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    await Promise.all(
      Object.entries(logins).map(async ([key, email]) => {
        tokens[key] = await tokenFor(t.app, email);
      }),
    );
  }, DB_SETUP_TIMEOUT_MS);
  return tokens;
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
