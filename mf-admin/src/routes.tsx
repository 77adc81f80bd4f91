import { lazy as reactLazy, type ComponentType } from 'react';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import { loadNamespace } from '@officefit/i18n';
import table from './routes.json';

// The namespace arrives with the remote, in the interface language only (the other one loads on a language
// switch); every screen waits for it.
const texts = () =>
  loadNamespace('admin', { de: () => import('./i18n/de.json'), en: () => import('./i18n/en.json') });
// started at once; a screen waits for it and shows a failure (area unavailable — retry)
texts().catch(() => undefined);

/** React's `lazy`, but the screen renders once its code and the area's texts are in (loaded in parallel). */
const lazy = (load: () => Promise<{ default: ComponentType }>) =>
  reactLazy(() => Promise.all([load(), texts()]).then(([module]) => module));

/** The admin area's routes (metadata from routes.json, screens loaded lazily). */
export default bindRoutes(table as RouteMeta[], {
  admin: lazy(() => import('./pages/admin-page')),
  admin_pages: lazy(() => import('./pages/pages-page')),
  admin_page_editor: lazy(() => import('./pages/page-editor-page')),
  admin_articles: lazy(() => import('./pages/articles-page')),
  admin_article_editor: lazy(() => import('./pages/article-editor-page')),
  admin_requests: lazy(() => import('./pages/requests-page')),
  admin_outbox: lazy(() => import('./pages/outbox-page')),
  admin_jobs: lazy(() => import('./pages/jobs-page')),
  admin_user: lazy(() => import('./pages/user-page')),
  admin_audit: lazy(() => import('./pages/audit-page')),
  admin_companies: lazy(() => import('./pages/companies-page')),
  admin_company: lazy(() => import('./pages/company-page')),
  admin_company_report: lazy(() => import('./pages/company-report-page')),
  admin_user_new: lazy(() => import('./pages/new-user-page')),
  admin_user_import: lazy(() => import('./pages/import-page')),
  admin_trial_requests: lazy(() => import('./pages/trial-requests-page')),
  admin_vouchers: lazy(() => import('./pages/vouchers-page')),
  admin_payments: lazy(() => import('./pages/payments-page')),
  admin_streams: lazy(() => import('./pages/streams-page')),
  admin_exercises: lazy(() => import('./pages/exercises-page')),
  admin_exercise_new: lazy(() => import('./pages/exercise-editor-page')),
  admin_exercise: lazy(() => import('./pages/exercise-editor-page')),
  admin_exercise_poses: lazy(() => import('./pages/exercise-poses-page')),
  admin_team_feed: lazy(() => import('./pages/team-feed-page')),
  admin_rewards: lazy(() => import('./pages/rewards-page')),
  admin_coupons: lazy(() => import('./pages/coupons-page')),
  admin_service_requests: lazy(() => import('./pages/service-requests-page')),
  company: lazy(() => import('./pages/owner-page')),
});
