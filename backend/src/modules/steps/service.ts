// Business rules of officefit/v1/steps: the daily goal (10,000, +50 once per day) and the entry window.
import type { StepsOverview } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import {
  checkStepsDate,
  type Clock,
  lastDays,
  STEPS_GOAL,
  STEPS_HISTORY_DAYS,
  stepsGoalReached,
} from '../kernel';
import { type ActivityUser, pointRefs, todayOf } from '../activity';
import type { StepsReads, StepsRepository } from './repository';
import type { ActivateStepsBody, PutStepsBody } from './schemas';

/** PUT steps: the overview plus what the entry earned. */
export interface StepsSaved extends StepsOverview {
  points: number;
  fitness_points: number;
}

export interface StepsService {
  overview(userId: number): Promise<StepsOverview>;
  save(userId: number, body: PutStepsBody): Promise<StepsSaved>;
  activate(userId: number, body: ActivateStepsBody): Promise<{ step: number; activated: boolean }>;
}

async function overviewOf(reads: StepsReads, user: ActivityUser, today: string): Promise<StepsOverview> {
  const dates = lastDays(today, STEPS_HISTORY_DAYS);
  const steps = await reads.stepsBetween(user.id, dates[0]!, today);
  return {
    goal: STEPS_GOAL,
    today: steps.get(today) ?? 0,
    days: dates.map((date) => ({ date, steps: steps.get(date) ?? 0 })),
    window: user.stepsWindowDays,
    activated: user.stepsActivated,
  };
}

/** Business rules of the steps endpoints; `clock` decides what "today" is. */
export function createStepsService(repo: StepsRepository, clock: Clock): StepsService {
  return {
    async overview(userId) {
      const user = await repo.user(userId);
      return overviewOf(repo, user, todayOf(user, clock()));
    },

    async save(userId, { date, steps }) {
      return repo.transaction(async (tx) => {
        const user = await tx.lockUser(userId);
        const today = todayOf(user, clock());
        const check = checkStepsDate(date, today, user.stepsWindowDays);
        if (check !== 'ok') {
          throw new AppError(
            'invalid_data',
            'steps_date_invalid',
            check === 'future'
              ? 'Steps cannot be entered for a future date.'
              : `Steps can only be entered for the last ${user.stepsWindowDays} days.`,
          );
        }
        await tx.saveSteps(userId, date, steps);
        const points = stepsGoalReached(steps)
          ? await tx.award(user, 'stepsGoal', pointRefs.stepsGoal(date), date)
          : 0;
        return {
          ...(await overviewOf(tx, user, today)),
          points,
          fitness_points: await tx.totalPoints(userId),
        };
      });
    },

    async activate(userId, { step }) {
      return repo.transaction(async (tx) => {
        await tx.lockUser(userId);
        return tx.saveActivationStep(userId, step);
      });
    },
  };
}
