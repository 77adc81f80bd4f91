import { decimalInputText, formatDate, parseDecimal } from '../format';

// Issue 39 point 4: the shared formatters every screen uses for wire dates and number inputs.

test('a wire day is shown as the language writes it, on the same day in any time zone', () => {
  expect(formatDate('2026-12-10', 'de-DE')).toBe('10.12.2026');
  expect(formatDate('2026-12-10', 'en-US')).toBe('Dec 10, 2026');
  expect(formatDate('2026-01-01', 'de-DE', { day: 'numeric', month: 'long' })).toBe('1. Januar');
  // an ISO timestamp is formatted as well; something else is left as it is
  expect(formatDate('2026-11-20T10:00:00Z', 'en-US', { year: 'numeric', timeZone: 'UTC' })).toBe('2026');
  expect(formatDate('soon', 'de-DE')).toBe('soon');
});

test('a number input shows the language decimal mark and no grouping; either mark is read back', () => {
  expect(decimalInputText(62.5, 'de-DE')).toBe('62,5');
  expect(decimalInputText(62.5, 'en-US')).toBe('62.5');
  expect(decimalInputText(1500, 'de-DE')).toBe('1500');
  expect(decimalInputText(null, 'de-DE')).toBe('');
  expect(parseDecimal('62,5')).toBe(62.5);
  expect(parseDecimal(' 62.5 ')).toBe(62.5);
  expect(parseDecimal('')).toBeNull();
  expect(parseDecimal('1.500,5')).toBeNull();
});
