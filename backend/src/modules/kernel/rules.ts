// The rules of strike, weekly goal and steps as pure functions of dates (see DECISIONS.md "Points, weekly goal,
// steps and strike"). "today" is always the user's local date, computed by the caller from an injected clock.
import type { Strike, WeeklyGoal } from '../../shared/domain';
import { MIN_EXERCISE_ELAPSED_SECONDS, STEPS_GOAL } from './values';
import { addDays, daysBetween, isoWeek, isoWeekDates, isoWeekday } from './dates';

/** The user's stored absence (either end may be missing). */
export interface Absence {
  from: string | null;
  until: string | null;
}

/** Monday to Friday. */
export function isWorkingDay(date: string): boolean {
  return isoWeekday(date) <= 5;
}

/** True when the date lies in the absence; no `from` = no absence, no `until` = open-ended. */
export function isAbsent(date: string, absence: Absence | null): boolean {
  if (!absence?.from) return false;
  return date >= absence.from && (absence.until === null || date <= absence.until);
}

/** A day that can earn a strike flame: a working day the user is not absent on. */
export function countsForStrike(date: string, absence: Absence | null): boolean {
  return isWorkingDay(date) && !isAbsent(date, absence);
}

/**
 * The running strike on `today`: one flame per consecutive working day with points. Weekends and absence days
 * neither count nor break; a working day before today without points ends the streak; today without points
 * (yet) does not.
 */
export function computeStrike(pointDays: Iterable<string>, today: string, absence: Absence | null): Strike {
  const days = new Set(pointDays);
  let earliest: string | null = null;
  for (const day of days) if (earliest === null || day < earliest) earliest = day;
  const strike: Strike = { flames: 0, since: null, lastDay: null };
  if (earliest === null) return strike;
  for (let day = today; day >= earliest; day = addDays(day, -1)) {
    if (!countsForStrike(day, absence)) continue;
    if (days.has(day)) {
      strike.flames++;
      strike.since = day;
      strike.lastDay ??= day;
    } else if (day !== today) {
      break;
    }
  }
  return strike;
}

/** The target in days: the stored one, or (0 = not set) the number of chosen weekdays, at least 1. */
export function effectiveTarget(storedTarget: number, weekdays: readonly number[]): number {
  if (storedTarget > 0) return storedTarget;
  return Math.max(1, Math.min(7, weekdays.length));
}

/**
 * The weekly goal of the ISO week `today` lies in: reached when the user trained (finished at least one
 * exercise) on `target` distinct days of that week.
 */
export function computeWeeklyGoal(input: {
  weekdays: readonly number[];
  storedTarget: number;
  trainedDates: Iterable<string>;
  today: string;
}): WeeklyGoal {
  const trained = new Set(input.trainedDates);
  const days = isoWeekDates(input.today).map((date) => ({ date, trained: trained.has(date) }));
  const done = days.filter((d) => d.trained).length;
  const target = effectiveTarget(input.storedTarget, input.weekdays);
  return {
    weekdays: [...input.weekdays].sort((a, b) => a - b),
    target,
    done,
    reached: done >= target,
    week: isoWeek(input.today),
    days,
    // the apps mark this day, so the plan and the weekly goal agree whatever the device's time zone
    today: input.today,
  };
}

export type StepsDateCheck = 'ok' | 'future' | 'too_old';

/** Steps may be entered for today and up to `windowDays` days back, never for the future. */
export function checkStepsDate(date: string, today: string, windowDays: number): StepsDateCheck {
  const age = daysBetween(date, today);
  if (age < 0) return 'future';
  return age > windowDays ? 'too_old' : 'ok';
}

/** True when the steps of a day reach the daily goal. */
export function stepsGoalReached(steps: number): boolean {
  return steps >= STEPS_GOAL;
}

/** The last `count` dates up to and including `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** Seconds that must pass between an exercise's start and its finish: `fraction` of its duration, at least 5 s. */
export function minElapsedSeconds(durationSeconds: number, fraction: number): number {
  return Math.max(MIN_EXERCISE_ELAPSED_SECONDS, Math.ceil(durationSeconds * fraction));
}

export type FinishCheck =
  | { ok: true }
  | { ok: false; reason: 'not_started' }
  | { ok: false; reason: 'too_early'; waitSeconds: number };

/**
 * Whether a finish at `now` may count: the exercise must have been started (today, by the same user: the caller
 * passes that start's moment or null) at least minElapsedSeconds before. `waitSeconds` says how long is left.
 */
export function checkFinish(input: {
  startedAt: Date | null;
  now: Date;
  durationSeconds: number;
  fraction: number;
}): FinishCheck {
  if (input.startedAt === null) return { ok: false, reason: 'not_started' };
  const elapsedMs = input.now.getTime() - input.startedAt.getTime();
  const missingMs = minElapsedSeconds(input.durationSeconds, input.fraction) * 1000 - elapsedMs;
  return missingMs > 0
    ? { ok: false, reason: 'too_early', waitSeconds: Math.ceil(missingMs / 1000) }
    : { ok: true };
}
