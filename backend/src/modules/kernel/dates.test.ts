import { endOfBusinessDay, futureEndOfDay } from './business-day';
import { zonedInstant } from './dates';

describe('zonedInstant: a wall-clock time in a zone as an instant', () => {
  it('follows the zone’s summer and winter offsets', () => {
    expect(zonedInstant('2026-01-15', 'Europe/Berlin').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(zonedInstant('2026-07-15', 'Europe/Berlin', '08:30:00').toISOString()).toBe(
      '2026-07-15T06:30:00.000Z',
    );
    expect(zonedInstant('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z');
  });

  it('rolls a month past December into the next year', () => {
    expect(zonedInstant('2026-13-01', 'Europe/Berlin').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('business days use it', () => {
  it('ends a validity day at its last Berlin second and refuses a day already over', () => {
    expect(endOfBusinessDay('2026-03-29')).toBe('2026-03-29T21:59:59.000Z');
    const now = new Date('2026-03-29T22:00:00Z');
    expect(() => futureEndOfDay('2026-03-29', now)).toThrow('valid_until');
    expect(futureEndOfDay('2026-03-30', now)).toBe('2026-03-30T21:59:59.000Z');
  });
});
