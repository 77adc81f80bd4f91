// Exercise rows → the contract's ExerciseSummary and Exercise JSON.
// The JSON shapes are wire types of @officefit/domain, read by the training app as well.
import type { Exercise, ExercisePosesJson, ExerciseSummary, PoseJson } from '../../../shared/domain';
import type { ExerciseDetailRow, ExerciseSummaryRow } from './exercise-repository';

/** Public address of an exercise's generated illustration. */
export function illustrationPath(slug: string): string {
  return `/wp-json/officefit/v1/media/exercises/${slug}.svg`;
}

export function toExerciseSummary(row: ExerciseSummaryRow): ExerciseSummary {
  return {
    id: row.id,
    slug: row.slug,
    // the queries only return exercises with a name in the language or in German
    name: row.name ?? '',
    kind: row.kind,
    level: row.level,
    equipment: row.equipment,
    undercover: row.undercover,
    duration: row.duration_seconds,
    repetitions: row.repetitions,
    regions: row.regions,
    illustration: row.illustration?.startsWith('/') ? row.illustration : illustrationPath(row.slug),
    isFavourite: row.is_favourite,
    startPose: (row.start_pose as PoseJson | null) ?? null,
  };
}

export function toExercise(row: ExerciseDetailRow): Exercise {
  return {
    ...toExerciseSummary(row),
    tabs: {
      startingPosition: row.starting_position ?? '',
      sequence: row.sequence ?? '',
      duration: row.duration_text ?? '',
      effect: row.effect ?? '',
      commonMistakes: row.common_mistakes ?? '',
      tip: row.tip ?? '',
    },
    contraindicated_regions: row.contraindicated_regions,
    gentle: row.gentle,
    focus: row.focus,
    goals: row.goals,
    poses: (row.poses as ExercisePosesJson | null) ?? null,
  };
}

/** Orders summaries by name in the content language (the same on every database collation). */
export function byName(lang: string): (a: ExerciseSummary, b: ExerciseSummary) => number {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return (a, b) => collator.compare(a.name, b.name) || a.id - b.id;
}
