import type { ExerciseEquipment, ExerciseKind } from '../../shared/domain';
import type { ExerciseListRow } from './repository';

/** One exercise of GET /officefit/v1/exercises; `duration` is in seconds. */
export interface ExerciseSummary {
  id: number;
  name: string;
  level: number;
  duration: number;
  equipment: ExerciseEquipment;
  undercover: boolean;
  kind: ExerciseKind;
}

/** Maps a list row. */
export function toExerciseSummary(row: ExerciseListRow): ExerciseSummary {
  return {
    id: row.id,
    // the query only returns rows that have a name in one of the two languages
    name: row.name ?? '',
    level: row.level,
    duration: row.duration_seconds,
    equipment: row.equipment,
    undercover: row.undercover,
    kind: row.kind,
  };
}
