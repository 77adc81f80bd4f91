import { timeAgo } from '../time-ago';

const NOW = new Date('2026-03-05T10:00:00Z');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

test.each([
  [10, 'de-DE', 'jetzt'],
  [5 * 60, 'de-DE', 'vor 5 Minuten'],
  [3 * 3600, 'de-DE', 'vor 3 Stunden'],
  [86_400, 'de-DE', 'gestern'],
  [86_400, 'en-US', 'yesterday'],
  [2 * 7 * 86_400, 'en-US', '2 weeks ago'],
  [400 * 86_400, 'en-US', 'last year'],
])('%i seconds ago in %s reads "%s"', (seconds, lang, text) => {
  expect(timeAgo(before(seconds), NOW, lang)).toBe(text);
});

test('a post from a clock ahead of ours reads as now, never as in the future', () => {
  expect(timeAgo(new Date(NOW.getTime() + 60_000), NOW, 'en-US')).toBe('now');
});
