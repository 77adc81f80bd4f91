// Exercise reads shared by the training endpoints: each exercise with its texts in the requested language (German
// when that one is missing) and the caller's favourite flag, in one query. An exercise without any text is not
// ready to be shown and is never returned.
import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ContentLang, ExerciseKind } from '../../../shared/domain';
import type { PlanExercise } from '../plan/generator';

/** Which exercises a list holds. */
export type KindFilter = 'physical' | 'mental' | ExerciseKind;

/** A value of the call, or a static statement's `$n` (db/static-sql.ts `param`). */
type Input<T> = T | Expression<T>;

function baseQuery(db: Kysely<Database>, lang: Input<ContentLang>, userId: Input<number>) {
  return db
    .selectFrom('exercises as e')
    .leftJoin('exercise_translations as t', (join) =>
      join.onRef('t.exercise_id', '=', 'e.id').on('t.lang', '=', lang),
    )
    .leftJoin('exercise_translations as d', (join) =>
      // a literal, not a value: the text is the same for every call (static statements render it once)
      join.onRef('d.exercise_id', '=', 'e.id').on('d.lang', '=', sql.lit('de')),
    )
    .leftJoin('favourites as f', (join) =>
      join.onRef('f.exercise_id', '=', 'e.id').on('f.user_id', '=', userId),
    )
    .where((eb) => eb.or([eb('t.name', 'is not', null), eb('d.name', 'is not', null)]));
}

function summaryQuery(db: Kysely<Database>, lang: Input<ContentLang>, userId: Input<number>) {
  return baseQuery(db, lang, userId).select((eb) => [
    'e.id',
    'e.slug',
    'e.kind',
    'e.level',
    'e.equipment',
    'e.undercover',
    'e.duration_seconds',
    'e.repetitions',
    'e.regions',
    'e.illustration',
    // only the starting position: a list does not need the whole demonstration
    sql<unknown>`e.poses -> 'poses' -> 0`.as('start_pose'),
    eb.fn.coalesce('t.name', 'd.name').as('name'),
    sql<boolean>`f.user_id is not null`.as('is_favourite'),
  ]);
}

/**
 * The summary of the exercise `exerciseId` (an expression of the outer query, e.g. `eb.ref('pu.exercise_id')`), as
 * findSummaries reads it: no row for an exercise without any text.
 */
export function exerciseSummaryQuery(
  db: Kysely<Database>,
  lang: Input<ContentLang>,
  userId: Input<number>,
  exerciseId: Expression<number>,
) {
  return summaryQuery(db, lang, userId).where('e.id', '=', exerciseId);
}

function detailQuery(db: Kysely<Database>, lang: ContentLang, userId: number) {
  return summaryQuery(db, lang, userId).select((eb) => [
    'e.contraindicated_regions',
    'e.gentle',
    'e.focus',
    'e.goals',
    'e.poses',
    eb.fn.coalesce('t.starting_position', 'd.starting_position').as('starting_position'),
    eb.fn.coalesce('t.sequence', 'd.sequence').as('sequence'),
    eb.fn.coalesce('t.duration_text', 'd.duration_text').as('duration_text'),
    eb.fn.coalesce('t.effect', 'd.effect').as('effect'),
    eb.fn.coalesce('t.common_mistakes', 'd.common_mistakes').as('common_mistakes'),
    eb.fn.coalesce('t.tip', 'd.tip').as('tip'),
  ]);
}

export type ExerciseSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];
export type ExerciseDetailRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];

export interface SummaryFilter {
  ids?: readonly number[];
  kind?: KindFilter;
}

/** Exercise summaries (any order); `ids: []` gives none without a query. */
export async function findSummaries(
  db: Kysely<Database>,
  lang: ContentLang,
  userId: number,
  filter: SummaryFilter = {},
): Promise<ExerciseSummaryRow[]> {
  const { ids, kind } = filter;
  if (ids && ids.length === 0) return [];
  return summaryQuery(db, lang, userId)
    .$if(ids !== undefined, (qb) => qb.where('e.id', 'in', ids as number[]))
    .$if(kind === 'physical', (qb) => qb.where('e.kind', '<>', 'mental'))
    .$if(kind !== undefined && kind !== 'physical', (qb) => qb.where('e.kind', '=', kind as ExerciseKind))
    .execute();
}

/** One exercise with its tabs, or undefined. */
export function findDetail(
  db: Kysely<Database>,
  lang: ContentLang,
  userId: number,
  id: number,
): Promise<ExerciseDetailRow | undefined> {
  return detailQuery(db, lang, userId).where('e.id', '=', id).executeTakeFirst();
}

/** Every showable exercise as the plan generator sees it, ordered by id. */
export async function findPlanExercises(db: Kysely<Database>): Promise<PlanExercise[]> {
  const rows = await db
    .selectFrom('exercises as e')
    .select([
      'e.id',
      'e.kind',
      'e.level',
      'e.equipment',
      'e.undercover',
      'e.duration_seconds',
      'e.regions',
      'e.contraindicated_regions',
      'e.gentle',
      'e.focus',
      'e.goals',
    ])
    .where((eb) =>
      eb.exists(
        eb.selectFrom('exercise_translations as t').select('t.lang').whereRef('t.exercise_id', '=', 'e.id'),
      ),
    )
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    level: row.level,
    equipment: row.equipment,
    undercover: row.undercover,
    durationSeconds: row.duration_seconds,
    regions: row.regions,
    contraindicatedRegions: row.contraindicated_regions,
    gentle: row.gentle,
    focus: row.focus,
    goals: row.goals,
  }));
}

/** True when the exercise exists (any text or none). */
export async function exerciseExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('exercises').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
