// What the server render of logged-out pages takes from the marketing area.
import ArticlePage from '../pages/article-page';
import { LANDING_SCREENS } from '../pages/cms-pages';

export { prefetchPage, PRERENDERED_ROUTE_IDS, type PrefetchedPage } from './prefetch-page';
export { headHtml } from '../lib/head';
export { default as marketingRoutes } from '../routes.json';
export { default as marketingDe } from '../i18n/de.json';
export { default as marketingEn } from '../i18n/en.json';

/** The screen of each prerendered route id. */
export const PRERENDERED_SCREENS: Record<string, () => React.JSX.Element> = {
  ...LANDING_SCREENS,
  article: ArticlePage,
};
