// Exercise activity, plan-unit completion, weekly-goal settings and the point ledger. Writes run inside one
// transaction (ActivityRepository.transaction) that starts by locking the user's row.
import { type Kysely, sql } from 'kysely';
import type { Database, ExerciseActivityKind } from '../../db/schema';
import type { BodyRegion, ExerciseMode, Strike } from '../../shared/domain';
import { feedRefs, recordFeedPost } from '../community/feed';
import { POINT_REASONS, POINTS, type PointAward } from '../kernel';
import { type ActivityUser, loadActivityUser, lockActivityUserAndExercise } from './context';
import {
  awardWithFlame,
  EXERCISE_POINT_REASONS,
  pointDays,
  pointsAndDaysColumns,
  pointsOnDay,
  pointsOnDaySum,
  recordStrikePost,
  totalPoints,
} from './ledger';

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
}

/** What an exercise finish decides on (ActivityTx.finishState). */
export interface FinishState {
  /** When the user started the exercise on the date, or null. */
  startedAt: Date | null;
  /** Whether the finish of the exercise on the date is recorded already. */
  finished: boolean;
  /** Exercise points (start + finish awards) of the date. */
  exercisePoints: number;
  /** The first open or started unit of the exercise on that plan date, or null. */
  openUnitId: number | null;
  /** The plan date's units, and how many of them are done. */
  units: { total: number; done: number };
  /** Distinct dates of the week with a finished exercise, ascending. */
  trainedDates: string[];
  /** The user's fitness points and the local days with points (ledger.ts pointsAndDaysColumns). */
  total: number;
  days: string[];
  /** Which of the asked point references the user has already. */
  givenRefs: string[];
}

/** A point event an exercise finish writes (once: ON CONFLICT DO NOTHING on its reference). */
export interface PointWrite {
  award: PointAward;
  ref: string;
}

/** The writes of an exercise finish (ActivityTx.writeFinish); every part is optional. */
export interface FinishWrite {
  userId: number;
  date: string;
  /** The finish to record, or null when it is recorded already. */
  activity: NewActivity | null;
  /** The plan unit to mark done, or null. */
  unitId: number | null;
  awards: PointWrite[];
  /** Written only when one of `awards` was written with points (the first points of a day light its flame). */
  flame: PointWrite | null;
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
  /** Exercise points (start + finish awards) the user earned for that local date. */
  exercisePoints(userId: number, date: string): Promise<number>;
  /**
   * Everything an exercise finish decides on, in one statement: its start, whether it is recorded, the date's
   * exercise points, the plan date's units, the week [weekFrom, weekTo]'s trained dates, the ledger, and which of
   * `refs` were awarded. Read after lockUserAndExercise, so nothing of it changes before the transaction ends.
   */
  finishState(
    userId: number,
    exerciseId: number,
    date: string,
    week: { from: string; to: string },
    timeZone: string,
    refs: string[],
  ): Promise<FinishState>;
  /** The writes of an exercise finish in one statement; answers the points written. */
  writeFinish(write: FinishWrite): Promise<number>;
  award(user: ActivityUser, award: PointAward, ref: string, date: string): Promise<number>;
  /** The team-feed posts of milestones reached by a finish (issue 38): a weekly goal, a strike milestone. */
  postMilestones(
    userId: number,
    milestones: { isoWeek: string | null; strike: Strike | null },
  ): Promise<void>;
  setWeeklyGoal(userId: number, weekdays: number[], target: number): Promise<void>;
}

export interface ActivityRepository extends ActivityReads {
  transaction<T>(work: (tx: ActivityTx) => Promise<T>): Promise<T>;
}

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

function reads(db: Kysely<Database>): ActivityReads {
  return {
    user: (userId) => loadActivityUser(db, userId),
    async trainedDates(userId, from, to) {
      const rows = await trainedDatesQuery(db, userId, from, to).execute();
      return rows.map((r) => r.activity_date);
    },
    pointDays: (userId, timeZone) => pointDays(db, userId, timeZone),
    totalPoints: (userId) => totalPoints(db, userId),
  };
}

// The statements of an exercise finish, the app's most frequent write.
const recordActivityQuery = (db: Kysely<Database>, a: NewActivity) =>
  db
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
    .returning('id');

