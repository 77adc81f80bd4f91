// Writing and reading fitness points. Every award has a reference ('finish:<exercise>:<date>', 'strike:<date>',
// 'weekly:<iso week>', 'steps:<date>', 'share:<exercise>:<a>:<b>', …) and is inserted with ON CONFLICT DO NOTHING
// on the unique index point_events (user_id, reason, ref): retries and concurrent requests award it once.
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Strike } from '../../shared/domain';
import { feedRefs, isStrikeMilestone, recordFeedPost } from '../community/feed';
import {
  type Absence,
  computeStrike,
  countsForStrike,
  POINT_REASONS,
  type PointAward,
  POINTS,
  safeTimeZone,
} from '../kernel';

/** Idempotency references of the awards. */
export const pointRefs = {
  startExercise: (exerciseId: number, date: string) => `start:${exerciseId}:${date}`,
  finishExercise: (exerciseId: number, date: string) => `finish:${exerciseId}:${date}`,
  planDayComplete: (date: string) => `day:${date}`,
  weeklyGoal: (isoWeek: string) => `weekly:${isoWeek}`,
  stepsGoal: (date: string) => `steps:${date}`,
  strikeFlame: (date: string) => `strike:${date}`,
  /** The pair is unordered: A→B and B→A share one reward. */
  share: (exerciseId: number, userA: number, userB: number) =>
    `share:${exerciseId}:${Math.min(userA, userB)}:${Math.max(userA, userB)}`,
} as const;

/** Inserts the award unless it exists; returns the points written (0 when it was already there). */
export async function awardOnce(
  db: Kysely<Database>,
  userId: number,
  award: PointAward,
  ref: string,
  date: string,
): Promise<number> {
  const row = await db
    .insertInto('point_events')
    .values({
      user_id: userId,
      points: POINTS[award],
      reason: POINT_REASONS[award],
      ref,
      activity_date: date,
    })
    .onConflict((oc) => oc.columns(['user_id', 'reason', 'ref']).where('ref', 'is not', null).doNothing())
    .returning('points')
    .executeTakeFirst();
  // a new flame may complete a milestone of the strike: the team feed tells of it, in the same transaction
  if (award === 'strikeFlame' && row) await postStrikeMilestone(db, userId, date);
  return row?.points ?? 0;
}

/** The team-feed post of a strike that just reached a milestone (issue 38); nothing for any other strike. */
export async function recordStrikePost(db: Kysely<Database>, userId: number, strike: Strike): Promise<void> {
  if (strike.since === null || !isStrikeMilestone(strike.flames)) return;
  await recordFeedPost(db, {
    userId,
    kind: 'strike_milestone',
    ref: feedRefs.strike(strike.since, strike.flames),
    value: strike.flames,
  });
}

/** After the flame of `date` was written: the running strike on that day, and its post when it is a milestone. */
async function postStrikeMilestone(db: Kysely<Database>, userId: number, date: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['time_zone', 'absence_from', 'absence_until'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const days = await pointDays(db, userId, safeTimeZone(user.time_zone));
  const absence = { from: user.absence_from, until: user.absence_until };
  await recordStrikePost(db, userId, computeStrike(days, date, absence));
}

/**
 * The strike rule, the one place every award follows: points just written on `date` light that day's flame when
 * `date` can earn one (a working day the user is not absent on); the flame exists at most once, so only the first
 * points of the day light it. Returns the flame's points (0 when none was written).
 */
export async function lightFlame(
  db: Kysely<Database>,
  user: { id: number; absence: Absence },
  date: string,
  pointsWritten: number,
): Promise<number> {
  if (pointsWritten === 0 || !countsForStrike(date, user.absence)) return 0;
  return awardOnce(db, user.id, 'strikeFlame', pointRefs.strikeFlame(date), date);
}

/** Awards the points for `date` and the day's strike flame they may light (lightFlame); returns every point written. */
export async function awardWithFlame(
  db: Kysely<Database>,
  user: { id: number; absence: Absence },
  award: PointAward,
  ref: string,
  date: string,
): Promise<number> {
  const points = await awardOnce(db, user.id, award, ref, date);
  return points + (await lightFlame(db, user, date, points));
}

/** The sum of the points of `point_events as p` rows: the one way points add up (balance, daily caps, me). */
export const pointsSum = sql<number>`coalesce(sum(p.points), 0)`;

/**
 * A user's fitness points as an SQL expression, for use inside a larger query: every point event, redemptions and
 * wagers lost included. `userId` a number or a column reference such as sql.ref('u.id'). The one balance rule.
 */
export const balanceSql = (userId: number | Expression<unknown>) =>
  sql<number>`(select ${pointsSum} from point_events p where p.user_id = ${userId})`;

/** The user's fitness points (balanceSql). */
export async function totalPoints(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectNoFrom(balanceSql(userId).as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The point reasons under the daily exercise-points cap (DAILY_EXERCISE_POINTS_CAP). */
export const EXERCISE_POINT_REASONS = [POINT_REASONS.startExercise, POINT_REASONS.finishExercise] as const;

/**
 * The points of `point_events as p` rows for some reasons on one activity day, as an aggregate: the one rule of the
 * daily caps (exercise and share points), used alone (pointsOnDay) and inside the finish's one read.
 */
export const pointsOnDaySum = (reasons: readonly string[], date: string | Expression<unknown>) =>
  sql<number>`coalesce(sum(p.points) filter (where p.reason in (${sql.join([...reasons])}) and p.activity_date = ${date}), 0)`;

/** The points a user got on one activity day for some reasons (pointsOnDaySum over the user's rows of the day). */
export async function pointsOnDay(
  db: Kysely<Database>,
  userId: number,
  reasons: readonly string[],
  date: string,
): Promise<number> {
  const row = await db
    .selectFrom('point_events as p')
    .select(pointsOnDaySum(reasons, date).as('total'))
    // the index point_events (user_id, reason, ref) narrows the rows; the sum's filter decides what counts
    .where('p.user_id', '=', userId)
    .where('p.reason', 'in', [...reasons])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * SQL for the local day a point event counts for: its activity_date, or (older rows) the day of created_at
 * in the user's time zone. `p` is the point_events alias, `timeZone` an SQL expression.
 */
export const pointDayExpression = (timeZone: RawBuilder<unknown>) =>
  sql<string>`to_char(coalesce(p.activity_date, (p.created_at at time zone ${timeZone})::date), 'YYYY-MM-DD')`;

/**
 * totalPoints and pointDays over `point_events as p` (one user's rows) as two expressions: `total`, and `days` (null
 * when there is none); `timeZone` an SQL expression, as for pointDayExpression.
 */
export const pointsAndDays = (timeZone: RawBuilder<unknown>) => ({
  total: pointsSum,
  days: sql<string[] | null>`array_agg(distinct ${pointDayExpression(timeZone)}) filter (where p.points > 0)`,
});

/** pointsAndDays as the columns `total` and `days` of a select. */
export const pointsAndDaysColumns = (timeZone: RawBuilder<unknown>) => {
  const { total, days } = pointsAndDays(timeZone);
  return [total.as('total'), days.as('days')] as const;
};

/** The distinct local days on which the user earned points (positive events only). */
export async function pointDays(db: Kysely<Database>, userId: number, timeZone: string): Promise<string[]> {
  const rows = await db
    .selectFrom('point_events as p')
    .select(pointDayExpression(sql`${timeZone}`).as('day'))
    .distinct()
    .where('p.user_id', '=', userId)
    .where('p.points', '>', 0)
    .execute();
  return rows.map((r) => r.day);
}
