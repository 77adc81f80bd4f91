// Exercise activity, plan-unit completion, weekly-goal settings and the point ledger. Writes run inside one
// transaction (ActivityRepository.transaction) that starts by locking the user's row.
import { type Kysely, sql } from 'kysely';
import type { Database, ExerciseActivityKind } from '../../db/schema';
import type { BodyRegion, ExerciseMode } from '../../shared/domain';
import { POINT_REASONS, type PointAward } from '../kernel';
import { type ActivityUser, loadActivityUser } from './context';
import { awardWithFlame, pointDays, pointsAndDays, totalPoints } from './ledger';

export interface NewActivity {
  userId: number;
  exerciseId: number;
  kind: ExerciseActivityKind;
  mode: ExerciseMode;
  region: BodyRegion | null;
  date: string;
  durationSeconds: number;
  /** The moment of the action on the app's clock (stored as created_at; a finish measures from the start's). */
  at: Date;
}

/** Reads that work on the database or inside a transaction. */
export interface ActivityReads {
  user(userId: number): Promise<ActivityUser>;
  /** The exercise's duration in seconds, or undefined for an unknown exercise. */
  exerciseDuration(exerciseId: number): Promise<number | undefined>;
  /** Distinct dates in [from, to] on which the user finished at least one exercise, ascending. */
  trainedDates(userId: number, from: string, to: string): Promise<string[]>;
  pointDays(userId: number, timeZone: string): Promise<string[]>;
  totalPoints(userId: number): Promise<number>;
  /** totalPoints and pointDays in one statement. */
  pointsAndDays(userId: number, timeZone: string): Promise<{ total: number; days: string[] }>;
}

/** What the service may do inside a transaction. */
export interface ActivityTx extends ActivityReads {
  /** The user, locked until the transaction ends. */
  lockUser(userId: number): Promise<ActivityUser>;
  /** Records the activity once per exercise, kind and day; false when it was already recorded. */
  recordActivity(activity: NewActivity): Promise<boolean>;
  /** When the user (first) started the exercise on that local date, or null when not. */
  startedAt(userId: number, exerciseId: number, date: string): Promise<Date | null>;
  /** Exercise points (start + finish awards) the user earned for that local date. */
  exercisePoints(userId: number, date: string): Promise<number>;
  /** Marks the first open or started unit of the exercise on that plan date done; false when there is none. */
  completePlanUnit(userId: number, date: string, exerciseId: number): Promise<boolean>;
  /** Units of the plan date and how many of them are done. */
  planDayProgress(userId: number, date: string): Promise<{ total: number; done: number }>;
  award(user: ActivityUser, award: PointAward, ref: string, date: string): Promise<number>;
  setWeeklyGoal(userId: number, weekdays: number[], target: number): Promise<void>;
}

export interface ActivityRepository extends ActivityReads {
  transaction<T>(work: (tx: ActivityTx) => Promise<T>): Promise<T>;
}

function reads(db: Kysely<Database>): ActivityReads {
  return {
    user: (userId) => loadActivityUser(db, userId),
    async exerciseDuration(exerciseId) {
      const row = await db
        .selectFrom('exercises')
        .select('duration_seconds')
        .where('id', '=', exerciseId)
        .executeTakeFirst();
      return row?.duration_seconds;
    },
    async trainedDates(userId, from, to) {
      const rows = await db
        .selectFrom('exercise_activity')
        .select('activity_date')
        .distinct()
        .where('user_id', '=', userId)
        .where('kind', '=', 'finish')
        .where('activity_date', '>=', from)
        .where('activity_date', '<=', to)
        .orderBy('activity_date')
        .execute();
      return rows.map((r) => r.activity_date);
    },
    pointDays: (userId, timeZone) => pointDays(db, userId, timeZone),
    totalPoints: (userId) => totalPoints(db, userId),
    pointsAndDays: (userId, timeZone) => pointsAndDays(db, userId, timeZone),
  };
}

function txRepository(trx: Kysely<Database>): ActivityTx {
  return {
    ...reads(trx),
    lockUser: (userId) => loadActivityUser(trx, userId, { lock: true }),

    async recordActivity(a) {
      const row = await trx
        .insertInto('exercise_activity')
        .values({
          user_id: a.userId,
          exercise_id: a.exerciseId,
          kind: a.kind,
          mode: a.mode,
          region: a.region,
          activity_date: a.date,
          duration_seconds: a.durationSeconds,
          created_at: a.at,
        })
        .onConflict((oc) => oc.constraint('exercise_activity_once_per_day_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async startedAt(userId, exerciseId, date) {
      const row = await trx
        .selectFrom('exercise_activity')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('exercise_id', '=', exerciseId)
        .where('kind', '=', 'start')
        .where('activity_date', '=', date)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },

    async exercisePoints(userId, date) {
      // the unique index point_events (user_id, reason, ref) serves this
      const row = await trx
        .selectFrom('point_events')
        .select(sql<number>`coalesce(sum(points), 0)`.as('total'))
        .where('user_id', '=', userId)
        .where('reason', 'in', [POINT_REASONS.startExercise, POINT_REASONS.finishExercise])
        .where('activity_date', '=', date)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async completePlanUnit(userId, date, exerciseId) {
      const result = await trx
        .updateTable('plan_units')
        .set({
          status: 'done',
          started_at: sql<Date>`coalesce(started_at, now())`,
          finished_at: sql<Date>`now()`,
        })
        .where(
          'id',
          '=',
          trx
            .selectFrom('plan_units')
            .select('id')
            .where('user_id', '=', userId)
            .where('plan_date', '=', date)
            .where('exercise_id', '=', exerciseId)
            .where('status', 'in', ['open', 'started'])
            .orderBy('position')
            .limit(1),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async planDayProgress(userId, date) {
      const row = await trx
        .selectFrom('plan_units')
        .select([
          sql<number>`count(*)`.as('total'),
          sql<number>`count(*) filter (where status = 'done')`.as('done'),
        ])
        .where('user_id', '=', userId)
        .where('plan_date', '=', date)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), done: Number(row.done) };
    },

    award: (user, award, ref, date) => awardWithFlame(trx, user, award, ref, date),

    async setWeeklyGoal(userId, weekdays, target) {
      await trx
        .updateTable('users')
        .set({ weekdays, weekly_goal: target, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute();
    },
  };
}

/** The Kysely implementation of ActivityRepository. */
export function createActivityRepository(db: Kysely<Database>): ActivityRepository {
  return {
    ...reads(db),
    transaction: (work) => db.transaction().execute((trx) => work(txRepository(trx))),
  };
}
