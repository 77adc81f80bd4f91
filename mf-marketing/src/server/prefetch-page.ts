// Server render of the marketing pages (used by the `prerender` package): which routes are rendered on the
// server, which data each needs and what goes into the head.
import type { TFunction } from 'i18next';
import { membershipApi, type AppDispatch } from '@officefit/api';
import { publicPageApi } from '../features/cms-pages/api/get-public-page';
import { cmsPageHead } from '../features/cms-pages/components/cms-page';
import { postsApi } from '../features/blog/api/get-posts';
import { postApi } from '../features/blog/api/get-post';
import { LATEST_POSTS_COUNT } from '../features/blog/components/latest-posts';
import { LANDING_ROUTE_IDS, landingSlug } from '../pages/landing-slugs';
import { articleHead, articleIdOf } from '../pages/article-page';
import type { HeadInfo } from '../lib/head';
import type { ContentLang } from '../lib/lang';

/** Routes served prerendered to visitors without a session: the CMS landing pages and single articles. */
export const PRERENDERED_ROUTE_IDS = [...LANDING_ROUTE_IDS, 'article'];

/** What the server render needs besides the store: the head tags and whether the page has a form. */
export interface PrefetchedPage {
  head: (t: TFunction, language: string) => HeadInfo;
  /** The page has a form, which needs the app at once. */
  eager: boolean;
}

type Params = Readonly<Record<string, string | undefined>>;

/** The price list of a `prices` block (GET membership/offers), with the query the block's screen uses. */
async function prefetchPrices(dispatch: AppDispatch): Promise<void> {
  const query = dispatch(membershipApi.endpoints.getMembershipOffers.initiate());
  try {
    await query;
  } finally {
    query.unsubscribe();
  }
}

/**
 * Loads into the store everything the route's screen shows, with the screen's own queries, so the server
 * render and the first browser render read the same cache entries. Resolves to `null` when there is nothing
 * to show (an unpublished page, an unknown article): the browser app then answers with its own screen.
 */
export async function prefetchPage(
  dispatch: AppDispatch,
  routeId: string,
  params: Params,
  lang: ContentLang,
): Promise<PrefetchedPage | null> {
  if (routeId === 'article') {
    const id = articleIdOf(params.id);
    if (id === null) return null;
    const query = dispatch(postApi.endpoints.getBlogPost.initiate(id));
    try {
      const { data: post } = await query;
      return post ? { head: (t, language) => articleHead(post, t, language), eager: false } : null;
    } finally {
      query.unsubscribe();
    }
  }
  const slug = landingSlug(routeId, params);
  if (slug === null) return null;
  const pageQuery = dispatch(publicPageApi.endpoints.getPublicPage.initiate({ slug, lang }));
  const postsQuery =
    routeId === 'landing'
      ? dispatch(postsApi.endpoints.getLatestPosts.initiate({ lang, per_page: LATEST_POSTS_COUNT }))
      : null;
  try {
    const [{ data: page }] = await Promise.all([pageQuery, postsQuery]);
    if (!page) return null;
    // the prices are in the server-rendered HTML (visitors and search engines see them without JavaScript)
    if (page.blocks.some((b) => (b as { type?: unknown }).type === 'prices')) await prefetchPrices(dispatch);
    return {
      head: (t, language) => cmsPageHead(page, t('common:app.name'), language),
      eager: page.blocks.some((b) => (b as { type?: unknown }).type === 'contact_form'),
    };
  } finally {
    pageQuery.unsubscribe();
    postsQuery?.unsubscribe();
  }
}
