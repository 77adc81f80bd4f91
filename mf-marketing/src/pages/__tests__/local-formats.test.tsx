import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@officefit/i18n';
import { formatSlips, pageTexts } from '@officefit/testing';
import { blogConfig, post, renderRoute, stubFetch, wpList } from '../../testing/support';
import { CmsPage } from '../../features/cms-pages/components/cms-page';
import { renderPrices } from '../../features/prices/components/price-list';
import ArticlePage from '../article-page';
import BlogPage from '../blog-page';

// Issue 39 point 4 on the public pages: the blog list, an article (its date, reading time and average rating) and
// the prices render their fixtures (wire timestamps, fractional ratings, cents) in German and English; the page text
// holds no ISO date and no number with the other language's decimal mark, and the fixtures' date, rating and price
// are shown as the language writes them.

const landing = {
  id: 1,
  slug: '',
  lang: 'de',
  title: { rendered: 'officefit' },
  excerpt: { rendered: '' },
  modified: '2026-11-01T10:00:00Z',
  status: 'publish',
  blocks: [{ type: 'prices', id: 'prices', heading: 'Preise', text: 'Online kündbar.' }],
};

const ROUTES = {
  'GET officefit/v1/blog_config': blogConfig,
  'GET wp/v2/tags': wpList([{ id: 1001, name: 'Rücken', slug: 'artikel-ruecken', count: 3, lang: 'de' }]),
  'GET wp/v2/posts': wpList([post({ id: 100 })]),
  'GET wp/v2/posts/7': post({ rating: { average: 4.5, count: 1200, mine: null } }),
  'GET wp/v2/pages': wpList([landing]),
  'GET officefit/v1/membership/offers': {
    offers: [{ duration: '12m', price_cents: 17950, vat_rate: 19, billing_intervals: ['monthly', 'yearly'] }],
  },
};

// screen, page, route path, url, a text shown once loaded, what must be shown in German and English
type Screen = [string, ReactElement, string, string, RegExp, { de: RegExp; en: RegExp }];
const SCREENS: Screen[] = [
  [
    'blog',
    <BlogPage key="b" />,
    '/blog',
    '/blog',
    /Rücken & Schreibtisch/,
    { de: /1\. Oktober 2026/, en: /October 1, 2026/ },
  ],
  [
    'article',
    <ArticlePage key="a" />,
    '/blog/:id',
    '/blog/7',
    /Setzen Sie sich aufrecht hin/,
    { de: /1\. Oktober 2026.*4,5.*1\.200/, en: /October 1, 2026.*4\.5.*1,200/ },
  ],
  [
    'prices',
    <CmsPage key="p" slug="" renderPrices={renderPrices} />,
    '/',
    '/',
    // the prices arrive after the page
    /179/,
    { de: /179,50\s€/, en: /€179\.50/ },
  ],
];

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(async () => {
  await act(() => setLanguage('de-DE'));
  jest.restoreAllMocks();
});

describe.each(['de', 'en'] as const)('in %s', (lang) => {
  test.each(SCREENS)(
    '%s shows no ISO date and no wrong decimal mark',
    async (_name, element, path, url, loaded, shown) => {
      await act(() => setLanguage(lang === 'de' ? 'de-DE' : 'en-US'));
      stubFetch(ROUTES);
      renderRoute(element, { path, url });
      expect((await screen.findAllByText(loaded)).length).toBeGreaterThan(0);
      expect(formatSlips(lang)).toEqual([]);
      expect(pageTexts().join(' ')).toMatch(shown[lang]);
    },
  );
});
