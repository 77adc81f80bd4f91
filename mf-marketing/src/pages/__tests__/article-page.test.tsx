import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@officefit/i18n';
import { callsTo, post, renderRoute, stubFetch, wpError } from '../../testing/support';
import ArticlePage from '../article-page';

const withheld = post({
  id: 9,
  members_only: true,
  excerpt: { rendered: '<p class="members-access-error">Please log in to read this article.</p>\n' },
  content: { rendered: '' },
});

afterEach(async () => {
  await act(() => setLanguage('de-DE'));
  jest.restoreAllMocks();
});

test('a logged-out visitor opening a members-only article is asked to log in', async () => {
  stubFetch({ 'GET wp/v2/posts/9': withheld });
  const { store } = renderRoute(<ArticlePage />, { path: '/blog/:id', url: '/blog/9' });
  expect(
    await screen.findByText('Bitte melden Sie sich an, um diesen Artikel zu lesen.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(store.getState().ui).toMatchObject({ loginDialogOpen: true, afterLoginPath: '/blog/9' });
  await act(() => setLanguage('en-US'));
  expect(await screen.findByText('Please log in to read this article.')).toBeInTheDocument();
});

test('a reader sees the article, bookmarks it, rates it and marks it read', async () => {
  let current = post();
  const seen = stubFetch({
    'GET wp/v2/posts/7': () => current,
    'PUT officefit/v1/bookmarks': () => {
      current = { ...current, isFavourite: true };
      return { id: 7, isFavourite: true };
    },
    'PUT officefit/v1/rating': () => {
      current = { ...current, rating: { average: 4.7, count: 3, mine: 5 } };
      return current.rating;
    },
    'PUT officefit/v1/action_article': () => {
      current = { ...current, isRead: true };
      return { points: 10, fitness_points: 110, isRead: true };
    },
  });
  const user = userEvent.setup();
  renderRoute(<ArticlePage />, { path: '/blog/:id', url: '/blog/7', loggedIn: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Rücken & Schreibtisch' })).toBeInTheDocument();
  expect(screen.getByText('Setzen Sie sich aufrecht hin.')).toBeInTheDocument();
  await waitFor(() =>
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article'),
  );

  await user.click(screen.getByRole('button', { name: 'Merken' }));
  expect(await screen.findByRole('button', { name: 'Gemerkt' })).toHaveAttribute('aria-pressed', 'true');
  expect(callsTo(seen, 'PUT', 'officefit/v1/bookmarks')[0]?.body).toEqual({ id: 7 });

  await user.click(screen.getByRole('radio', { name: '5 Sterne' }));
  expect(await screen.findByText('Durchschnitt 4,7 von 5 Sternen (3 Bewertungen)')).toBeInTheDocument();
  expect(callsTo(seen, 'PUT', 'officefit/v1/rating')[0]?.body).toEqual({ article: 7, stars: 5 });

  await user.click(screen.getByRole('button', { name: 'Als gelesen markieren' }));
  expect(await screen.findByRole('status', { name: '' })).toBeTruthy();
  expect(await screen.findByText('Gelesen')).toBeInTheDocument();
  expect(callsTo(seen, 'PUT', 'officefit/v1/action_article')).toHaveLength(1);
});

test('a visitor sees the average rating but no reader actions', async () => {
  stubFetch({ 'GET wp/v2/posts/7': post() });
  renderRoute(<ArticlePage />, { path: '/blog/:id', url: '/blog/7' });
  expect(await screen.findByText('Durchschnitt 4,5 von 5 Sternen (2 Bewertungen)')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Merken' })).toBeNull();
  expect(screen.queryByRole('radio')).toBeNull();
});

test('an unknown article shows the not-found message', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  stubFetch({ 'GET wp/v2/posts/99': wpError(404, 'rest_post_invalid_id') });
  renderRoute(<ArticlePage />, { path: '/blog/:id', url: '/blog/99' });
  expect(await screen.findByTestId('not-found-message')).toHaveTextContent('/blog/99');
});

describe.each([
  ['de-DE', 'de', 'Eine Person dehnt sich am Schreibtisch.'],
  ['en-US', 'en', 'A person stretches at the desk.'],
] as const)('pictures of the article (%s)', (language, lang, alt) => {
  const src = '/wp-json/officefit/v1/cms_pictures/0123456789abcdef01234567-960.webp';
  const inText = '/wp-json/officefit/v1/cms_pictures/89abcdef0123456789abcdef-480.webp';

  test('the featured picture and a picture in the text are shown with their alt text', async () => {
    await act(() => setLanguage(language));
    stubFetch({
      'GET wp/v2/posts/7': post({
        lang,
        more_data: {
          featured_url: src,
          featured_alt: alt,
          category: 'blog',
          reading_minutes: 3,
          translation_id: null,
        },
        content: {
          rendered: `<p>Text</p><img src="${inText}" alt="${alt} 2" width="480" height="320" loading="lazy" />`,
        },
      }),
    });
    renderRoute(<ArticlePage />, { path: '/blog/:id', url: '/blog/7' });
    const featured = await screen.findByRole('img', { name: alt });
    expect(featured).toHaveAttribute('src', src);
    expect(featured).toHaveAttribute('lang', lang);
    const picture = screen.getByRole('img', { name: `${alt} 2` });
    expect(picture).toHaveAttribute('src', inText);
    // responsive: never wider than the column, the size attributes keep its aspect ratio
    expect(picture).toHaveStyle({ maxWidth: '100%', height: 'auto' });
  });
});
