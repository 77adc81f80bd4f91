import { htmlProblem } from '../../../../lib/html-rules';
import { articleServerErrors, blankArticle, slugify, toPostInput, validateArticle } from '../article-form';

test('slugs are suggested from titles', () => {
  expect(slugify('Rücken & Büro: 5 Übungen!')).toBe('ruecken-buero-5-uebungen');
  expect(slugify('  Café crème ')).toBe('cafe-creme');
});

test('title, slug, HTML and image path are checked', () => {
  const values = {
    ...blankArticle('de'),
    content: '<div>x</div>',
    featured_url: 'http://x',
    slug: 'Bad Slug',
  };
  expect(validateArticle(values, htmlProblem)).toEqual({
    title: { key: 'editor.errors.required' },
    slug: { key: 'articles.errors.slug' },
    content: { key: 'editor.errors.htmlElement', values: { element: 'div' } },
    featured_url: { key: 'editor.errors.image' },
  });
  const good = { ...blankArticle('en'), title: 'Sit less', slug: 'sit-less', content: '<p>Stand up.</p>' };
  expect(validateArticle(good, htmlProblem)).toEqual({});
  expect(toPostInput({ ...good, featured_url: ' ' })).toMatchObject({ lang: 'en', featured_url: null });
});

test('server field errors land on their field', () => {
  expect(articleServerErrors({ 'tags.0': 'Tag 12 belongs to the other language.' })).toEqual({
    tags: { key: 'editor.errors.server', values: { message: 'Tag 12 belongs to the other language.' } },
  });
});
