// PUT action_start_exercise: records the start once per exercise and day and pays its points within the cap.
import type { StartExerciseResult } from '../../../shared/domain';
import { todayOf } from '../context';
import { pointRefs } from '../ledger';
import type { ExerciseAction } from '../schemas';
import type { ActivityDeps } from './deps';
import { type ActionTiming, actionTime, activityOf, awardExercisePoints, lockFor } from './exercise-action';

export async function startExercise(
  { repo, clock }: ActivityDeps,
  userId: number,
  body: ExerciseAction,
  timing?: ActionTiming,
): Promise<StartExerciseResult> {
  return repo.transaction(async (tx) => {
    const { user, durationSeconds } = await lockFor(tx, userId, body.id);
    const now = actionTime(user, clock(), timing);
    const today = todayOf(user, now);
    let points = 0;
    const activity = activityOf(userId, body, now, today, durationSeconds);
    // a repeated start keeps the first one's time (and its points)
    if (await tx.recordActivity({ ...activity, kind: 'start' })) {
      const ref = pointRefs.startExercise(body.id, today);
      points += await awardExercisePoints(tx, user, 'startExercise', ref, today);
    }
    return { points, fitness_points: await tx.totalPoints(userId) };
  });
}
