// Exercise rows ↔ the staff's JSON (the same field names as a record of the catalogue's data files).
import type {
  AdminExercise,
  AdminExerciseSummary,
  AdminExerciseTexts,
  ExerciseUpdateBody,
} from '../../shared/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { illustrationPath } from '../training';
import type { ExerciseListRow, ExerciseRow, ExerciseValues, TextRow, TextValues } from './repository';

/** Public address of an uploaded illustration: the random token is the capability and changes with every upload. */
export function uploadedIllustrationPath(token: string): string {
  return `/wp-json/officefit/v1/exercise_illustration/${token}.webp`;
}

/**
 * The generated figure's address after an edit: the figure is cached for a week under its slug, so a changed
 * name, kind or region list gets a new address (the media route ignores the `v` parameter).
 */
export function generatedIllustrationPath(slug: string, version: Date): string {
  return `${illustrationPath(slug)}?v=${version.getTime().toString(36)}`;
}

const EMPTY_TEXTS: AdminExerciseTexts = {
  name: '',
  startingPosition: '',
  sequence: '',
  duration: '',
  effect: '',
  commonMistakes: '',
  tip: '',
};

export function toTexts(row: TextRow | undefined): AdminExerciseTexts {
  if (!row) return { ...EMPTY_TEXTS };
  return {
    name: row.name,
    startingPosition: row.starting_position,
    sequence: row.sequence,
    duration: row.duration_text,
    effect: row.effect,
    commonMistakes: row.common_mistakes,
    tip: row.tip,
  };
}

export function textValues(texts: AdminExerciseTexts): TextValues {
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

/** The exercise columns of a body; the illustration address is the caller's. */
export function exerciseValues(body: ExerciseUpdateBody, illustration: string): ExerciseValues {
  return {
    kind: body.kind,
    level: body.level,
    equipment: body.equipment,
    undercover: body.undercover,
    duration_seconds: body.durationSeconds,
    repetitions: body.repetitions,
    regions: body.regions,
    contraindicated_regions: body.contraindicatedRegions,
    gentle: body.gentle,
    focus: body.focus,
    goals: body.goals,
    illustration,
  };
}

function illustrationOf(row: { slug: string; illustration: string | null; token: string | null }): string {
  if (row.token) return uploadedIllustrationPath(row.token);
  return row.illustration?.startsWith('/') ? row.illustration : illustrationPath(row.slug);
}

/** An exercise row's own fields as staff and the catalogue's data files name them (texts and addresses aside). */
export function exerciseFields(row: Omit<Selectable<Database['exercises']>, 'id' | 'poses'>) {
  return {
    slug: row.slug,
    kind: row.kind,
    level: row.level,
    equipment: row.equipment,
    undercover: row.undercover,
    durationSeconds: row.duration_seconds,
    repetitions: row.repetitions,
    regions: row.regions,
    contraindicatedRegions: row.contraindicated_regions,
    gentle: row.gentle,
    focus: row.focus,
    goals: row.goals,
  };
}

export function toAdminExercise(row: ExerciseRow, texts: readonly TextRow[]): AdminExercise {
  return {
    id: row.id,
    ...exerciseFields(row),
    de: toTexts(texts.find((text) => text.lang === 'de')),
    en: toTexts(texts.find((text) => text.lang === 'en')),
    illustration: illustrationOf(row),
    customIllustration: row.token !== null,
    edited: row.edited_at !== null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function toAdminSummary(row: ExerciseListRow): AdminExerciseSummary {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    level: row.level,
    equipment: row.equipment,
    regions: row.regions,
    names: { de: row.name_de ?? '', en: row.name_en ?? '' },
    illustration: illustrationOf(row),
    edited: row.edited_at !== null,
  };
}
