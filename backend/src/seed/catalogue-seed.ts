// Upserts the exercise catalogue (seed/catalogue) by slug: new exercises are created, changed ones updated (only
// when something differs, so a second run writes nothing), and exercises no longer in the catalogue are deleted
// when nothing references them (plans, favourites, dislikes, activity of any other table).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { illustrationPath } from '../modules/training';
import type { CatalogueExercise, ExerciseTexts } from './catalogue';

export interface CatalogueSeedResult {
  created: number;
  updated: number;
  removed: number;
}

const LANGS = ['de', 'en'] as const;

function exerciseValues(exercise: CatalogueExercise) {
  return {
    level: exercise.level,
    undercover: exercise.undercover,
    equipment: exercise.equipment,
    duration_seconds: exercise.durationSeconds,
    kind: exercise.kind,
    regions: [...exercise.regions],
    contraindicated_regions: [...exercise.contraindicatedRegions],
    illustration: illustrationPath(exercise.slug),
    repetitions: exercise.repetitions,
    gentle: exercise.gentle,
    focus: [...exercise.focus],
    goals: [...exercise.goals],
  };
}

function textValues(texts: ExerciseTexts) {
  return {
    name: texts.name,
    starting_position: texts.startingPosition,
    sequence: texts.sequence,
    duration_text: texts.duration,
    effect: texts.effect,
    common_mistakes: texts.commonMistakes,
    tip: texts.tip,
  };
}

/** True when every key of `wanted` has the same value in `stored`. */
function same(stored: Record<string, unknown>, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(
    ([key, value]) => JSON.stringify(stored[key]) === JSON.stringify(value),
  );
}

/** Upserts `catalogue` inside the caller's transaction. Duplicate slugs: the first one wins. */
export async function seedCatalogue(
  trx: Kysely<Database>,
  catalogue: readonly CatalogueExercise[],
): Promise<CatalogueSeedResult> {
  const result: CatalogueSeedResult = { created: 0, updated: 0, removed: 0 };
  const bySlug = new Map<string, CatalogueExercise>();
  for (const exercise of catalogue) if (!bySlug.has(exercise.slug)) bySlug.set(exercise.slug, exercise);

  const stored = await trx.selectFrom('exercises').selectAll().execute();
  const storedBySlug = new Map(stored.map((row) => [row.slug, row]));
  const texts = await trx.selectFrom('exercise_translations').selectAll().execute();
  const textsByKey = new Map(texts.map((row) => [`${row.exercise_id}:${row.lang}`, row]));

  const missing = [...bySlug.values()].filter((exercise) => !storedBySlug.has(exercise.slug));
  if (missing.length) {
    const inserted = await trx
      .insertInto('exercises')
      .values(missing.map((exercise) => ({ slug: exercise.slug, ...exerciseValues(exercise) })))
      .returning(['id', 'slug'])
      .execute();
    const ids = new Map(inserted.map((row) => [row.slug, row.id]));
    await trx
      .insertInto('exercise_translations')
      .values(
        missing.flatMap((exercise) =>
          LANGS.map((lang) => ({
            exercise_id: ids.get(exercise.slug)!,
            lang,
            ...textValues(exercise[lang]),
          })),
        ),
      )
      .execute();
    result.created = missing.length;
  }

  for (const exercise of bySlug.values()) {
    const row = storedBySlug.get(exercise.slug);
    if (!row) continue;
    let changed = false;
    const values = exerciseValues(exercise);
    if (!same(row, values)) {
      await trx
        .updateTable('exercises')
        .set({ ...values, updated_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .execute();
      changed = true;
    }
    for (const lang of LANGS) {
      const wanted = textValues(exercise[lang]);
      const text = textsByKey.get(`${row.id}:${lang}`);
      if (text && same(text, wanted)) continue;
      await trx
        .insertInto('exercise_translations')
        .values({ exercise_id: row.id, lang, ...wanted })
        .onConflict((oc) => oc.columns(['exercise_id', 'lang']).doUpdateSet(wanted))
        .execute();
      changed = true;
    }
    if (changed) result.updated++;
  }

  for (const row of stored) {
    if (bySlug.has(row.slug)) continue;
    // a table of another module may reference the exercise: try, and keep it when the delete is refused
    await sql`savepoint remove_exercise`.execute(trx);
    try {
      const deleted = await trx
        .deleteFrom('exercises as e')
        .where('e.id', '=', row.id)
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('plan_units')
                .select('id')
                .whereRef('exercise_id', '=', 'e.id')
                .union(
                  selectFrom('favourites').select('exercise_id as id').whereRef('exercise_id', '=', 'e.id'),
                )
                .union(
                  selectFrom('dislikes').select('exercise_id as id').whereRef('exercise_id', '=', 'e.id'),
                ),
            ),
          ),
        )
        .executeTakeFirst();
      await sql`release savepoint remove_exercise`.execute(trx);
      if (Number(deleted.numDeletedRows) > 0) result.removed++;
    } catch (error) {
      await sql`rollback to savepoint remove_exercise`.execute(trx);
      // 23503 foreign_key_violation: still referenced
      if ((error as { code?: string }).code !== '23503') throw error;
    }
  }
  return result;
}
