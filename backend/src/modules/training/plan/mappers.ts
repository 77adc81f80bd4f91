// Unit rows + exercise summaries → the contract's Unit JSON.
import type { UnitStatus } from '../../../shared/domain';
import type { ExerciseSummary } from '../shared/exercise-json';
import type { UnitRow } from './repository';

export interface UnitJson {
  id: number;
  day: number;
  date: string;
  position: number;
  status: UnitStatus;
  exercise: ExerciseSummary;
}

/** Maps units whose exercise is in `exercises` (a unit of an exercise without any text is left out). */
export function toUnits(
  rows: readonly UnitRow[],
  exercises: ReadonlyMap<number, ExerciseSummary>,
): UnitJson[] {
  return rows.flatMap((row) => {
    const exercise = exercises.get(row.exercise_id);
    return exercise
      ? [
          {
            id: row.id,
            day: row.day,
            date: row.plan_date,
            position: row.position,
            status: row.status,
            exercise,
          },
        ]
      : [];
  });
}
