import { blankToNull, centsToEuros, eurosToCents } from '../form-values';

test('euros typed with a comma or a point become cents; blanks become null; anything else is sent as typed', () => {
  expect(eurosToCents('12,5')).toBe('1250');
  expect(eurosToCents(' 12.05 ')).toBe('1205');
  expect(eurosToCents('7')).toBe('700');
  expect(eurosToCents('  ')).toBeNull();
  expect(eurosToCents('12,345')).toBe('12,345');
  expect(centsToEuros(1250, 'de-DE')).toBe('12,50');
  expect(centsToEuros(1250, 'en-US')).toBe('12.50');
  expect(centsToEuros(125000, 'de-DE')).toBe('1250,00');
  expect(blankToNull(' a ')).toBe('a');
  expect(blankToNull('')).toBeNull();
});
