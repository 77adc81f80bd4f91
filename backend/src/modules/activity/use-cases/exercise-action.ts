// Rules an exercise start and finish share: the user lock with the exercise's duration, the moment an action
// counts at, the activity row and the day's exercise points cap.
import { AppError } from '../../../shared/errors';
import { DAILY_EXERCISE_POINTS_CAP, POINTS } from '../../kernel';
import { type ActivityUser, todayOf } from '../context';
import type { ActivityTx } from '../repository';
import type { ExerciseAction } from '../schemas';

/**
 * How a write reached the server. `offlineAgeMs`: the offline queue sends a write made offline later and says how
 * long ago (by the client's clock) it was made (`Offline-Age-Ms`); the action then counts at that moment.
 */
export interface ActionTiming {
  offlineAgeMs?: number;
}

function invalidExercise(): AppError {
  return new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise ID.');
}

/** Locks the user (one user's actions run one after another) and reads the exercise's duration with it. */
export async function lockFor(tx: ActivityTx, userId: number, exerciseId: number) {
  const { user, exerciseSeconds } = await tx.lockUserAndExercise(userId, exerciseId);
  // thrown inside the transaction, which then writes nothing
  if (exerciseSeconds === undefined) throw invalidExercise();
  return { user, durationSeconds: exerciseSeconds };
}

/** The activity row of a start or finish (without its kind), at `now` on the user's local `date`. */
export function activityOf(
  userId: number,
  body: ExerciseAction,
  now: Date,
  date: string,
  durationSeconds: number,
) {
  return {
    userId,
    exerciseId: body.id,
    mode: body.mode,
    region: body.region ?? null,
    at: now,
    date,
    durationSeconds,
  };
}

/** Awards start or finish points unless that would take the day's exercise points beyond the daily cap. */
export async function awardExercisePoints(
  tx: ActivityTx,
  user: ActivityUser,
  award: 'startExercise' | 'finishExercise',
  ref: string,
  today: string,
): Promise<number> {
  // one user's actions run one after another (the user row is locked), so this sum cannot go stale
  if (!exercisePointsFit(await tx.exercisePoints(user.id, today), award)) return 0;
  return tx.award(user, award, ref, today);
}

/** Whether the award still fits into the day's exercise points cap after `earned` points. */
export function exercisePointsFit(earned: number, award: 'startExercise' | 'finishExercise'): boolean {
  return earned + POINTS[award] <= DAILY_EXERCISE_POINTS_CAP;
}

/**
 * The moment an action counts at: the server's `now`, or for a write made offline `now - offlineAgeMs` (an age is
 * measured on one clock, so a client clock that is off does not matter) — only while that moment is on the same
 * local day as `now`: a write made on an earlier day counts today (documented limit), never on a past day.
 */
export function actionTime(user: Pick<ActivityUser, 'timeZone'>, now: Date, timing: ActionTiming = {}): Date {
  const age = timing.offlineAgeMs;
  if (age === undefined || !Number.isSafeInteger(age) || age <= 0) return now;
  const made = new Date(now.getTime() - age);
  return todayOf(user, made) === todayOf(user, now) ? made : now;
}