const finishStateQuery = (
  db: Kysely<Database>,
  userId: number,
  exerciseId: number,
  date: string,
  weekFrom: string,
  weekTo: string,
  timeZone: string,
  refs: string[],
) =>
  db
    .selectFrom('point_events as p')
    .select((eb) => [
      eb
        .selectFrom('exercise_activity as a')
        .select('a.created_at')
        .where('a.user_id', '=', userId)
        .where('a.exercise_id', '=', exerciseId)
        .where('a.kind', '=', 'start')
        .where('a.activity_date', '=', date)
        .as('started_at'),
      eb
        .exists(
          eb
            .selectFrom('exercise_activity as a')
            .select('a.id')
            .where('a.user_id', '=', userId)
            .where('a.exercise_id', '=', exerciseId)
            .where('a.kind', '=', 'finish')
            .where('a.activity_date', '=', date),
        )
        .$castTo<boolean>()
        .as('finished'),
      eb
        .selectFrom('plan_units as pu')
        .select('pu.id')
        .where('pu.user_id', '=', userId)
        .where('pu.plan_date', '=', date)
        .where('pu.exercise_id', '=', exerciseId)
        .where('pu.status', 'in', ['open', 'started'])
        .orderBy('pu.position')
        .limit(1)
        .as('open_unit'),
      // "total/done" as one text keeps the units to one subquery
      eb
        .selectFrom('plan_units as pu')
        .select(sql<string>`count(*) || '/' || count(*) filter (where pu.status = 'done')`.as('units'))
        .where('pu.user_id', '=', userId)
        .where('pu.plan_date', '=', date)
        .as('units'),
      // text, not date[]: a date list would come back as Date objects
      eb
        .selectFrom(trainedDatesQuery(db, userId, weekFrom, weekTo).as('t'))
        .select(
          sql<string[] | null>`array_agg(to_char(t.activity_date, 'YYYY-MM-DD') order by t.activity_date)`.as(
            'days',
          ),
        )
        .as('trained'),
      ...pointsAndDaysColumns(sql`${timeZone}`),
      pointsOnDaySum(EXERCISE_POINT_REASONS, date).as('exercise_points'),
      sql<string[] | null>`array_agg(p.ref) filter (where p.ref = any(${refs}::text[]))`.as('given_refs'),
    ])
    .where('p.user_id', '=', userId);

/** A point event as writeFinish's JSON parameter carries it. */
const pointRow = ({ award, ref }: PointWrite) => ({
  points: POINTS[award],
  reason: POINT_REASONS[award],
  ref,
});

/** The statements of an exercise finish inside its transaction: one read decides, one statement writes. */
function finishTx(trx: Kysely<Database>): Pick<ActivityTx, 'finishState' | 'writeFinish' | 'postMilestones'> {
  return {
    async finishState(userId, exerciseId, date, week, timeZone, refs) {
      // an aggregate without GROUP BY: always one row
      const row = (await finishStateQuery(
        trx,
        userId,
        exerciseId,
        date,
        week.from,
        week.to,
        timeZone,
        refs,
      ).executeTakeFirst())!;
      const [total, done] = (row.units ?? '0/0').split('/').map(Number);
      return {
        startedAt: row.started_at ?? null,
        finished: row.finished,
        exercisePoints: Number(row.exercise_points),
        openUnitId: row.open_unit ?? null,
        units: { total: total ?? 0, done: done ?? 0 },
        trainedDates: row.trained ?? [],
        total: Number(row.total),
        days: row.days ?? [],
        givenRefs: row.given_refs ?? [],
      };
    },

    async writeFinish({ userId, date, activity: a, unitId, awards, flame }) {
      // each part does nothing when its parameter is null or empty; the flame only follows points written here
      const { rows } = await sql<{ points: number }>`
        with activity as (
          insert into exercise_activity
            (user_id, exercise_id, kind, mode, region, activity_date, duration_seconds, created_at)
          select ${userId}, ${a?.exerciseId ?? null}::integer, 'finish', ${a?.mode ?? null}::text, ${a?.region ?? null}::text,
            ${date}::date, ${a?.durationSeconds ?? null}::integer, ${a?.at ?? null}::timestamptz
          where ${a !== null}
          on conflict on constraint exercise_activity_once_per_day_key do nothing
          returning id),
        unit as (
          update plan_units set status = 'done', started_at = coalesce(started_at, now()), finished_at = now()
          where id = ${unitId}::integer and user_id = ${userId} and status in ('open', 'started')
          returning id),
        awarded as (
          insert into point_events (user_id, points, reason, ref, activity_date)
          select ${userId}, w.points, w.reason, w.ref, ${date}::date
          from jsonb_to_recordset(${JSON.stringify(awards.map(pointRow))}::jsonb) as w(points integer, reason text, ref text)
          on conflict (user_id, reason, ref) where ref is not null do nothing
          returning points),
        flame as (
          insert into point_events (user_id, points, reason, ref, activity_date)
          select ${userId}, w.points, w.reason, w.ref, ${date}::date
          from jsonb_to_recordset(${JSON.stringify(flame ? [pointRow(flame)] : [])}::jsonb) as w(points integer, reason text, ref text)
          where exists (select 1 from awarded where points > 0)
          on conflict (user_id, reason, ref) where ref is not null do nothing
          returning points)
        select coalesce((select sum(points) from awarded), 0) + coalesce((select sum(points) from flame), 0) as points
      `.execute(trx);
      return Number(rows[0]?.points ?? 0);
    },

    async postMilestones(userId, { isoWeek, strike }) {
      if (isoWeek !== null) {
        await recordFeedPost(trx, { userId, kind: 'weekly_goal', ref: feedRefs.weeklyGoal(isoWeek) });
      }
      if (strike !== null) await recordStrikePost(trx, userId, strike);
    },
  };
}

/** The repository inside one transaction: the reads, the user lock and every write of the activity rules. */
function txRepository(trx: Kysely<Database>): ActivityTx {
  return {
    ...reads(trx),
    ...finishTx(trx),
    lockUser: (userId) => loadActivityUser(trx, userId, { lock: true }),
    lockUserAndExercise: (userId, exerciseId) => lockActivityUserAndExercise(trx, userId, exerciseId),

    async recordActivity(a) {
      const row = await recordActivityQuery(trx, a).executeTakeFirst();
      return row !== undefined;
    },

    exercisePoints(userId, date) {
      return pointsOnDay(trx, userId, EXERCISE_POINT_REASONS, date);
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
