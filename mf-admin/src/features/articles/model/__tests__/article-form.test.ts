import type { ResolverOptions } from 'react-hook-form';
import { registerNamespace } from '@officefit/i18n';
import de from '../../../../i18n/de.json';
import en from '../../../../i18n/en.json';
import { articleServerErrors, blankArticle, slugify, toPostInput, type ArticleValues } from '../article-form';
import { articleResolver } from '../article-resolver';

registerNamespace('admin', { de, en });

test('slugs are suggested from titles', () => {
  expect(slugify('Rücken & Büro: 5 Übungen!')).toBe('ruecken-buero-5-uebungen');
  expect(slugify('  Café crème ')).toBe('cafe-creme');
});

/** The resolver's message per field in error. */
async function problems(values: ArticleValues): Promise<Record<string, string | undefined>> {
  const { errors } = await articleResolver(values, undefined, {} as ResolverOptions<ArticleValues>);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message as string]),
  );
}

test('title, slug, HTML and image path are checked by the contract, in the editor wording where it has one', async () => {
  const values = {
    ...blankArticle('de'),
    content: '<div>x</div>',
    featured_url: 'http://x',
    slug: 'Bad Slug',
  };
  expect(await problems(values)).toEqual({
    title: 'Bitte füllen Sie dieses Feld aus.',
    slug: 'Bitte nur Kleinbuchstaben, Ziffern und einzelne Bindestriche verwenden.',
    content: 'Das Element <div> ist nicht erlaubt.',
    featured_url: 'Bitte geben Sie einen Pfad dieser Website ein (mit / am Anfang).',
  });
  expect(await problems({ ...blankArticle('de'), title: 'T', excerpt: 'x'.repeat(1001) })).toEqual({
    slug: 'Bitte füllen Sie dieses Feld aus.',
    excerpt: 'Bitte geben Sie höchstens 1000 Zeichen ein.',
  });
  const good = { ...blankArticle('en'), title: 'Sit less', slug: 'sit-less', content: '<p>Stand up.</p>' };
  expect(await problems(good)).toEqual({});
  expect(toPostInput({ ...good, featured_url: ' ' })).toMatchObject({ lang: 'en', featured_url: null });
});

test('server field errors land on their field', () => {
  expect(articleServerErrors({ 'tags.0': 'Tag 12 belongs to the other language.' })).toEqual({
    tags: { key: 'editor.errors.server', values: { message: 'Tag 12 belongs to the other language.' } },
  });
});
