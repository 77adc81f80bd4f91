import { planWeekdays } from '../plan/builder';
import { addDays, daysBetween, isoWeekday, todayIn } from './dates';
import { redFlagsOf } from './red-flags';
import { withRelatedRegions } from './regions';

test('dates: today in a time zone, day arithmetic, ISO weekdays', () => {
  const instant = new Date('2026-11-22T23:30:00Z');
  expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-23');
  expect(todayIn('UTC', instant)).toBe('2026-11-22');
  expect(todayIn('Not/AZone', instant)).toBe('2026-11-23');
  expect(todayIn(null, instant)).toBe('2026-11-23');
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
  expect(daysBetween('2026-11-23', '2026-12-20')).toBe(27);
  expect(isoWeekday('2026-11-23')).toBe(1);
  expect(isoWeekday('2026-11-29')).toBe(7);
});

test('plan weekdays: the user’s, else the first workoutdays, else Monday–Friday when skipped', () => {
  expect(planWeekdays([5, 1, 3, 3], 2, false)).toEqual([1, 3, 5]);
  expect(planWeekdays([], 3, false)).toEqual([1, 2, 3]);
  expect(planWeekdays([], 0, false)).toEqual([1]);
  expect(planWeekdays([], 1, true)).toEqual([1, 2, 3, 4, 5]);
});

test('red flags are merged per region; regions widen to related ones', () => {
  const base = {
    duration: 0,
    examined: true,
    severity: 0,
    worsening: false,
    accident: false,
    numbness: false,
  };
  expect(
    redFlagsOf([
      { ...base, region: 'knee', worsening: true },
      { ...base, region: 'knee', severity: 9 },
      { ...base, region: 'hip' },
    ]),
  ).toEqual([{ region: 'knee', reasons: ['severe', 'worsening'] }]);
  expect([...withRelatedRegions(['lumbar_spine'])].sort()).toEqual(['back', 'lumbar_spine']);
  expect(withRelatedRegions(['knee'])).toEqual(new Set(['knee']));
});
