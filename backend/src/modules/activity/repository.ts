// Exercise activity, plan-unit completion, weekly-goal settings and the point ledger. Writes run inside one
// transaction (ActivityRepository.transaction) that starts by locking the user's row.
import { type Kysely, sql } from 'kysely';
import { compileOnce } from '../../db/compiled-query';
import type { Database, ExerciseActivityKind } from '../../db/schema';
import type { BodyRegion, ExerciseMode } from '../../shared/domain';
import { POINT_REASONS, type PointAward } from '../kernel';
import { type ActivityUser, loadActivityUser, lockActivityUserAndExercise } from './context';
import { awardWithFlame, pointDays, pointsAndDays, pointsAndDaysColumns, totalPoints } from './ledger';

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
  /** Distinct dates in [from, to] on which the user finished at least one exercise, ascending. */
  trainedDates(userId: number, from: string, to: string): Promise<string[]>;
  pointDays(userId: number, timeZone: string): Promise<string[]>;
  totalPoints(userId: number): Promise<number>;
  /** totalPoints and pointDays in one statement. */
  pointsAndDays(userId: number, timeZone: string): Promise<{ total: number; days: string[] }>;
  /** trainedDates of [from, to] and pointsAndDays in one statement (the end of an exercise finish needs all). */
  trainedDatesAndPoints(
    userId: number,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<{ trainedDates: string[]; total: number; days: string[] }>;
}

/** What the service may do inside a transaction. */
export interface ActivityTx extends ActivityReads {
  /** The user, locked until the transaction ends. */
  lockUser(userId: number): Promise<ActivityUser>;
  /** lockUser and the exercise's duration in seconds (undefined for an unknown exercise), in one statement. */
  lockUserAndExercise(
    userId: number,
    exerciseId: number,
  ): Promise<{ user: ActivityUser; exerciseSeconds: number | undefined }>;
  /** Records the activity once per exercise, kind and day; false when it was already recorded. */
  recordActivity(activity: NewActivity): Promise<boolean>;
  /** When the user (first) started the exercise on that local date, or null when not. */
  startedAt(userId: number, exerciseId: number, date: string): Promise<Date | null>;
  /** Exercise points (start + finish awards) the user earned for that local date. */
  exercisePoints(userId: number, date: string): Promise<number>;
  /**
   * Marks the first open or started unit of the exercise on that plan date done (if there is one) and answers the
   * plan date's units and how many of them are done now, in one statement.
   */
  completePlanUnit(
    userId: number,
    date: string,
    exerciseId: number,
  ): Promise<{ total: number; done: number }>;
  award(user: ActivityUser, award: PointAward, ref: string, date: string): Promise<number>;
  setWeeklyGoal(userId: number, weekdays: number[], target: number): Promise<void>;
}

export interface ActivityRepository extends ActivityReads {
  transaction<T>(work: (tx: ActivityTx) => Promise<T>): Promise<T>;
}

// The statements of an exercise finish (the app's most frequent write), built and compiled once (compiled-query.ts).
/** Distinct dates in [from, to] on which the user finished an exercise, ascending. */
const trainedDatesQuery = (db: Kysely<Database>, userId: number, from: string, to: string) =>
  db
    .selectFrom('exercise_activity')
    .select('activity_date')
    .distinct()
    .where('user_id', '=', userId)
    .where('kind', '=', 'finish')
    .where('activity_date', '>=', from)
    .where('activity_date', '<=', to)
    .orderBy('activity_date');

// The statements of an exercise finish (the app's most frequent write), built and compiled once (compiled-query.ts).
const TRAINED_DATES = compileOnce((db, userId: number, from: string, to: string) =>
  trainedDatesQuery(db, userId, from, to),
);

const TRAINED_DATES_AND_POINTS = compileOnce(
  (db, userId: number, from: string, to: string, timeZone: string) =>
    db
      .selectFrom('point_events as p')
      .select((eb) => [
        // text, not date[]: a date list would come back as Date objects
        eb
          .selectFrom(trainedDatesQuery(db, userId, from, to).as('t'))
          .select(
            sql<
              string[] | null
            >`array_agg(to_char(t.activity_date, 'YYYY-MM-DD') order by t.activity_date)`.as('days'),
          )
          .as('trained'),
        ...pointsAndDaysColumns(sql`${timeZone}`),
      ])
      .where('p.user_id', '=', userId),
);

function reads(db: Kysely<Database>): ActivityReads {
  return {
    user: (userId) => loadActivityUser(db, userId),
    async trainedDates(userId, from, to) {
      const rows = await TRAINED_DATES.execute(db, userId, from, to);
      return rows.map((r) => r.activity_date);
    },
    pointDays: (userId, timeZone) => pointDays(db, userId, timeZone),
    totalPoints: (userId) => totalPoints(db, userId),
    pointsAndDays: (userId, timeZone) => pointsAndDays(db, userId, timeZone),
    async trainedDatesAndPoints(userId, from, to, timeZone) {
      const row = await TRAINED_DATES_AND_POINTS.executeTakeFirst(db, userId, from, to, timeZone);
      return {
        trainedDates: row?.trained ?? [],
        total: Number(row?.total ?? 0),
        days: row?.days ?? [],
      };
    },
  };
}

const RECORD_ACTIVITY = compileOnce(
  (
    db,
    userId: number,
    exerciseId: number,
    kind: ExerciseActivityKind,
    mode: ExerciseMode,
    region: BodyRegion | null,
    date: string,
    durationSeconds: number,
    at: Date,
  ) =>
    db
      .insertInto('exercise_activity')
      .values({
        user_id: userId,
        exercise_id: exerciseId,
        kind,
        mode,
        region,
        activity_date: date,
        duration_seconds: durationSeconds,
        created_at: at,
      })
      .onConflict((oc) => oc.constraint('exercise_activity_once_per_day_key').doNothing())
      .returning('id'),
);

const STARTED_AT = compileOnce((db, userId: number, exerciseId: number, date: string) =>
  db
    .selectFrom('exercise_activity')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId)
    .where('kind', '=', 'start')
    .where('activity_date', '=', date),
);

function txRepository(trx: Kysely<Database>): ActivityTx {
  return {
    ...reads(trx),
    lockUser: (userId) => loadActivityUser(trx, userId, { lock: true }),
    lockUserAndExercise: (userId, exerciseId) => lockActivityUserAndExercise(trx, userId, exerciseId),

    async recordActivity(a) {
      const row = await RECORD_ACTIVITY.executeTakeFirst(
        trx,
        a.userId,
        a.exerciseId,
        a.kind,
        a.mode,
        a.region,
        a.date,
        a.durationSeconds,
        a.at,
      );
      return row !== undefined;
    },

    async startedAt(userId, exerciseId, date) {
      const row = await STARTED_AT.executeTakeFirst(trx, userId, exerciseId, date);
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
      // the outer select sees the units as they were before the update, so the unit done now is added by id
      const { rows } = await sql<{ total: number; done: number }>`
        with done_now as (
          update plan_units set status = 'done', started_at = coalesce(started_at, now()), finished_at = now()
          where id = (
            select id from plan_units
            where user_id = ${userId} and plan_date = ${date} and exercise_id = ${exerciseId}
              and status in ('open', 'started')
            order by position limit 1)
          returning id)
        select count(*) as total,
          count(*) filter (where status = 'done' or id in (select id from done_now)) as done
        from plan_units where user_id = ${userId} and plan_date = ${date}
      `.execute(trx);
      return { total: Number(rows[0]?.total ?? 0), done: Number(rows[0]?.done ?? 0) };
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
