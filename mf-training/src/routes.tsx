import { lazy, type ComponentType } from 'react';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import { loadNamespace } from '@officefit/i18n';
import table from './routes.json';

// The namespace arrives with the remote, in the interface language only (the other one loads on a language
// switch); every screen waits for it. The health profile's texts (key prefix `anamnesis.`) load with its page
// (i18n/anamnesis.ts).
const texts = () =>
  loadNamespace('training', { de: () => import('./i18n/de.json'), en: () => import('./i18n/en.json') });
// started at once; a screen waits for it and shows a failure (area unavailable — retry)
texts().catch(() => undefined);

/** A lazy screen that renders once its code and the area's texts are in (both load in parallel). */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), texts()]).then(([module]) => module));

/** The training area's routes (metadata from routes.json, screens loaded lazily). */
export default bindRoutes(table as RouteMeta[], {
  home: screen(() => import('./pages/home-page')),
  anamnesis: screen(() => import('./pages/anamnesis-page')),
  exercise: screen(() => import('./pages/exercise-page')),
  favourites: screen(() => import('./pages/favourites-page')),
  pain: screen(() => import('./pages/pain-page')),
  mental: screen(() => import('./pages/mental-page')),
  goals: screen(() => import('./pages/goals-page')),
  profile: screen(() => import('./pages/profile-page')),
  profile_email_confirm: screen(() => import('./pages/email-confirm-page')),
  stream: screen(() => import('./pages/stream-page')),
});
