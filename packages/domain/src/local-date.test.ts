import { addDays, birthdateBounds, todayIn } from './local-date';

describe('todayIn', () => {
  // 23:30 UTC: Berlin already has the next date, a device in UTC not yet (the midnight bug of issue 18)
  const lateEvening = new Date('2026-11-27T23:30:00Z');

  it('is the date in the given zone, not the UTC date', () => {
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2026-11-28');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-27');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-27');
  });

  it('follows daylight saving time', () => {
    // 22:30 UTC on 31 March is 00:30 on 1 April in Berlin (UTC+2 in summer), still 31 March in winter time
    expect(todayIn('Europe/Berlin', new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(todayIn('Europe/Berlin', new Date('2026-01-31T22:30:00Z'))).toBe('2026-01-31');
  });

  it('falls back to Europe/Berlin for a missing or unknown zone', () => {
    expect(todayIn(undefined, lateEvening)).toBe('2026-11-28');
    expect(todayIn(null, lateEvening)).toBe('2026-11-28');
    expect(todayIn('Mars/Olympus_Mons', lateEvening)).toBe('2026-11-28');
  });
});

describe('addDays', () => {
  it('counts calendar days across months, years and the DST change', () => {
    expect(addDays('2026-11-28', 27)).toBe('2026-12-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('birthdateBounds', () => {
  it('reaches from 1 January 100 years back to the day before the user’s today', () => {
    expect(birthdateBounds('2026-11-28')).toEqual({ min: '1926-01-01', max: '2026-11-27' });
    expect(birthdateBounds('2027-01-01')).toEqual({ min: '1927-01-01', max: '2026-12-31' });
  });
});
