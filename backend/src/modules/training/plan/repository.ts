// Plan storage: the phase row, its units, and the inputs of the generator (profile, pain points, favourites,
// dislikes), always by user id. Every function takes the database or a transaction.
import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database, PlansTable, PlanUnitsTable } from '../../../db/schema';
import { param, statementSql, staticQuery, textOnly } from '../../../db/static-sql';
import type { ContentLang } from '../../../shared/domain';
import { findAnamnesis, type StoredAnamnesis } from '../../anamnesis';
import { exerciseSummaryQuery, type ExerciseSummaryRow } from '../shared/exercise-repository';
import type { PlanDislike, PlannedUnit } from './generator';

export type PlanRow = Selectable<PlansTable>;
export type UnitRow = Selectable<PlanUnitsTable>;

export interface PlanUser {
  id: number;
  weekdays: number[];
  timeZone: string;
}

export type StoredProfile = StoredAnamnesis;

/** The user's weekdays and time zone; with `lock`, the user row stays locked until the transaction ends. */
export async function findPlanUser(
  db: Kysely<Database>,
  userId: number,
  lock = false,
): Promise<PlanUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'weekdays', 'time_zone'])
    .where('id', '=', userId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row && { id: row.id, weekdays: row.weekdays, timeZone: row.time_zone };
}

/** The completed health profile (not a `new` one) with its pain points. */
export function findProfile(db: Kysely<Database>, userId: number): Promise<StoredProfile | undefined> {
  return findAnamnesis(db, userId, true);
}

export async function findFavouriteIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favourites')
    .select('exercise_id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('exercise_id')
    .execute();
  return rows.map((row) => row.exercise_id);
}

export async function findDislikes(db: Kysely<Database>, userId: number): Promise<PlanDislike[]> {
  const rows = await db
    .selectFrom('dislikes')
    .select(['exercise_id', 'only_today', 'dislike_date'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    exerciseId: row.exercise_id,
    onlyToday: row.only_today,
    date: row.dislike_date,
  }));
}

