// Test helper for the activity endpoints: the seeded app with a clock the test sets, plus small helpers to create
// users and read ids. JWT expiry keeps using the real time; only the activity rules follow the test clock.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../app';
import { MIN_EXERCISE_ELAPSED_FRACTION } from '../modules/kernel';
import type { PushSender, SmsProvider } from '../modules/notifications';
import { seedDatabase } from '../seed/seed-database';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { hashPassword } from '../shared/password';
import { createMemoryStorage, type FileStorage } from '../shared/storage';
import { createTestDatabase, DB_SETUP_TIMEOUT_MS, type TestApp, tokenFor, useFixture } from './test-app';

export interface ClockedTestApp extends TestApp {
  /** Moves the app's clock to the instant (ISO string or Date). */
  setNow(instant: string | Date): void;
  now(): Date;
  /** Moves the clock forward by `seconds`. */
  later(seconds: number): void;
  /** PUT action_start_exercise / action_exercise for one exercise in free mode, with optional extra headers
   * (Offline-Age-Ms, Idempotency-Key). */
  startExercise(token: string, exerciseId: number, headers?: Record<string, string>): request.Test;
  finishExercise(token: string, exerciseId: number, headers?: Record<string, string>): request.Test;
  /** Starts an exercise and finishes it the plausible time later (moves the clock); both must be accepted. */
  doExercise(token: string, exerciseId: number): Promise<void>;
  /** Seconds a finish must follow its start for the exercise (the plausible-time rule of the API tests). */
  minElapsedSeconds(exerciseId: number): Promise<number>;
  /** Creates a subscriber (demo password), optionally in the demo company; returns id and token. Their
   * membership starts at the real now unless `membershipSince` says when. */
  createUser(
    email: string,
    options?: { company?: boolean; lang?: 'de-DE' | 'en-US'; timeZone?: string; membershipSince?: string },
  ): Promise<{ id: number; token: string }>;
  idOf(email: string): Promise<number>;
  exerciseIds(count: number): Promise<number[]>;
}

export interface ClockedTestAppOptions {
  storage?: FileStorage;
  sms?: SmsProvider;
  push?: PushSender;
}

/** The clocked test app of the enclosing file or describe block, created before its first test (see useTestApp). */
export function useClockedTestApp(start: string, options: ClockedTestAppOptions = {}): ClockedTestApp {
  return useFixture(() => createClockedTestApp(start, options));
}

/** Ids of `count` physical exercises of the seed (t.exerciseIds), read before the first test. */
export function useExerciseIds(t: ClockedTestApp, count: number): number[] {
  const ids: number[] = [];
  beforeAll(async () => {
    ids.push(...(await t.exerciseIds(count)));
  }, DB_SETUP_TIMEOUT_MS);
  return ids;
}

/** A fresh, seeded database and the app on it, with a settable clock (starts at `start`). */
export async function createClockedTestApp(
  start: string,
  options: ClockedTestAppOptions = {},
): Promise<ClockedTestApp> {
  let current = new Date(start);
  const database = await createTestDatabase();
  try {
    // the app and the seed share one storage: the seeded sessions' demo recording is stored there (#36)
    const storage = options.storage ?? createMemoryStorage();
    await seedDatabase(database.db, { storage, pictures: false });
    const jwtSecret = randomBytes(32).toString('hex');
    const app = createApp({
      db: database.db,
      dbKind: database.kind,
      jwt: { secret: jwtSecret, expiresInSeconds: 3600 },
      clock: () => new Date(current),
      storage,
      sms: options.sms,
      push: options.push,
    });
    const { db } = database;
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Demo GmbH')
      .executeTakeFirstOrThrow();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const putExercise = (path: string, token: string, id: number, headers: Record<string, string> = {}) =>
      request(app)
        .put(`/wp-json/officefit/v1/${path}`)
        .set({ ...headers, Authorization: `Bearer ${token}` })
        .send({ id, mode: 'free' });
    /** Seconds a finish must follow its start for the exercise (the plausible-time rule of the API tests). */
    const minElapsedSeconds = async (exerciseId: number) => {
      const row = await db
        .selectFrom('exercises')
        .select('duration_seconds')
        .where('id', '=', exerciseId)
        .executeTakeFirstOrThrow();
      return Math.ceil(row.duration_seconds * MIN_EXERCISE_ELAPSED_FRACTION);
    };
    return {
      ...database,
      app,
      jwtSecret,
      setNow(instant) {
        current = new Date(instant);
      },
      now: () => new Date(current),
      later(seconds) {
        current = new Date(current.getTime() + seconds * 1000);
      },
      startExercise: (token, id, headers) => putExercise('action_start_exercise', token, id, headers),
      finishExercise: (token, id, headers) => putExercise('action_exercise', token, id, headers),
      async doExercise(token, exerciseId) {
        const started = await putExercise('action_start_exercise', token, exerciseId);
        if (started.status !== 200) throw new Error(`start of ${exerciseId}: ${started.status}`);
        current = new Date(current.getTime() + (await minElapsedSeconds(exerciseId)) * 1000);
        const finished = await putExercise('action_exercise', token, exerciseId);
        if (finished.status !== 200) throw new Error(`finish of ${exerciseId}: ${finished.status}`);
      },
      minElapsedSeconds,
      async createUser(email, options = {}) {
        const { id } = await db
          .insertInto('users')
          .values({
            email,
            password_hash: passwordHash,
            first_name: email.split('@')[0]!,
            lang: options.lang ?? 'de-DE',
            company_id: options.company === false ? null : company.id,
            ...(options.timeZone && { time_zone: options.timeZone }),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // an open-ended private membership: subscriber endpoints are guarded by requireAccess('abo')
        await db
          .insertInto('subscriptions')
          .values({
            user_id: id,
            kind: 'private',
            ...(options.membershipSince && { starts_at: options.membershipSince }),
          })
          .execute();
        return { id, token: await tokenFor(app, email) };
      },
      async idOf(email) {
        const row = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        return row.id;
      },
      async exerciseIds(count) {
        const rows = await db
          .selectFrom('exercises')
          .select('id')
          .where('kind', '!=', 'mental')
          .orderBy('id')
          .limit(count)
          .execute();
        if (rows.length < count) throw new Error(`the seed has only ${rows.length} physical exercises`);
        return rows.map((r) => r.id);
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
