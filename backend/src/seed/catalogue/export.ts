// The other half of the data files' round trip (issue 14): the catalogue as the database holds it, written back
// into data/*.json so that what staff changed in the admin can be committed as data. Each exercise stays in the
// file it came from, in the file's order; a new one goes to mental.json or, by its first region, to the file whose
// exercises train that region most often (upper.json when none does); keys a file record has beyond the ones the
// database knows are kept as they were. The poses (staff edit them in the pose editor) go to the poses file beside
// the exercise's data file, in the same order.
import { isDeepStrictEqual } from 'node:util';
import type { ExercisePoses } from '@officefit/pose-figure';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { exerciseFields, toTexts } from '../../modules/catalogue';
import type { BodyRegion } from '../../shared/domain';
import type { CatalogueExercise, ExerciseTexts } from './types';

/** The data files in load order (index.ts). */
export const CATALOGUE_FILES = ['upper.json', 'trunk.json', 'lower.json', 'mental.json'] as const;
export type CatalogueFile = (typeof CATALOGUE_FILES)[number];

/** Every exercise of the database as a data file record, ordered by id. */
export async function readCatalogue(db: Kysely<Database>): Promise<CatalogueExercise[]> {
  const [rows, texts] = await Promise.all([
    db.selectFrom('exercises').selectAll().orderBy('id').execute(),
    db.selectFrom('exercise_translations').selectAll().execute(),
  ]);
  const textOf = (id: number, lang: 'de' | 'en'): ExerciseTexts =>
    toTexts(texts.find((text) => text.exercise_id === id && text.lang === lang));
  return rows.map((row) => ({
    ...exerciseFields(row),
    level: row.level as CatalogueExercise['level'],
    de: textOf(row.id, 'de'),
    en: textOf(row.id, 'en'),
  }));
}

type FileRecords = Record<CatalogueFile, readonly Record<string, unknown>[]>;

function fileForNew(exercise: CatalogueExercise, current: FileRecords): CatalogueFile {
  if (exercise.kind === 'mental') return 'mental.json';
  const region: BodyRegion | undefined = exercise.regions[0];
  let best: { file: CatalogueFile; count: number } = { file: 'upper.json', count: 0 };
  for (const file of CATALOGUE_FILES) {
    if (file === 'mental.json') continue;
    const count = current[file].filter(
      (record) => (record.regions as unknown[] | undefined)?.[0] === region,
    ).length;
    if (count > best.count) best = { file, count };
  }
  return best.file;
}

/**
 * The new content of every data file: `current` is what the files hold now (parsed JSON), `exercises` the
 * database's catalogue. Exercises no longer in the database are left out.
 */
export function catalogueFiles(
  exercises: readonly CatalogueExercise[],
  current: FileRecords,
): Record<CatalogueFile, Record<string, unknown>[]> {
  const bySlug = new Map(exercises.map((exercise) => [exercise.slug, exercise]));
  const placed = new Set<string>();
  const result = {} as Record<CatalogueFile, Record<string, unknown>[]>;
  for (const file of CATALOGUE_FILES) {
    result[file] = current[file].flatMap((record) => {
      const exercise = typeof record.slug === 'string' ? bySlug.get(record.slug) : undefined;
      if (!exercise || placed.has(exercise.slug)) return [];
      placed.add(exercise.slug);
      return [{ ...record, ...exercise }];
    });
  }
  for (const exercise of exercises) {
    if (placed.has(exercise.slug)) continue;
    result[fileForNew(exercise, current)].push({ ...exercise });
  }
  return result;
}

/** The poses file beside each data file (poses-<group>.json). */
export const posesFileOf = (file: CatalogueFile) => `poses-${file}` as const;

/** Every exercise's demonstration as the database holds it, by slug (exercises without poses are left out). */
export async function readPoses(db: Kysely<Database>): Promise<Map<string, ExercisePoses>> {
  const rows = await db.selectFrom('exercises').select(['slug', 'poses']).orderBy('id').execute();
  return new Map(
    rows.flatMap((row) => (row.poses ? [[row.slug, row.poses as unknown as ExercisePoses] as const] : [])),
  );
}

/**
 * The new content of every poses file: the poses of the exercises `files` puts in each data file, in its order.
 * An unchanged demonstration keeps the text it has in `current` (jsonb does not keep the order of keys).
 */
export function posesFiles(
  files: Record<CatalogueFile, readonly Record<string, unknown>[]>,
  poses: ReadonlyMap<string, ExercisePoses>,
  current: Partial<Record<CatalogueFile, Record<string, unknown>>> = {},
): Record<CatalogueFile, Record<string, unknown>> {
  const before = new Map(Object.values(current).flatMap((file) => Object.entries(file ?? {})));
  const result = {} as Record<CatalogueFile, Record<string, unknown>>;
  for (const file of CATALOGUE_FILES) {
    result[file] = Object.fromEntries(
      files[file].flatMap((record) => {
        const slug = record.slug as string;
        const demonstration = poses.get(slug);
        if (!demonstration) return [];
        const old = before.get(slug);
        return [[slug, isDeepStrictEqual(old, demonstration) ? old : demonstration]];
      }),
    );
  }
  return result;
}
