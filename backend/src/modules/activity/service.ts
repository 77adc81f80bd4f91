// Business rules of the exercise actions, weekly goal, strike and trained days, one file per use case under
// use-cases/; this factory only hands them their deps. Every award of one request is written in one transaction and
// is idempotent (see ledger.ts), so a retried request awards nothing twice.
import type { FinishExerciseResult, StartExerciseResult, Strike, WeeklyGoal } from '../../shared/domain';
import { bindUseCases } from '../../shared/use-cases';
import { type Clock, MIN_EXERCISE_ELAPSED_FRACTION } from '../kernel';
import type { ActivityRepository } from './repository';
import type { ExerciseAction, TrainedDaysQuery, WeeklyGoalBody } from './schemas';
import type { ActivityDeps } from './use-cases/deps';
import type { ActionTiming } from './use-cases/exercise-action';
import { finishExercise } from './use-cases/finish-exercise';
import { startExercise } from './use-cases/start-exercise';
import { strike, trainedDays } from './use-cases/trained-days';
import { setWeeklyGoal, weeklyGoal } from './use-cases/weekly-goal';

export { type ActionTiming, actionTime } from './use-cases/exercise-action';
export { MAX_TRAINED_DAYS_RANGE } from './use-cases/trained-days';

export interface ActivityService {
  startExercise(userId: number, body: ExerciseAction, timing?: ActionTiming): Promise<StartExerciseResult>;
  finishExercise(userId: number, body: ExerciseAction, timing?: ActionTiming): Promise<FinishExerciseResult>;
  weeklyGoal(userId: number): Promise<WeeklyGoal>;
  setWeeklyGoal(userId: number, body: WeeklyGoalBody): Promise<WeeklyGoal>;
  strike(userId: number): Promise<Strike>;
  trainedDays(userId: number, query: TrainedDaysQuery): Promise<{ days: string[] }>;
}

/** Settings of the activity rules that a server may change (the e2e run shortens the wait). */
export interface ActivityOptions {
  /** Share of an exercise's duration that must pass between start and finish (0–1); see kernel/values.ts. */
  minElapsedFraction?: number;
}

/** Business rules of the activity endpoints; `clock` decides what "today" is. */
export function createActivityService(
  repo: ActivityRepository,
  clock: Clock,
  options: ActivityOptions = {},
): ActivityService {
  const deps: ActivityDeps = {
    repo,
    clock,
    minElapsedFraction: options.minElapsedFraction ?? MIN_EXERCISE_ELAPSED_FRACTION,
  };
  return bindUseCases(deps, {
    startExercise,
    finishExercise,
    weeklyGoal,
    setWeeklyGoal,
    strike,
    trainedDays,
  });
}
