// Business rules of the exercise actions, weekly goal, strike and trained days. Every award of one request is
// written in one transaction and is idempotent (see ledger.ts), so a retried request awards nothing twice.
import type { FinishExerciseResult, StartExerciseResult, Strike, WeeklyGoal } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import {
  checkFinish,
  type Clock,
  computeStrike,
  computeWeeklyGoal,
  countsForStrike,
  DAILY_EXERCISE_POINTS_CAP,
  daysBetween,
  isoWeek,
  isoWeekDates,
  MIN_EXERCISE_ELAPSED_FRACTION,
  monthStart,
  POINTS,
  UNITS_PER_PLAN_DAY,
} from '../kernel';
import { type ActivityUser, todayOf } from './context';
import { pointRefs } from './ledger';
import type { ActivityReads, ActivityRepository, ActivityTx, PointWrite } from './repository';
import type { ExerciseAction, TrainedDaysQuery, WeeklyGoalBody } from './schemas';

/** Longest range of GET trained_days. */
export const MAX_TRAINED_DAYS_RANGE = 366;

/**
 * How a write reached the server. `offlineAgeMs`: the offline queue sends a write made offline later and says how
 * long ago (by the client's clock) it was made (`Offline-Age-Ms`); the action then counts at that moment.
 */
export interface ActionTiming {
  offlineAgeMs?: number;
}

export interface ActivityService {
  startExercise(userId: number, body: ExerciseAction, timing?: ActionTiming): Promise<StartExerciseResult>;
  finishExercise(userId: number, body: ExerciseAction, timing?: ActionTiming): Promise<FinishExerciseResult>;
  weeklyGoal(userId: number): Promise<WeeklyGoal>;
  setWeeklyGoal(userId: number, body: WeeklyGoalBody): Promise<WeeklyGoal>;
  strike(userId: number): Promise<Strike>;
  trainedDays(userId: number, query: TrainedDaysQuery): Promise<{ days: string[] }>;
}

function invalidExercise(): AppError {
  return new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise ID.');
}

/** Settings of the activity rules that a server may change (the e2e run shortens the wait). */
export interface ActivityOptions {
  /** Share of an exercise's duration that must pass between start and finish (0–1); see kernel/values.ts. */
  minElapsedFraction?: number;
}

function notStarted(): AppError {
  return new AppError(
    'conflict',
    'rest_exercise_not_started',
    'The exercise was not started today. Start it before finishing it.',
  );
}

function tooEarly(waitSeconds: number): AppError {
  return new AppError(
    'conflict',
    'rest_exercise_too_early',
    `The exercise was started too recently to be finished. Please do the exercise first (${waitSeconds} s left).`,
    // the seconds also in data.params: a client's API layer passes the body on, not the headers
    { headers: { 'Retry-After': String(waitSeconds) }, params: { wait_seconds: String(waitSeconds) } },
  );
}

