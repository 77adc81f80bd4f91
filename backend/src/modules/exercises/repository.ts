// The exercise catalogue in one query: each exercise with its name in the requested language, else German.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContentLang, ExerciseKind } from '../../shared/domain';

/** Builds the list query (its result type is ExerciseListRow). */
function listQuery(db: Kysely<Database>, lang: ContentLang, kind: ExerciseKind | undefined) {
  return (
    db
      .selectFrom('exercises as e')
      .leftJoin('exercise_translations as t', (join) =>
        join.onRef('t.exercise_id', '=', 'e.id').on('t.lang', '=', lang),
      )
      .leftJoin('exercise_translations as de', (join) =>
        join.onRef('de.exercise_id', '=', 'e.id').on('de.lang', '=', 'de'),
      )
      .select((eb) => [
        'e.id',
        'e.level',
        'e.duration_seconds',
        'e.equipment',
        'e.undercover',
        'e.kind',
        eb.fn.coalesce('t.name', 'de.name').as('name'),
      ])
      // an exercise without a text in either language is not ready to be shown
      .where((eb) => eb.or([eb('t.name', 'is not', null), eb('de.name', 'is not', null)]))
      .$if(kind !== undefined, (qb) => qb.where('e.kind', '=', kind!))
      .orderBy('e.id')
  );
}

export type ExerciseListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

export interface ExercisesRepository {
  list(lang: ContentLang, kind?: ExerciseKind): Promise<ExerciseListRow[]>;
}

/** The Kysely implementation of ExercisesRepository. */
export function createExercisesRepository(db: Kysely<Database>): ExercisesRepository {
  return { list: (lang, kind) => listQuery(db, lang, kind).execute() };
}
