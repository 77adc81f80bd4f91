// Content rules of the marketing issue for the shipped articles.
import { hasTagName, tagName } from '../marketing/tag-names';
import { seedArticles } from './index';

const ALLOWED_TAGS = /<\/?(p|h2|h3|ul|ol|li|strong|em)>/g;

test('at least 40 public articles per language across blog, diet and mental strength', () => {
  // issue 16: a blog's list, paging and tag filters need a real number of public articles
  expect(seedArticles.filter((a) => !a.membersOnly).length).toBeGreaterThanOrEqual(40);
  for (const category of ['blog', 'diet', 'mental'] as const) {
    expect(seedArticles.filter((a) => a.category === category).length).toBeGreaterThanOrEqual(5);
  }
  expect(seedArticles.some((a) => a.membersOnly)).toBe(true);
  expect(seedArticles.some((a) => !a.membersOnly)).toBe(true);
});

test('slugs are unique kebab-case, dates are past ISO dates, tags are kebab-case', () => {
  const slugs = seedArticles.map((a) => a.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  const today = new Date().toISOString().slice(0, 10);
  for (const a of seedArticles) {
    expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(a.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.publishedAt <= today).toBe(true);
    expect(a.tags.length).toBeGreaterThan(0);
    for (const tag of a.tags) expect(tag).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  }
});

test('every tag has a German and an English name, and no German name is used by two tags', () => {
  const keys = [...new Set(seedArticles.flatMap((a) => a.tags))];
  expect(keys.filter((key) => !hasTagName(key))).toEqual([]);
  const german = keys.map((key) => tagName(key, 'de'));
  expect(german.filter((name, i) => german.indexOf(name) !== i)).toEqual([]);
});

test('both languages are complete and the HTML uses only the allowed elements', () => {
  for (const a of seedArticles) {
    for (const lang of ['de', 'en'] as const) {
      const text = a[lang];
      expect(text.title.trim().length).toBeGreaterThan(5);
      expect(text.excerpt.trim().length).toBeGreaterThan(20);
      expect(text.content.replace(ALLOWED_TAGS, '')).not.toMatch(/<[^>]+>/);
      expect(text.content.length).toBeGreaterThan(600);
    }
  }
});
