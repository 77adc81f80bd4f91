// Strike, weekly goal and steps rules at fixed moments (the clock is always injected).
import type { Clock } from './dates';
import {
  addDays,
  daysBetween,
  isoWeek,
  isoWeekDates,
  isoWeekday,
  isValidDate,
  isValidTimeZone,
  localDate,
  safeTimeZone,
} from './dates';
import {
  type Absence,
  checkFinish,
  checkStepsDate,
  computeStrike,
  computeWeeklyGoal,
  effectiveTarget,
  isAbsent,
  lastDays,
  minElapsedSeconds,
  stepsGoalReached,
} from './rules';

const BERLIN = 'Europe/Berlin';
const clockAt =
  (iso: string): Clock =>
  () =>
    new Date(iso);
/** "today" for a user in Berlin at the moment of the clock. */
const todayAt = (clock: Clock) => localDate(clock(), BERLIN);
const noAbsence: Absence = { from: null, until: null };

// November 2026: Mon 16, Tue 17, Wed 18, Thu 19, Fri 20, Sat 21, Sun 22, Mon 23, Tue 24 …
describe('local dates', () => {
  test('23:59 and 00:01 in Berlin are different days, whatever the UTC date', () => {
    // winter (CET, UTC+1)
    expect(todayAt(clockAt('2026-11-20T22:59:00Z'))).toBe('2026-11-20');
    expect(todayAt(clockAt('2026-11-20T23:01:00Z'))).toBe('2026-11-21');
    // summer (CEST, UTC+2): 23:59 local is 21:59 UTC
    expect(todayAt(clockAt('2026-07-10T21:59:00Z'))).toBe('2026-07-10');
    expect(todayAt(clockAt('2026-07-10T22:01:00Z'))).toBe('2026-07-11');
  });

  test('the DST changes move local midnight', () => {
    // spring forward on Sunday 2026-03-29: Monday starts at 22:00 UTC on Sunday
    expect(todayAt(clockAt('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(todayAt(clockAt('2026-03-29T22:01:00Z'))).toBe('2026-03-30');
    // the night of the change itself: 01:59 CET, then 03:01 CEST, same day
    expect(todayAt(clockAt('2026-03-29T00:59:00Z'))).toBe('2026-03-29');
    expect(todayAt(clockAt('2026-03-29T01:01:00Z'))).toBe('2026-03-29');
    // fall back on Sunday 2026-10-25: Monday starts at 23:00 UTC on Sunday
    expect(todayAt(clockAt('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(todayAt(clockAt('2026-10-25T23:01:00Z'))).toBe('2026-10-26');
    // and Sunday started at 22:00 UTC on Saturday (still CEST)
    expect(todayAt(clockAt('2026-10-24T21:59:00Z'))).toBe('2026-10-24');
    expect(todayAt(clockAt('2026-10-24T22:01:00Z'))).toBe('2026-10-25');
  });

  test('other zones and unknown zones', () => {
    expect(localDate(new Date('2026-11-20T23:30:00Z'), 'America/New_York')).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-20T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-21');
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(safeTimeZone('Mars/Olympus')).toBe(BERLIN);
    expect(safeTimeZone(null)).toBe(BERLIN);
    expect(localDate(new Date('2026-11-20T23:01:00Z'), 'Mars/Olympus')).toBe('2026-11-21');
  });

  test('date arithmetic, weekdays and ISO weeks', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-30', -2)).toBe('2026-03-28');
    expect(daysBetween('2026-10-24', '2026-10-27')).toBe(3);
    expect(daysBetween('2026-10-27', '2026-10-24')).toBe(-3);
    expect(isoWeekday('2026-11-16')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeek('2026-11-25')).toBe('2026-W48');
    // the ISO year of 2027-01-01 (a Friday) is 2026 (week 53)
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeekDates('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('2026-1-01')).toBe(false);
  });
});

describe('strike', () => {
  test('no points: no flames', () => {
    expect(computeStrike([], '2026-11-20', noAbsence)).toEqual({ flames: 0, since: null, lastDay: null });
  });

  test('consecutive working days count one flame each (contract example)', () => {
    const days = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
    expect(computeStrike(days, '2026-11-20', noAbsence)).toEqual({
      flames: 4,
      since: '2026-11-17',
      lastDay: '2026-11-20',
    });
  });

  test('Friday → Monday keeps the streak; the weekend neither counts nor breaks', () => {
    const days = ['2026-11-19', '2026-11-20', '2026-11-23'];
    const today = todayAt(clockAt('2026-11-23T08:00:00Z'));
    expect(today).toBe('2026-11-23');
    expect(computeStrike(days, today, noAbsence)).toEqual({
      flames: 3,
      since: '2026-11-19',
      lastDay: '2026-11-23',
    });
    // on the weekend itself the streak is still there
    expect(computeStrike(days.slice(0, 2), '2026-11-22', noAbsence).flames).toBe(2);
    // points on Saturday do not add a flame
    expect(computeStrike([...days, '2026-11-21'], today, noAbsence).flames).toBe(3);
  });

  test('a missed Tuesday resets the streak', () => {
    const days = ['2026-11-16', '2026-11-18'];
    expect(computeStrike(days, '2026-11-18', noAbsence)).toEqual({
      flames: 1,
      since: '2026-11-18',
      lastDay: '2026-11-18',
    });
    // Wednesday without points yet: Tuesday was missed, so nothing is left
    expect(computeStrike(['2026-11-16'], '2026-11-18', noAbsence).flames).toBe(0);
  });

  test('today without points yet does not break the streak', () => {
    const days = ['2026-11-18', '2026-11-19'];
    expect(computeStrike(days, '2026-11-20', noAbsence)).toEqual({
      flames: 2,
      since: '2026-11-18',
      lastDay: '2026-11-19',
    });
    // Monday morning after a Thursday-only week: Friday was missed
    expect(computeStrike(['2026-11-19'], '2026-11-23', noAbsence).flames).toBe(0);
  });

  test('an absence week keeps the streak, and its days neither count nor break', () => {
    const days = ['2026-11-12', '2026-11-13', '2026-11-23'];
    const absence = { from: '2026-11-16', until: '2026-11-20' };
    expect(computeStrike(days, '2026-11-23', absence)).toEqual({
      flames: 3,
      since: '2026-11-12',
      lastDay: '2026-11-23',
    });
    // points earned during the absence do not add flames
    expect(computeStrike([...days, '2026-11-17'], '2026-11-23', absence).flames).toBe(3);
    // without the absence the week breaks it
    expect(computeStrike(days, '2026-11-23', noAbsence).flames).toBe(1);
    // an open-ended absence (no until) keeps it during the absence
    expect(computeStrike(days.slice(0, 2), '2026-11-19', { from: '2026-11-16', until: null }).flames).toBe(2);
  });

  test('midnight edges in Berlin decide which day "today" is', () => {
    // Friday with points; Sunday 23:59 and Monday 00:01 local both keep the streak (Monday has no points yet)
    const days = ['2026-11-19', '2026-11-20'];
    expect(computeStrike(days, todayAt(clockAt('2026-11-22T22:59:00Z')), noAbsence).flames).toBe(2);
    expect(computeStrike(days, todayAt(clockAt('2026-11-22T23:01:00Z')), noAbsence).flames).toBe(2);
    // Monday 23:59 local still keeps it; Tuesday 00:01 local sees Monday missed
    expect(computeStrike(days, todayAt(clockAt('2026-11-23T22:59:00Z')), noAbsence).flames).toBe(2);
    expect(computeStrike(days, todayAt(clockAt('2026-11-23T23:01:00Z')), noAbsence).flames).toBe(0);
  });

  test('across the DST change (Monday 2026-03-30 starts at 22:00 UTC on Sunday)', () => {
    const days = ['2026-03-26', '2026-03-27'];
    // Monday 00:30 CEST: Monday not over yet → the streak holds
    expect(computeStrike(days, todayAt(clockAt('2026-03-29T22:30:00Z')), noAbsence).flames).toBe(2);
    // Tuesday 00:30 CEST (22:30 UTC Monday): Monday was missed
    expect(computeStrike(days, todayAt(clockAt('2026-03-30T22:30:00Z')), noAbsence).flames).toBe(0);
    // a UTC+1 reading would still be Monday 23:30 here; with the real offset it is Tuesday
    expect(todayAt(clockAt('2026-03-30T22:30:00Z'))).toBe('2026-03-31');
  });

  test('isAbsent handles missing ends', () => {
    expect(isAbsent('2026-11-16', null)).toBe(false);
    expect(isAbsent('2026-11-16', { from: null, until: '2026-11-20' })).toBe(false);
    expect(isAbsent('2026-11-16', { from: '2026-11-16', until: '2026-11-16' })).toBe(true);
    expect(isAbsent('2026-11-17', { from: '2026-11-16', until: '2026-11-16' })).toBe(false);
  });
});

describe('weekly goal', () => {
  test('reached when trained on target distinct days of the ISO week', () => {
    const goal = computeWeeklyGoal({
      weekdays: [5, 1, 3],
      storedTarget: 3,
      trainedDates: ['2026-11-23', '2026-11-25', '2026-11-20'],
      today: '2026-11-25',
    });
    expect(goal).toEqual({
      weekdays: [1, 3, 5],
      target: 3,
      done: 2,
      reached: false,
      week: '2026-W48',
      today: '2026-11-25',
      days: [
        { date: '2026-11-23', trained: true },
        { date: '2026-11-24', trained: false },
        { date: '2026-11-25', trained: true },
        { date: '2026-11-26', trained: false },
        { date: '2026-11-27', trained: false },
        { date: '2026-11-28', trained: false },
        { date: '2026-11-29', trained: false },
      ],
    });
    const reached = computeWeeklyGoal({
      weekdays: [1, 3, 5],
      storedTarget: 3,
      trainedDates: ['2026-11-23', '2026-11-25', '2026-11-28'],
      today: '2026-11-28',
    });
    expect(reached).toMatchObject({ done: 3, reached: true });
  });

  test('the week follows local midnight (Sunday 23:59 vs Monday 00:01 in Berlin)', () => {
    const trainedDates = ['2026-11-23'];
    const sunday = todayAt(clockAt('2026-11-29T22:59:00Z'));
    const monday = todayAt(clockAt('2026-11-29T23:01:00Z'));
    const at = (today: string) => computeWeeklyGoal({ weekdays: [1], storedTarget: 0, trainedDates, today });
    expect(at(sunday)).toMatchObject({ week: '2026-W48', done: 1, reached: true });
    expect(at(monday)).toMatchObject({ week: '2026-W49', done: 0, reached: false });
  });

  test('target defaults to the number of weekdays', () => {
    expect(effectiveTarget(0, [1, 2, 3, 4, 5])).toBe(5);
    expect(effectiveTarget(2, [1, 2, 3, 4, 5])).toBe(2);
    expect(effectiveTarget(0, [])).toBe(1);
  });
});

describe('steps', () => {
  const today = todayAt(clockAt('2026-11-20T10:00:00Z'));

  test('up to the window back is allowed, older or future dates are refused', () => {
    expect(checkStepsDate('2026-11-20', today, 3)).toBe('ok');
    expect(checkStepsDate('2026-11-17', today, 3)).toBe('ok');
    expect(checkStepsDate('2026-11-16', today, 3)).toBe('too_old');
    expect(checkStepsDate('2026-11-21', today, 3)).toBe('future');
    expect(checkStepsDate('2026-11-20', today, 0)).toBe('ok');
    expect(checkStepsDate('2026-11-19', today, 0)).toBe('too_old');
  });

  test('the window counts local days: just after local midnight, "3 days back" moves on', () => {
    const justAfterMidnight = todayAt(clockAt('2026-11-20T23:01:00Z'));
    expect(justAfterMidnight).toBe('2026-11-21');
    expect(checkStepsDate('2026-11-17', justAfterMidnight, 3)).toBe('too_old');
    expect(checkStepsDate('2026-11-21', justAfterMidnight, 3)).toBe('ok');
    // one minute earlier, the 21st is still the future
    expect(checkStepsDate('2026-11-21', todayAt(clockAt('2026-11-20T22:59:00Z')), 3)).toBe('future');
  });

  test('the goal is 10,000 steps', () => {
    expect(stepsGoalReached(9_999)).toBe(false);
    expect(stepsGoalReached(10_000)).toBe(true);
  });

  test('lastDays lists the last days oldest first, including today', () => {
    expect(lastDays('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('finishing an exercise (issue 9: points farming)', () => {
  test('the minimum time from start to finish: half the duration, rounded up, at least 5 s', () => {
    expect(minElapsedSeconds(120, 0.5)).toBe(60);
    expect(minElapsedSeconds(75, 0.5)).toBe(38);
    expect(minElapsedSeconds(300, 0.5)).toBe(150);
    expect(minElapsedSeconds(6, 0.5)).toBe(5);
    expect(minElapsedSeconds(120, 0)).toBe(5);
  });

  test('no start, too early (with the seconds left) or in time', () => {
    const startedAt = new Date('2026-11-18T09:00:00Z');
    const at = (iso: string) =>
      checkFinish({ startedAt, now: new Date(iso), durationSeconds: 120, fraction: 0.5 });
    expect(checkFinish({ startedAt: null, now: startedAt, durationSeconds: 120, fraction: 0.5 })).toEqual({
      ok: false,
      reason: 'not_started',
    });
    expect(at('2026-11-18T09:00:00Z')).toEqual({ ok: false, reason: 'too_early', waitSeconds: 60 });
    expect(at('2026-11-18T09:00:59.500Z')).toEqual({ ok: false, reason: 'too_early', waitSeconds: 1 });
    expect(at('2026-11-18T09:01:00Z')).toEqual({ ok: true });
    expect(at('2026-11-18T15:00:00Z')).toEqual({ ok: true });
    // a start "in the future" (clock skew) is too early too
    expect(at('2026-11-18T08:59:00Z')).toEqual({ ok: false, reason: 'too_early', waitSeconds: 120 });
  });
});
