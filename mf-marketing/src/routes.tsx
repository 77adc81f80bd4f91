import { lazy } from 'react';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import { registerNamespace } from '@officefit/i18n';
import table from './routes.json';
import de from './i18n/de.json';
import en from './i18n/en.json';

registerNamespace('marketing', { de, en });

// All CMS landing pages share one small chunk; the blog and the contact page have their own.
const cmsPages = () => import('./pages/cms-pages');

/** The marketing area's routes (metadata from routes.json, screens loaded lazily). */
export default bindRoutes(table as RouteMeta[], {
  landing: lazy(() => cmsPages().then((m) => ({ default: m.LandingPage }))),
  intro: lazy(() => cmsPages().then((m) => ({ default: m.IntroPage }))),
  for_you: lazy(() => cmsPages().then((m) => ({ default: m.ForYouPage }))),
  for_your_company: lazy(() => cmsPages().then((m) => ({ default: m.ForYourCompanyPage }))),
  team: lazy(() => cmsPages().then((m) => ({ default: m.TeamPage }))),
  faq: lazy(() => cmsPages().then((m) => ({ default: m.FaqPage }))),
  special: lazy(() => cmsPages().then((m) => ({ default: m.SpecialPage }))),
  contact: lazy(() => import('./pages/contact-page')),
  blog: lazy(() => import('./pages/blog-page')),
  blog_diet: lazy(() => import('./pages/diet-page')),
  blog_mental_strength: lazy(() => import('./pages/mental-strength-page')),
  bookmarks: lazy(() => import('./pages/bookmarks-page')),
  article: lazy(() => import('./pages/article-page')),
});
