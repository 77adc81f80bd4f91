// Content rules of the marketing issue for the shipped articles.
import { hasTagName, tagName } from '../marketing/tag-names';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedArticles } from './index';
import { ARTICLE_GROUPS, ARTICLES_DATA_DIR, parseArticleGroup, readArticleBody } from './load';

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

test('every data file parses, and every body file belongs to an article of its group', () => {
  const expected = new Set(ARTICLE_GROUPS.flatMap((group) => [`${group}.json`, group]));
  expect(new Set(readdirSync(ARTICLES_DATA_DIR))).toEqual(expected);
  const parsed = ARTICLE_GROUPS.flatMap((group) => {
    const file = path.join(ARTICLES_DATA_DIR, `${group}.json`);
    const articles = parseArticleGroup(file, JSON.parse(readFileSync(file, 'utf8')), (slug, lang) =>
      readArticleBody(path.join(ARTICLES_DATA_DIR, group, `${slug}.${lang}.html`)),
    );
    const bodies = articles.flatMap((a) => [`${a.slug}.de.html`, `${a.slug}.en.html`]);
    expect(readdirSync(path.join(ARTICLES_DATA_DIR, group)).sort()).toEqual(bodies.sort());
    return articles;
  });
  expect(parsed).toEqual(seedArticles);
});

test('a body file is its content plus a final line break; CRLF from an editor reads as LF', () => {
  const [article] = seedArticles;
  const file = path.join(ARTICLES_DATA_DIR, 'blog', `${article!.slug}.de.html`);
  expect(readFileSync(file, 'utf8')).toBe(`${article!.de.content}\n`);
  const dir = mkdtempSync(path.join(tmpdir(), 'articles-'));
  try {
    writeFileSync(path.join(dir, 'crlf.html'), '<p>a</p>\r\n<p>b</p>\r\n');
    expect(readArticleBody(path.join(dir, 'crlf.html'))).toBe('<p>a</p>\n<p>b</p>');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('a malformed data file is refused with a message naming the file, the article and the field', () => {
  const entry = {
    ...seedArticles[0]!,
    de: { title: 'Titel', excerpt: 'Kurz' },
    en: { title: 'T', excerpt: 'E' },
  };
  const body = () => '<p>Text</p>';
  expect(parseArticleGroup('blog.json', [entry], body)[0]!.de).toEqual({
    title: 'Titel',
    excerpt: 'Kurz',
    content: '<p>Text</p>',
  });
  const broken = [entry, { ...entry, slug: 'second', membersOnly: 'yes', publishedAt: '2026-13-01' }];
  expect(() => parseArticleGroup('blog.json', broken, body)).toThrow(
    /blog\.json: article 2 "second", field membersOnly: [^\n]*\nblog\.json: article 2 "second", field publishedAt: /,
  );
  expect(() => parseArticleGroup('blog.json', [{ ...entry, author: 'x' }], body)).toThrow(
    /blog\.json: article 1 "[a-z-]+": Unrecognized key: "author"/,
  );
  expect(() => parseArticleGroup('blog.json', [entry], () => '\n')).toThrow(
    /blog\.json: article "[a-z-]+": the de body is empty/,
  );
  expect(() => readArticleBody(path.join(ARTICLES_DATA_DIR, 'blog', 'missing.de.html'))).toThrow(
    /Seed article body missing: .*missing\.de\.html/,
  );
});
