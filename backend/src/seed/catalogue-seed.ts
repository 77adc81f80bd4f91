// Upserts the exercise catalogue (seed/catalogue) by slug: new exercises are created, changed ones updated (only
// when something differs, so a second run writes nothing), and exercises no longer in the catalogue are deleted
// when nothing references them (plans, favourites, dislikes, activity of any other table). Exercises staff
// created or changed in the admin (edited_at) are left alone: `pnpm catalogue:export` brings them into the data
// files.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../db/schema';
import { textValues } from '../modules/catalogue';
import { illustrationPath } from '../modules/training';
import type { ExercisePoses } from '@officefit/pose-figure';
import { exercisePoses, type CatalogueExercise } from './catalogue';

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

/** JSON with object keys sorted, so that two equal values give the same text whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** True when every key of `wanted` has the same value in `stored`. */
function same(stored: Record<string, unknown>, wanted: object): boolean {
  return Object.entries(wanted).every(
    ([key, value]) => JSON.stringify(stored[key]) === JSON.stringify(value),
  );
}

type StoredExercise = Selectable<Database['exercises']>;
type StoredTexts = Selectable<Database['exercise_translations']>;
/** The poses of an exercise as stored JSON text, null when it has none. */
type PosesJson = (slug: string) => string | null;

/** Upserts `catalogue` inside the caller's transaction. Duplicate slugs: the first one wins. */
export async function seedCatalogue(
  trx: Kysely<Database>,
  catalogue: readonly CatalogueExercise[],
  poses: ReadonlyMap<string, ExercisePoses> = exercisePoses,
): Promise<CatalogueSeedResult> {
  const posesJson: PosesJson = (slug) => {
    const value = poses.get(slug);
    return value ? JSON.stringify(value) : null;
  };
  const result: CatalogueSeedResult = { created: 0, updated: 0, removed: 0 };
  const bySlug = new Map<string, CatalogueExercise>();
  for (const exercise of catalogue) if (!bySlug.has(exercise.slug)) bySlug.set(exercise.slug, exercise);

  const stored = await trx.selectFrom('exercises').selectAll().execute();
  const storedBySlug = new Map(stored.map((row) => [row.slug, row]));
  const texts = await trx.selectFrom('exercise_translations').selectAll().execute();
  const textsByKey = new Map(texts.map((row) => [`${row.exercise_id}:${row.lang}`, row]));

  const missing = [...bySlug.values()].filter((exercise) => !storedBySlug.has(exercise.slug));
  if (missing.length) result.created = await createExercises(trx, missing, posesJson);

  for (const exercise of bySlug.values()) {
    const row = storedBySlug.get(exercise.slug);
    // staff changed it in the admin (edited_at): the database holds the newer text until it is exported
    if (!row || row.edited_at !== null) continue;
    if (await updateExercise(trx, row, exercise, textsByKey, posesJson)) result.updated++;
  }

  for (const row of stored) {
    // an exercise staff created is not in the data files until it is exported
    if (bySlug.has(row.slug) || row.edited_at !== null) continue;
    if (await removeUnusedExercise(trx, row.id)) result.removed++;
  }
  return result;
}

/** Inserts the exercises the database lacks, with their texts in both languages; returns how many. */
async function createExercises(
  trx: Kysely<Database>,
  missing: readonly CatalogueExercise[],
  posesJson: PosesJson,
): Promise<number> {
  const inserted = await trx
    .insertInto('exercises')
    .values(
      missing.map((exercise) => ({
        slug: exercise.slug,
        ...exerciseValues(exercise),
        poses: posesJson(exercise.slug),
      })),
    )
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
  return missing.length;
}

/** Writes what differs between the stored exercise and the catalogue's; true when anything was written. */
async function updateExercise(
  trx: Kysely<Database>,
  row: StoredExercise,
  exercise: CatalogueExercise,
  textsByKey: ReadonlyMap<string, StoredTexts>,
  posesJson: PosesJson,
): Promise<boolean> {
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
  // jsonb reorders object keys: compare canonical forms
  const wantedPoses = posesJson(exercise.slug);
  if (canonicalJson(row.poses) !== canonicalJson(wantedPoses === null ? null : JSON.parse(wantedPoses))) {
    await trx.updateTable('exercises').set({ poses: wantedPoses }).where('id', '=', row.id).execute();
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
  return changed;
}

/**
 * Deletes an exercise no longer in the catalogue unless something references it; true when it was deleted. A
 * table of another module may reference the exercise: try, and keep it when the delete is refused.
 */
async function removeUnusedExercise(trx: Kysely<Database>, id: number): Promise<boolean> {
  await sql`savepoint remove_exercise`.execute(trx);
  try {
    const deleted = await trx
      .deleteFrom('exercises as e')
      .where('e.id', '=', id)
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('plan_units')
              .select('id')
              .whereRef('exercise_id', '=', 'e.id')
              .union(
                selectFrom('favourites').select('exercise_id as id').whereRef('exercise_id', '=', 'e.id'),
              )
              .union(selectFrom('dislikes').select('exercise_id as id').whereRef('exercise_id', '=', 'e.id')),
          ),
        ),
      )
      .executeTakeFirst();
    await sql`release savepoint remove_exercise`.execute(trx);
    return Number(deleted.numDeletedRows) > 0;
  } catch (error) {
    await sql`rollback to savepoint remove_exercise`.execute(trx);
    // 23503 foreign_key_violation: still referenced
    if ((error as { code?: string }).code !== '23503') throw error;
    return false;
  }
}
