import { callsTo, stubFetch, type SeenCall } from '@officefit/testing';
import { configure, renderLanding } from '../render';

// `/` with a prices block (issue 39): the prices are in the server-rendered HTML, so a visitor without
// JavaScript and a search engine see them, and the browser starts from the same cache entry.
let seen: SeenCall[] = [];

const landing = (lang: string) => ({
  id: 1,
  slug: '',
  lang,
  status: 'publish',
  title: { rendered: 'officefit' },
  excerpt: { rendered: 'Fit im Büro' },
  modified: '2026-11-01T00:00:00.000Z',
  blocks: [
    { type: 'hero', heading: 'Gesund durch den Arbeitstag', text: 'Fünf Minuten am Tag.' },
    { type: 'prices', id: 'prices', heading: lang === 'de' ? 'Preise' : 'Prices' },
  ],
});

beforeAll(() => {
  configure({ apiRoot: 'http://backend.test/wp-json/' });
  seen = stubFetch({
    'GET wp/v2/pages': (c: { query: { lang: string } }) => [landing(c.query.lang)],
    'GET wp/v2/posts': [],
    'GET officefit/v1/membership/offers': {
      offers: [
        { duration: '3m', price_cents: 5490, vat_rate: 19, billing_intervals: ['monthly', 'quarterly'] },
      ],
    },
  });
});

const request = (language: 'de-DE' | 'en-US') => ({
  url: 'https://officefit.test/',
  language,
  routes: [{ id: 'landing', path: '/', layout: 'nonuser' as const }],
});

test('the prices and the sign-up link of `/` are rendered on the server, in German and in English', async () => {
  const de = await renderLanding(request('de-DE'));
  expect(de!.html).toMatch(/3 Monate.*54,90\s€/s);
  expect(de!.html).toContain('inkl. 19 % MwSt.');
  expect(de!.html).toMatch(/<a [^>]*href="\/registration"[^>]*>Jetzt registrieren<\/a>/);
  expect(JSON.parse(de!.state).api.queries).toHaveProperty(['getMembershipOffers(undefined)']);
  expect(callsTo(seen, 'GET', 'officefit/v1/membership/offers').length).toBeGreaterThan(0);

  const en = await renderLanding(request('en-US'));
  expect(en!.html).toMatch(/3 months.*€54\.90/s);
  expect(en!.html).toContain('incl. 19 % VAT.');
  expect(en!.html).toMatch(/<a [^>]*href="\/registration"[^>]*>Sign up now<\/a>/);
});
