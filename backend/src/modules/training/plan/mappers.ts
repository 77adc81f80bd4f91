// Unit rows + exercise summaries → the contract's Unit JSON.
// The JSON shape is a wire type of @officefit/domain, read by the training app as well.
import type { ExerciseSummary, UnitJson } from '../../../shared/domain';
import type { UnitRow } from './repository';

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
