import { configure, renderLanding } from '../render-landing';

// The backend answers through a stubbed fetch: what matters here is what is rendered from which data.
let hero = 'Gesund durch den Arbeitstag';
const calls: string[] = [];

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
        html: '<p>Mit <strong>Plan</strong><script>alert(1)</script></p>',
      },
    ],
  };
}

beforeAll(() => {
  configure({ apiRoot: 'http://backend.test/wp-json/' });
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.pathname + url.search);
    const body = url.pathname.endsWith('/wp/v2/pages') ? [page()] : [];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

const request = (path: string, language: 'de-DE' | 'en-US' = 'de-DE') => ({
  url: `https://officefit.test${path}`,
  language,
  routes: [
    { id: 'faq', path: '/faq', layout: 'nonuser' as const },
    { id: 'team', path: '/team', layout: 'nonuser' as const },
  ],
});

test('renders the published page in the logged-out frame, with head tags and the api cache', async () => {
  const out = await renderLanding(request('/faq'));
  expect(out).not.toBeNull();
  expect(out!.html).toContain(hero);
  expect(out!.html).toContain('Anmelden');
  // menus only link to routes that are deployed
  expect(out!.html).toContain('href="/team"');
  expect(out!.html).not.toContain('href="/blog"');
  // rich text sanitized as in the browser, entities decoded once
  expect(out!.html).toContain('<p>Mit <strong>Plan</strong></p>');
  expect(out!.html).not.toContain('alert(1)');
  expect(out!.title).toBe('Häufige Fragen &amp; Antworten – officefit');
  expect(out!.meta).toContain('<meta property="og:url" content="https://officefit.test/faq"/>');
  expect(out!.styles).toContain('<style');
  expect(JSON.parse(out!.state).api.queries).toHaveProperty(['getPublicPage({"lang":"de","slug":"faq"})']);
  expect(out!.eager).toBe(false);
  expect(calls).toContain('/wp-json/wp/v2/pages?slug=faq&lang=de');
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
  calls.length = 0;
  const out = await renderLanding(request('/faq', 'en-US'));
  expect(calls).toContain('/wp-json/wp/v2/pages?slug=faq&lang=en');
  expect(out!.html).toContain('Log in');
  expect(await renderLanding(request('/blog'))).toBeNull();
  expect(await renderLanding(request('/special/Not_Valid'))).toBeNull();
});
