// Server render of the landing pages (used by the `prerender` package): which data a landing route needs.
import type { AppDispatch } from '@officefit/api';
import type { WpPage } from '@officefit/cms-blocks';
import { publicPageApi } from '../features/cms-pages/api/get-public-page';
import { postsApi } from '../features/blog/api/get-posts';
import { LATEST_POSTS_COUNT } from '../features/blog/components/latest-posts';
import { landingSlug } from '../pages/landing-slugs';
import type { ContentLang } from '../lib/lang';

/**
 * Loads into the store everything the landing route's screen shows, with the screen's own queries, so the
 * server render and the first browser render read the same cache entries. Resolves to the page, or `null`
 * when the path names no published page (the browser app then shows its "not found" screen).
 */
export async function prefetchLanding(
  dispatch: AppDispatch,
  routeId: string,
  params: Readonly<Record<string, string | undefined>>,
  lang: ContentLang,
): Promise<WpPage | null> {
  const slug = landingSlug(routeId, params);
  if (slug === null) return null;
  const page = dispatch(publicPageApi.endpoints.getPublicPage.initiate({ slug, lang }));
  const posts =
    routeId === 'landing'
      ? dispatch(postsApi.endpoints.getLatestPosts.initiate({ lang, per_page: LATEST_POSTS_COUNT }))
      : null;
  try {
    const [result] = await Promise.all([page, posts]);
    return result.data ?? null;
  } finally {
    page.unsubscribe();
    posts?.unsubscribe();
  }
}
