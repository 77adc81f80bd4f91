// PUT action_exercise: records the finish and pays it with every award it completes (the plan day, the weekly goal,
// the day's flame); one read decides, one statement writes, all in the transaction that locks the user.
import type { FinishExerciseResult } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import {
  checkFinish,
  computeStrike,
  computeWeeklyGoal,
  countsForStrike,
  isoWeek,
  isoWeekDates,
  UNITS_PER_PLAN_DAY,
} from '../../kernel';
import { todayOf } from '../context';
import { pointRefs } from '../ledger';
import type { PointWrite } from '../repository';
import type { ExerciseAction } from '../schemas';
import type { ActivityDeps } from './deps';
import { type ActionTiming, actionTime, activityOf, exercisePointsFit, lockFor } from './exercise-action';

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

export async function finishExercise(
  { repo, clock, minElapsedFraction }: ActivityDeps,
  userId: number,
  body: ExerciseAction,
  timing?: ActionTiming,
): Promise<FinishExerciseResult> {
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
    if (weeklyGoal.reached && !given.has(refs.weekly)) awards.push({ award: 'weeklyGoal', ref: refs.weekly });
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
}
