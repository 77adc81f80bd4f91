import { addDays, todayIn } from './local-date';

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
