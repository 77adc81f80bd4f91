import { formatTimeLeft } from '..';

// The live-stream countdown (#39): "Beginnt in 0 T. 00:07:28" becomes "in 7 Min.", never a "0 days" part.
test.each([
  [7 * 60 + 28, 'de-DE', 'within', '7 Min.'],
  [7 * 60 + 28, 'en-US', 'within', '7 min'],
  [2 * 3600 + 5 * 60 + 9, 'de-DE', 'within', '2 Std., 5 Min.'],
  [2 * 3600 + 5 * 60 + 9, 'en-US', 'within', '2 hr 5 min'],
  [3600, 'de-DE', 'within', '1 Std.'],
  [45, 'de-DE', 'within', '45 Sek.'],
  [45, 'en-US', 'within', '45 sec'],
  [26 * 3600, 'de-DE', 'days', 'in 1 Tag'],
  [2 * 86_400 + 13 * 3600, 'de-DE', 'days', 'in 3 Tagen'],
  [2 * 86_400 + 3600, 'en-US', 'days', 'in 2 days'],
  [0, 'de-DE', 'now', ''],
  [-30, 'en-US', 'now', ''],
])('%i s left in %s: %s "%s"', (seconds, lang, kind, text) => {
  expect(formatTimeLeft(seconds, lang)).toEqual({ kind, text });
});

test('below a day no day part, in either language', () => {
  for (const lang of ['de-DE', 'en-US'])
    for (const seconds of [59, 60, 61, 3599, 3600, 86_399]) {
      expect(formatTimeLeft(seconds, lang).text).not.toMatch(/\b0\b|T\.|\bd\b|day|Tag/);
    }
});
