// Tests hold on any date: a screen test that depends on "today" pins the clock's date to an instant of its own.

/** Pins `Date` (and only Date) to `instant` for the current test; timers stay real for user events and the store.
 * Undo with `jest.useRealTimers()` (an afterEach). */
export function pinDate(instant: string | Date): void {
  jest.useFakeTimers({
    now: new Date(instant),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
