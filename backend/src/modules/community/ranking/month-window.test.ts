import { monthWindow } from './month-window';

describe('ranking month (zonedInstant of the kernel)', () => {
  it('takes a ranking month from the first Berlin midnight to the next, across a year end', () => {
    const window = monthWindow(new Date('2027-01-10T12:00:00Z'), 1);
    expect(window).toEqual({
      from: new Date('2026-11-30T23:00:00Z'),
      to: new Date('2026-12-31T23:00:00Z'),
      month: '2026-12',
    });
  });
});
