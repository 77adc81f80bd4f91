import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@officefit/i18n';
import { callsTo, renderRoute, stubFetch, wpList } from '../../../../testing/support';
import { CmsPage } from '../cms-page';

const forCompany = (lang: 'de' | 'en') => ({
  id: 4,
  slug: 'for_your_company',
  lang,
  title: { rendered: lang === 'de' ? 'Für Unternehmen' : 'For companies' },
  excerpt: { rendered: lang === 'de' ? 'Gesunde Teams &amp; mehr' : 'Healthy teams &amp; more' },
  modified: '2026-11-01T10:00:00Z',
  status: 'publish',
  blocks: [
    { type: 'hero', heading: lang === 'de' ? 'Fitte Teams' : 'Fit teams', text: 'Text' },
    { type: 'carousel', slides: [] },
    { type: 'faq', heading: 'FAQ', items: [{ question: 'Wie?', answer: 'So.' }] },
  ],
});

afterEach(async () => {
  await act(() => setLanguage('de-DE'));
  jest.restoreAllMocks();
});

test('renders the published blocks of the language and sets title, description and Open Graph tags', async () => {
  const seen = stubFetch({
    'GET wp/v2/pages': (c: { query: { lang: string } }) => wpList([forCompany(c.query.lang as 'de')]),
  });
  renderRoute(<CmsPage slug="for_your_company" />, { path: '/for_your_company', url: '/for_your_company' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Fitte Teams' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeInTheDocument();
  expect(callsTo(seen, 'GET', 'wp/v2/pages')[0]?.query).toEqual({ slug: 'for_your_company', lang: 'de' });
  await waitFor(() => expect(document.title).toBe('Für Unternehmen – officefit'));
  const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
  expect(meta('meta[name="description"]')).toBe('Gesunde Teams & mehr');
  expect(meta('meta[property="og:title"]')).toBe('Für Unternehmen');
  expect(meta('meta[property="og:description"]')).toBe('Gesunde Teams & mehr');
  expect(meta('meta[property="og:type"]')).toBe('website');
  expect(meta('meta[property="og:locale"]')).toBe('de_DE');

  await act(() => setLanguage('en-US'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Fit teams' })).toBeInTheDocument();
  await waitFor(() => expect(meta('meta[property="og:locale"]')).toBe('en_US'));
});

test('the root page is asked for with an empty slug', async () => {
  const seen = stubFetch({ 'GET wp/v2/pages': wpList([{ ...forCompany('de'), slug: '' }]) });
  renderRoute(<CmsPage slug="" />, { path: '/', url: '/' });
  await screen.findByRole('heading', { level: 1 });
  expect(callsTo(seen, 'GET', 'wp/v2/pages')[0]?.query).toEqual({ slug: '', lang: 'de' });
});

test('a page without a published version shows the not-found message with the path', async () => {
  stubFetch({ 'GET wp/v2/pages': wpList([]) });
  renderRoute(<CmsPage slug="special/summer" />, { path: '/special/:name', url: '/special/summer' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByTestId('not-found-message')).toHaveTextContent('/special/summer');
});

test('a page without a hero gets its title as the main heading', async () => {
  stubFetch({
    'GET wp/v2/pages': wpList([{ ...forCompany('de'), blocks: [{ type: 'text', html: '<p>Hallo</p>' }] }]),
  });
  renderRoute(<CmsPage slug="team" />, { path: '/team', url: '/team' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Für Unternehmen' })).toBeInTheDocument();
});

test('a failed load offers a retry', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  stubFetch({});
  globalThis.fetch = jest.fn(async () => new Response('oops', { status: 500 })) as typeof fetch;
  renderRoute(<CmsPage slug="faq" />, { path: '/faq', url: '/faq' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Inhalte können nicht geladen werden.');
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});

const F = '/wp-json/officefit/v1/cms_pictures/';
const picturePage = (lang: 'de' | 'en') => ({
  ...forCompany(lang),
  slug: '',
  blocks: [
    {
      type: 'hero',
      heading: lang === 'de' ? 'Fitte Teams' : 'Fit teams',
      text: 'Text',
      picture: {
        id: 7,
        width: 1200,
        height: 900,
        alt: lang === 'de' ? 'Eine Person dehnt sich.' : 'A person stretches.',
        avif: `${F}a-480.avif 480w, ${F}a-960.avif 960w`,
        webp: `${F}a-480.webp 480w, ${F}a-960.webp 960w`,
        src: `${F}a-480.webp`,
      },
    },
    {
      type: 'hero',
      heading: 'Zweiter',
      text: 'Text',
      picture: {
        id: 8,
        width: 800,
        height: 600,
        alt: '',
        webp: `${F}b-480.webp 480w`,
        src: `${F}b-480.webp`,
      },
    },
  ],
});

test('#39: the hero picture is a sized <picture> with AVIF and WebP, alt text in the page language; only the first loads eagerly', async () => {
  stubFetch({
    'GET wp/v2/pages': (c: { query: { lang: string } }) => wpList([picturePage(c.query.lang as 'de')]),
  });
  renderRoute(<CmsPage slug="" />, { path: '/', url: '/' });
  const hero = await screen.findByRole('img', { name: 'Eine Person dehnt sich.' });
  expect(hero).toHaveAttribute('width', '1200');
  expect(hero).toHaveAttribute('height', '900');
  expect(hero).toHaveAttribute('loading', 'eager');
  expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(hero).toHaveAttribute('decoding', 'async');
  const sources = hero.parentElement!.querySelectorAll('source');
  expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  expect(sources[0]).toHaveAttribute('srcset', `${F}a-480.avif 480w, ${F}a-960.avif 960w`);
  expect(sources[0]?.getAttribute('sizes')).toContain('100vw');
  // the second picture is below the fold and decorative
  const second = document.querySelector('[data-picture="8"] img')!;
  expect(second).toHaveAttribute('loading', 'lazy');
  expect(second).not.toHaveAttribute('fetchpriority');
  expect(second).toHaveAttribute('alt', '');

  await act(() => setLanguage('en-US'));
  expect(await screen.findByRole('img', { name: 'A person stretches.' })).toBeInTheDocument();
});
