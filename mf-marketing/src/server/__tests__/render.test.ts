import { callsTo, stubFetch, type SeenCall } from '@officefit/testing';
import { configure, renderLanding } from '../render';

// The backend answers through a stubbed fetch: what matters here is what is rendered from which data.
let hero = 'Gesund durch den Arbeitstag';
let seen: SeenCall[] = [];

function page() {
  return {
    id: 1,
    slug: 'faq',
    lang: 'de',
    status: 'publish',
    title: { rendered: 'Häufige Fragen &amp; Antworten' },
    excerpt: { rendered: 'Antworten auf Ihre Fragen' },
    modified: '2026-11-01T00:00:00.000Z',
    blocks: [
      { type: 'hero', id: 'top', heading: hero, text: 'Fünf Minuten am Tag.' },
      {
        type: 'text',
        id: 'more',
        heading: 'Mehr',
        // as the backend serves it: sanitized by sanitize-html (backend/src/shared/html-sanitizer.ts)
        html: '<p>Mit <strong>Plan</strong></p>',
      },
    ],
  };
}

const article = {
  id: 7,
  date: '2026-10-01T08:00:00.000Z',
  modified: '2026-10-01T08:00:00.000Z',
  slug: 'ruecken',
  lang: 'de',
  status: 'publish',
  link: '/blog/7',
  title: { rendered: 'Rücken &amp; Schreibtisch' },
  excerpt: { rendered: '<p>Drei Übungen.</p>' },
  content: { rendered: '<p>Setzen Sie sich <em>aufrecht</em> hin.</p>' },
  author: 0,
  author_name: '',
  featured_media: 0,
  categories: [1],
  tags: [],
  members_only: false,
  more_data: {
    featured_url: null,
    featured_alt: '',
    category: 'blog',
    reading_minutes: 3,
    translation_id: null,
  },
  isFavourite: false,
  isRead: false,
  rating: { average: 4.5, count: 2, mine: null },
};

beforeAll(() => {
  configure({ apiRoot: 'http://backend.test/wp-json/' });
  // unknown articles get the stub's 404
  seen = stubFetch({
    'GET wp/v2/pages': () => [page()],
    'GET wp/v2/posts': [],
    'GET wp/v2/posts/7': article,
  });
});

test('a single article is prerendered in the app frame with its head; an unknown article is not', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const out = await renderLanding(request('/blog/7'));
  expect(out!.html).toContain('Setzen Sie sich <em>aufrecht</em> hin.');
  expect(out!.title).toBe('Rücken &amp; Schreibtisch – officefit');
  expect(out!.meta).toContain('<meta property="og:type" content="article"/>');
  expect(await renderLanding(request('/blog/8'))).toBeNull();
  expect(await renderLanding(request('/blog/diet'))).toBeNull();
});

const request = (path: string, language: 'de-DE' | 'en-US' = 'de-DE') => ({
  url: `https://officefit.test${path}`,
  language,
  routes: [
    { id: 'faq', path: '/faq', layout: 'nonuser' as const },
    {
      id: 'team',
      path: '/team',
      layout: 'nonuser' as const,
      menus: [{ menu: 'public' as const, key: 'team', order: 50, label: { de: 'Team', en: 'Team' } }],
    },
  ],
});

test('renders the published page in the logged-out frame, with head tags and the api cache', async () => {
  const out = await renderLanding(request('/faq'));
  expect(out).not.toBeNull();
  expect(out!.html).toContain(hero);
  expect(out!.html).toContain('Anmelden');
  // menus show what the deployed remotes declare
  expect(out!.html).toContain('href="/team"');
  expect(out!.html).not.toContain('href="/blog"');
  // rich text as the API serves it, entities decoded once
  expect(out!.html).toContain('<p>Mit <strong>Plan</strong></p>');
  expect(out!.title).toBe('Häufige Fragen &amp; Antworten – officefit');
  expect(out!.meta).toContain('<meta property="og:url" content="https://officefit.test/faq"/>');
  expect(out!.styles).toContain('<style');
  expect(JSON.parse(out!.state).api.queries).toHaveProperty(['getPublicPage({"lang":"de","slug":"faq"})']);
  expect(out!.eager).toBe(false);
  expect(callsTo(seen, 'GET', 'wp/v2/pages').map((c) => c.query)).toContainEqual({ slug: 'faq', lang: 'de' });
});

test('an unchanged page is not rendered twice, a published change is rendered at once', async () => {
  const first = await renderLanding(request('/faq'));
  const again = await renderLanding(request('/faq'));
  expect(again).toBe(first);
  hero = 'Neuer Hero-Text';
  const changed = await renderLanding(request('/faq'));
  expect(changed).not.toBe(first);
  expect(changed!.html).toContain('Neuer Hero-Text');
});

test('the English page is asked for in English; other paths and bad names give nothing', async () => {
  seen.length = 0;
  const out = await renderLanding(request('/faq', 'en-US'));
  expect(callsTo(seen, 'GET', 'wp/v2/pages').map((c) => c.query)).toContainEqual({ slug: 'faq', lang: 'en' });
  expect(out!.html).toContain('Log in');
  expect(await renderLanding(request('/blog'))).toBeNull();
  expect(await renderLanding(request('/special/Not_Valid'))).toBeNull();
});

test('the language select of an English page says English (one source: the i18next instance it renders with)', async () => {
  const selected = (html: string) => /<option value="([^"]+)" selected=""/.exec(html)?.[1];
  expect(selected((await renderLanding(request('/faq', 'en-US')))!.html)).toBe('en-US');
  expect(selected((await renderLanding(request('/faq', 'de-DE')))!.html)).toBe('de-DE');
});
