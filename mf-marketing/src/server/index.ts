// What the server render of the landing pages takes from the marketing area.
export { prefetchLanding } from './prefetch-landing';
export { LANDING_SCREENS } from '../pages/cms-pages';
export { LANDING_ROUTE_IDS } from '../pages/landing-slugs';
export { cmsPageHead } from '../features/cms-pages/components/cms-page';
export { headHtml } from '../lib/head';
export { default as marketingRoutes } from '../routes.json';
export { default as marketingDe } from '../i18n/de.json';
export { default as marketingEn } from '../i18n/en.json';
