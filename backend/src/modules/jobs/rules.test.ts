// The pure rules of the job module: back-off, the missed-run rule and the checks on a definition.
import { backoffSeconds, isMissed, JOB_DEFAULTS, type JobDefinition, resolveDefinition } from './rules';

const run = async () => undefined;
const define = (extra: Partial<JobDefinition> = {}) =>
  resolveDefinition({ name: 'test.rules', run, ...extra });

test('back-off doubles from its base and stops at its cap; a recurring job never waits past its interval', () => {
  const once = define({ backoffSeconds: 10, backoffMaxSeconds: 300 });
  expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffSeconds(once, attempt))).toEqual([
    10, 20, 40, 80, 160, 300, 300,
  ]);
  expect(backoffSeconds(define(), 1)).toBe(JOB_DEFAULTS.backoffSeconds);
  expect(backoffSeconds(define({ everySeconds: 30 }), 5)).toBe(30);
  // a huge attempt count does not overflow
  expect(backoffSeconds(once, 10_000)).toBe(300);
});

test('missed-run rule: only a job with a lateness limit is ever missed', () => {
  const due = new Date('2026-03-04T09:00:00Z');
  const at = (seconds: number) => new Date(due.getTime() + seconds * 1000);
  const reminder = define({ maxLatenessSeconds: 600 });
  expect(isMissed(reminder, due, at(600))).toBe(false);
  expect(isMissed(reminder, due, at(601))).toBe(true);
  expect(isMissed(define(), due, at(30 * 86_400))).toBe(false);
});

test('a malformed definition is refused at once', () => {
  expect(() => define({ name: 'Reminders Send' })).toThrow('invalid');
  expect(() => define({ everySeconds: 0 })).toThrow('everySeconds');
  expect(() => define({ maxLatenessSeconds: 1.5 })).toThrow('maxLatenessSeconds');
  expect(() => define({ maxAttempts: 0 })).toThrow('maxAttempts');
});