export function findPlan(db: Kysely<Database>, userId: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

// The dashboard asks `current_units` on every visit: its two reads are static statements (db/static-sql.ts), built
// from the queries below once with `$n` in place of the values, so no builder runs on the request.
const zoneAndPlanQuery = (db: Kysely<Database>, userId: Expression<number>) =>
  db
    .selectFrom('users as u')
    .leftJoin('plans as p', 'p.user_id', 'u.id')
    .select([
      'u.time_zone',
      'p.user_id',
      'p.starts_on',
      'p.ends_on',
      'p.weekdays',
      'p.generated_at',
      'p.seed',
    ])
    .where('u.id', '=', userId);

type ZoneAndPlanRow = Awaited<ReturnType<ReturnType<typeof zoneAndPlanQuery>['executeTakeFirstOrThrow']>>;
const zoneAndPlanStatement = staticQuery<ZoneAndPlanRow, [userId: number]>(
  statementSql(zoneAndPlanQuery(textOnly, param(1))),
);

/**
 * The user's time zone and plan in one statement (the dashboard's `current_units` needs both, every time);
 * undefined when the user does not exist.
 */
export async function findZoneAndPlan(
  db: Kysely<Database>,
  userId: number,
): Promise<{ timeZone: string | null; plan: PlanRow | undefined } | undefined> {
  const row = await zoneAndPlanStatement.first(db, userId);
  if (!row) return undefined;
  const { time_zone: timeZone, user_id, starts_on, ends_on, weekdays, generated_at, seed } = row;
  const plan =
    user_id === null ||
    starts_on === null ||
    ends_on === null ||
    weekdays === null ||
    generated_at === null ||
    seed === null
      ? undefined
      : { user_id, starts_on, ends_on, weekdays, generated_at, seed };
  return { timeZone, plan };
}

export async function savePlan(
  db: Kysely<Database>,
  plan: { userId: number; startsOn: string; endsOn: string; weekdays: number[]; seed: number },
): Promise<void> {
  const values = {
    starts_on: plan.startsOn,
    ends_on: plan.endsOn,
    weekdays: plan.weekdays,
    seed: plan.seed,
    generated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('plans')
    .values({ user_id: plan.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function deletePlan(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('plan_units').where('user_id', '=', userId).where('status', '=', 'open').execute();
  await db.deleteFrom('plans').where('user_id', '=', userId).execute();
}

/** The user's units dated from..to (inclusive), by date and position. */
export function findUnitsBetween(
  db: Kysely<Database>,
  userId: number,
  from: string,
  to: string,
): Promise<UnitRow[]> {
  return db
    .selectFrom('plan_units')
    .selectAll()
    .where('user_id', '=', userId)
    .where('plan_date', '>=', from)
    .where('plan_date', '<=', to)
    .orderBy('plan_date')
    .orderBy('position')
    .execute();
}

/** Deletes the open units dated on/after `from` (or after it, when `exclusive`). */
export async function deleteOpenUnitsFrom(
  db: Kysely<Database>,
  userId: number,
  from: string,
  exclusive = false,
): Promise<void> {
  await db
    .deleteFrom('plan_units')
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .where('plan_date', exclusive ? '>' : '>=', from)
    .execute();
}

export async function insertUnits(
  db: Kysely<Database>,
  userId: number,
  units: readonly PlannedUnit[],
): Promise<void> {
  // a 7-day plan has 112 units at most: one insert
  if (!units.length) return;
  await db
    .insertInto('plan_units')
    .values(
      units.map((unit) => ({
        user_id: userId,
        plan_date: unit.date,
        day: unit.day,
        position: unit.position,
        exercise_id: unit.exerciseId,
      })),
    )
    .execute();
}

/** Sets the day number of kept units to the one of their date in the new phase (0 = not a plan day any more). */
export async function renumberUnits(
  db: Kysely<Database>,
  userId: number,
  from: string,
  dayByDate: ReadonlyMap<string, number>,
): Promise<void> {
  const kept = await db
    .selectFrom('plan_units')
    .select(['id', 'plan_date', 'day'])
    .where('user_id', '=', userId)
    .where('plan_date', '>=', from)
    .execute();
  for (const unit of kept) {
    const day = dayByDate.get(unit.plan_date) ?? 0;
    if (day !== unit.day) await db.updateTable('plan_units').set({ day }).where('id', '=', unit.id).execute();
  }
}

export function findUnit(db: Kysely<Database>, userId: number, unitId: number): Promise<UnitRow | undefined> {
  return db
    .selectFrom('plan_units')
    .selectAll()
    .where('id', '=', unitId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function markUnitStarted(
  db: Kysely<Database>,
  userId: number,
  unitId: number,
): Promise<UnitRow | undefined> {
  return db
    .updateTable('plan_units')
    .set({
      status: sql<'started' | 'done'>`case when status = 'done' then 'done' else 'started' end`,
      started_at: sql<Date>`coalesce(started_at, now())`,
    })
    .where('id', '=', unitId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Marks the unit done only once its exercise was finished (an accepted action_exercise) on the unit's plan date: a
 * unit is done because its exercise was, never on the client's word alone. Undefined when the unit is not the
 * user's or its exercise was not finished that day.
 */
export function markUnitDone(
  db: Kysely<Database>,
  userId: number,
  unitId: number,
): Promise<UnitRow | undefined> {
  return db
    .updateTable('plan_units')
    .set({
      status: 'done',
      started_at: sql<Date>`coalesce(started_at, now())`,
      finished_at: sql<Date>`coalesce(finished_at, now())`,
    })
    .where('id', '=', unitId)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'done'),
        eb.exists(
          eb
            .selectFrom('exercise_activity as a')
            .select('a.id')
            .whereRef('a.user_id', '=', 'plan_units.user_id')
            .whereRef('a.exercise_id', '=', 'plan_units.exercise_id')
            .whereRef('a.activity_date', '=', 'plan_units.plan_date')
            .where('a.kind', '=', 'finish'),
        ),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Points one unit at another exercise. */
export async function setUnitExercise(
  db: Kysely<Database>,
  unitId: number,
  exerciseId: number,
): Promise<void> {
  await db.updateTable('plan_units').set({ exercise_id: exerciseId }).where('id', '=', unitId).execute();
}

export async function deleteUnit(db: Kysely<Database>, unitId: number): Promise<void> {
  await db.deleteFrom('plan_units').where('id', '=', unitId).execute();
}

/** The user's units with these ids, by date and position. */
export function findUnitsByIds(
  db: Kysely<Database>,
  userId: number,
  ids: readonly number[],
): Promise<UnitRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('plan_units')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .orderBy('plan_date')
    .orderBy('position')
    .execute();
}

/** A unit of one day with its exercise's summary (null when the exercise has no text to show). */
export interface UnitWithSummary {
  unit: UnitRow;
  summary: ExerciseSummaryRow | null;
}

// the day's units with their exercises' summaries (exercise-repository's own query, as JSON): one statement, not two
const dayUnitsQuery = (
  db: Kysely<Database>,
  userId: Expression<number>,
  date: Expression<string>,
  lang: Expression<ContentLang>,
) =>
  db
    .selectFrom('plan_units as pu')
    .selectAll('pu')
    .select((eb) =>
      jsonObjectFrom(exerciseSummaryQuery(db, lang, userId, eb.ref('pu.exercise_id'))).as('summary'),
    )
    .where('pu.user_id', '=', userId)
    .where('pu.plan_date', '=', date)
    .orderBy('pu.position');

type DayUnitRow = Awaited<ReturnType<ReturnType<typeof dayUnitsQuery>['execute']>>[number];
const dayUnitsStatement = staticQuery<DayUnitRow, [userId: number, date: string, lang: ContentLang]>(
  statementSql(dayUnitsQuery(textOnly, param(1), param(2), param(3))),
);

/**
 * The user's units dated `date`, by position, each with its exercise summary in `lang` (as findSummaries reads
 * it: German when the language has no text, null when neither has one), in one statement.
 */
export async function findDayUnitsWithSummaries(
  db: Kysely<Database>,
  userId: number,
  date: string,
  lang: ContentLang,
): Promise<UnitWithSummary[]> {
  const rows = await dayUnitsStatement.all(db, userId, date, lang);
  return rows.map(({ summary, ...unit }) => ({ unit, summary }));
}
