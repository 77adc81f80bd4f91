import { screen } from '@testing-library/react';
import { renderRoute, stubFetch, wpList } from '../../../../testing/support';
import { LatestPosts } from '../latest-posts';

test('the link to all articles is a target of at least 24 px (WCAG 2.2, 2.5.8), not a bare line of text', async () => {
  stubFetch({ 'GET wp/v2/posts': wpList([]) });
  renderRoute(<LatestPosts />, { path: '/', url: '/' });
  const link = await screen.findByRole('link', { name: 'Alle Blogbeiträge' });
  expect(link).toHaveAttribute('href', '/blog');
  expect(link).toHaveStyle({ display: 'inline-flex', minHeight: '2rem' });
});
