// Loads and validates the exercise catalogue's data files (data/*.json, one per group of exercises). A broken file
// stops the seed with a message naming the file, the exercise and the field.
import { exercisePosesSchema, type ExercisePoses } from '@officefit/pose-figure';
import { z } from 'zod';
import { BODY_REGIONS, EXERCISE_EQUIPMENT, EXERCISE_KINDS, FOCUS_AREAS, GOALS } from '../../shared/domain';
import type { CatalogueExercise, ExerciseTexts } from './types';

// Checked, never changed: the loaded text is the file's text byte for byte.
const text = z.string().refine((value) => value.trim().length > 0, 'must not be empty');

const exerciseTextsSchema = z.strictObject({
  name: text,
  startingPosition: text,
  sequence: text,
  duration: text,
  effect: text,
  commonMistakes: text,
  tip: text,
}) satisfies z.ZodType<ExerciseTexts>;

/** The zod twin of `CatalogueExercise` (types.ts); unknown fields are refused so that a typo cannot go unnoticed. */
export const catalogueExerciseSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case'),
  kind: z.enum(EXERCISE_KINDS),
  level: z.literal([1, 2, 3]),
  equipment: z.enum(EXERCISE_EQUIPMENT),
  undercover: z.boolean(),
  durationSeconds: z.number().int().positive(),
  repetitions: z.number().int().positive().nullable(),
  regions: z.array(z.enum(BODY_REGIONS)).min(1),
  contraindicatedRegions: z.array(z.enum(BODY_REGIONS)),
  gentle: z.boolean(),
  focus: z.array(z.enum(FOCUS_AREAS)).min(1),
  goals: z.array(z.enum(GOALS)).min(1),
  de: exerciseTextsSchema,
  en: exerciseTextsSchema,
}) satisfies z.ZodType<CatalogueExercise>;

const catalogueFileSchema = z.array(catalogueExerciseSchema);

/**
 * Validates the parsed content of one data file; `file` only names it in the error. Throws
 * `<file>: exercise <n> "<slug>", field <path>: <problem>` for the first problems found.
 */
export function parseCatalogueFile(file: string, data: unknown): CatalogueExercise[] {
  const result = catalogueFileSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => {
    const [index, ...field] = issue.path;
    if (typeof index !== 'number') return `${file}: ${issue.message}`;
    const slug = (data as { slug?: unknown }[])[index]?.slug;
    const name = typeof slug === 'string' ? ` "${slug}"` : '';
    const where = field.length > 0 ? `, field ${field.join('.')}` : '';
    return `${file}: exercise ${index + 1}${name}${where}: ${issue.message}`;
  });
  throw new Error(`Invalid exercise catalogue data file\n${problems.join('\n')}`);
}

/**
 * Validates a poses file (data/poses-<group>.json: the demonstration of each exercise by slug) with the pose
 * figure's schema. Throws `<file>: "<slug>", field <path>: <problem>` for the first problems found.
 */
export function parsePosesFile(file: string, data: unknown): Record<string, ExercisePoses> {
  const result = z.record(z.string(), exercisePosesSchema).safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 5)
    .map(
      (issue) =>
        `${file}: "${String(issue.path[0])}", field ${issue.path.slice(1).join('.')}: ${issue.message}`,
    );
  throw new Error(`Invalid exercise poses data file\n${problems.join('\n')}`);
}