/** The activity row of a start or finish (without its kind), at `now` on the user's local `date`. */
function activityOf(userId: number, body: ExerciseAction, now: Date, date: string, durationSeconds: number) {
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
async function awardExercisePoints(
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
function exercisePointsFit(earned: number, award: 'startExercise' | 'finishExercise'): boolean {
  return earned + POINTS[award] <= DAILY_EXERCISE_POINTS_CAP;
}

function invalidParam(name: string, message: string): AppError {
  return new AppError('invalid_data', 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
    params: { [name]: message },
  });
}

async function weeklyGoalOf(
  reads: ActivityReads,
  user: { id: number; weekdays: number[]; storedTarget: number },
  today: string,
): Promise<WeeklyGoal> {
  const week = isoWeekDates(today);
  const trainedDates = await reads.trainedDates(user.id, week[0]!, week[6]!);
  return computeWeeklyGoal({ weekdays: user.weekdays, storedTarget: user.storedTarget, trainedDates, today });
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

/** Business rules of the activity endpoints; `clock` decides what "today" is. */
export function createActivityService(
  repo: ActivityRepository,
  clock: Clock,
  options: ActivityOptions = {},
): ActivityService {
  const minElapsedFraction = options.minElapsedFraction ?? MIN_EXERCISE_ELAPSED_FRACTION;

  /** Locks the user (one user's actions run one after another) and reads the exercise's duration with it. */
  async function lockFor(tx: ActivityTx, userId: number, exerciseId: number) {
    const { user, exerciseSeconds } = await tx.lockUserAndExercise(userId, exerciseId);
    // thrown inside the transaction, which then writes nothing
    if (exerciseSeconds === undefined) throw invalidExercise();
    return { user, durationSeconds: exerciseSeconds };
  }

  return {
    async startExercise(userId, body, timing) {
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
    },

    async finishExercise(userId, body, timing) {
      return repo.transaction(async (tx) => {
        const { user, durationSeconds } = await lockFor(tx, userId, body.id);
        // a finish made offline is measured from its own moment, so a start and finish both made offline and sent
        // seconds apart still count as done a plausible time apart (see actionTime)
        const now = actionTime(user, clock(), timing);
        const today = todayOf(user, now);
        const week = isoWeekDates(today);
        const refs = {
          finish: pointRefs.finishExercise(body.id, today),
          day: pointRefs.planDayComplete(today),
          weekly: pointRefs.weeklyGoal(isoWeek(today)),
          flame: pointRefs.strikeFlame(today),
        };
        // one read decides every write (the user is locked: nothing of it changes until the commit)
        const state = await tx.finishState(
          userId,
          body.id,
          today,
          { from: week[0]!, to: week[6]! },
          user.timeZone,
          [refs.day, refs.weekly, refs.flame],
        );

        // a finish needs today's start of the exercise, a plausible time ago; refused before anything is written
        const check = checkFinish({
          startedAt: state.startedAt,
          now,
          durationSeconds,
          fraction: minElapsedFraction,
        });
        if (!check.ok) throw check.reason === 'not_started' ? notStarted() : tooEarly(check.waitSeconds);

        const given = new Set(state.givenRefs);
        const awards: PointWrite[] = [];
        // the finish is recorded (and paid, within the day's cap) once per exercise and day
        if (!state.finished && exercisePointsFit(state.exercisePoints, 'finishExercise')) {
          awards.push({ award: 'finishExercise', ref: refs.finish });
        }
        // the matching unit of today's plan (whatever the mode: the exercise was done), and the day's progress
        const done = state.units.done + (state.openUnitId === null ? 0 : 1);
        if (state.units.total >= UNITS_PER_PLAN_DAY && done === state.units.total && !given.has(refs.day)) {
          awards.push({ award: 'planDayComplete', ref: refs.day });
        }
        // the week's trained days, today's finish included
        const trainedDates = state.trainedDates.includes(today)
          ? state.trainedDates
          : [...state.trainedDates, today];
        const weeklyGoal = computeWeeklyGoal({
          weekdays: user.weekdays,
          storedTarget: user.storedTarget,
          trainedDates,
          today,
        });
        if (weeklyGoal.reached && !given.has(refs.weekly))
          awards.push({ award: 'weeklyGoal', ref: refs.weekly });
        // the first points of a working day light its flame
        const flame =
          countsForStrike(today, user.absence) && !given.has(refs.flame)
            ? { award: 'strikeFlame' as const, ref: refs.flame }
            : null;

        const activity = state.finished
          ? null
          : { ...activityOf(userId, body, now, today, durationSeconds), kind: 'finish' as const };
        const points =
          activity || state.openUnitId !== null || awards.length > 0
            ? await tx.writeFinish({ userId, date: today, activity, unitId: state.openUnitId, awards, flame })
            : 0;

        const days = points > 0 && !state.days.includes(today) ? [...state.days, today] : state.days;
        const strike = computeStrike(days, today, user.absence);
        if (points > 0) {
          // the awards were not given before (the user is locked), so points written means they were written now
          await tx.postMilestones(userId, {
            isoWeek: awards.some((a) => a.award === 'weeklyGoal') ? isoWeek(today) : null,
            strike: flame ? strike : null,
          });
        }
        return { points, fitness_points: state.total + points, weekly_goal: weeklyGoal, strike };
      });
    },

    async weeklyGoal(userId) {
      const user = await repo.user(userId);
      return weeklyGoalOf(repo, user, todayOf(user, clock()));
    },

    async setWeeklyGoal(userId, body) {
      const weekdays = [...body.weekdays].sort((a, b) => a - b);
      // changing the goal never awards the weekly bonus by itself: the next finished exercise does
      return repo.transaction(async (tx) => {
        const user = await tx.lockUser(userId);
        const target = body.target ?? weekdays.length;
        await tx.setWeeklyGoal(userId, weekdays, target);
        return weeklyGoalOf(tx, { ...user, weekdays, storedTarget: target }, todayOf(user, clock()));
      });
    },

    async strike(userId) {
      const user = await repo.user(userId);
      const days = await repo.pointDays(userId, user.timeZone);
      return computeStrike(days, todayOf(user, clock()), user.absence);
    },

    async trainedDays(userId, query) {
      const user = await repo.user(userId);
      const to = query.to ?? todayOf(user, clock());
      const from = query.from ?? monthStart(to);
      if (from > to) throw invalidParam('from', 'from must not be after to.');
      if (daysBetween(from, to) >= MAX_TRAINED_DAYS_RANGE) {
        throw invalidParam('to', `The range may span at most ${MAX_TRAINED_DAYS_RANGE} days.`);
      }
      return { days: await repo.trainedDates(userId, from, to) };
    },
  };
}
