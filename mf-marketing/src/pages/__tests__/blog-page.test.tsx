import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogConfig, callsTo, post, renderRoute, stubFetch, wpList } from '../../testing/support';
import BlogPage from '../blog-page';
import BookmarksPage from '../bookmarks-page';

// React 19 builds a FormData from a form whose submit starts a transition (the router's navigation does); the
// jest setup's FormData is undici's, which cannot read a jsdom form. Browsers are not affected.
const RealFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class {} as unknown as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = RealFormData;
});
afterEach(() => jest.restoreAllMocks());

test('lists articles with search, tag filter and pages kept in the URL', async () => {
  const seen = stubFetch({
    'GET officefit/v1/blog_config': blogConfig,
    'GET wp/v2/tags': wpList([
      { id: 1001, name: 'Rücken', slug: 'artikel-ruecken', count: 3, lang: 'de' },
      { id: 1002, name: 'Pausen', slug: 'artikel-pausen', count: 2, lang: 'de' },
    ]),
    'GET wp/v2/posts': (c: { query: Record<string, string> }) =>
      wpList([post({ id: Number(c.query.page ?? 1) * 100 })], 30, 3),
  });
  const user = userEvent.setup();
  const { router } = renderRoute(<BlogPage />, { path: '/blog', url: '/blog' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  expect(await screen.findByText('Seite 1 von 3')).toBeInTheDocument();
  expect(callsTo(seen, 'GET', 'wp/v2/tags')[0]?.query).toEqual({
    lang: 'de',
    search: 'artikel-',
    per_page: '40',
    hide_empty: '1',
  });

  await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
  await screen.findByText('Seite 2 von 3');
  expect(router.state.location.search).toBe('?page=2');

  await user.click(screen.getByRole('button', { name: 'Rücken' }));
  await waitFor(() => expect(router.state.location.search).toBe('?tags=1001'));
  expect(screen.getByRole('button', { name: 'Rücken' })).toHaveAttribute('aria-pressed', 'true');

  await user.type(screen.getByRole('searchbox', { name: 'Artikel durchsuchen' }), 'Nacken');
  await user.click(screen.getByRole('button', { name: 'Suchen' }));
  await waitFor(() => expect(router.state.location.search).toBe('?tags=1001&search=Nacken'));
  await waitFor(() =>
    expect(callsTo(seen, 'GET', 'wp/v2/posts').at(-1)?.query).toEqual({
      lang: 'de',
      per_page: '12',
      page: '1',
      search: 'Nacken',
      tags: '1001',
    }),
  );
});

test('signed-in readers hear how many articles are new since their last visit', async () => {
  stubFetch({
    'GET officefit/v1/blog_config': blogConfig,
    'GET wp/v2/tags': wpList([]),
    'GET wp/v2/posts': wpList([]),
    'GET officefit/v1/entered_blog': { new_articles: 2, last_visit: '2026-11-01T10:00:00Z' },
  });
  renderRoute(<BlogPage />, { path: '/blog', url: '/blog', loggedIn: true });
  expect(
    await screen.findByText('Seit Ihrem letzten Besuch sind 2 neue Artikel erschienen.'),
  ).toBeInTheDocument();
  expect(await screen.findByText('Hier gibt es noch keine Artikel.')).toBeInTheDocument();
});

test('"My blog posts" lists the bookmarks and says when there are none', async () => {
  stubFetch({ 'GET officefit/v1/bookmarks': [post({ isFavourite: true })] });
  const { unmount } = renderRoute(<BookmarksPage />, {
    path: '/bookmarks',
    url: '/bookmarks',
    loggedIn: true,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Meine Blogbeiträge' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Rücken & Schreibtisch' })).toHaveAttribute(
    'href',
    '/blog/7',
  );
  unmount();
  stubFetch({ 'GET officefit/v1/bookmarks': [] });
  renderRoute(<BookmarksPage />, { path: '/bookmarks', url: '/bookmarks', loggedIn: true });
  expect(await screen.findByText(/Sie haben noch keine Artikel gemerkt/)).toBeInTheDocument();
});
