import { lazy } from 'react';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import { registerNamespace } from '@officefit/i18n';
import table from './routes.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import anamnesisDe from './i18n/anamnesis.de.json';
import anamnesisEn from './i18n/anamnesis.en.json';

// The namespace arrives with the remote: registering it here runs before any of its screens renders. The health
// profile keeps its texts in their own files (key prefix `anamnesis.`).
registerNamespace('training', {
  de: { ...de, anamnesis: anamnesisDe },
  en: { ...en, anamnesis: anamnesisEn },
});

/** The training area's routes (metadata from routes.json, screens loaded lazily). */
export default bindRoutes(table as RouteMeta[], {
  home: lazy(() => import('./pages/home-page')),
  anamnesis: lazy(() => import('./pages/anamnesis-page')),
  exercise: lazy(() => import('./pages/exercise-page')),
  favourites: lazy(() => import('./pages/favourites-page')),
  pain: lazy(() => import('./pages/pain-page')),
  mental: lazy(() => import('./pages/mental-page')),
  goals: lazy(() => import('./pages/goals-page')),
  profile: lazy(() => import('./pages/profile-page')),
  profile_email_confirm: lazy(() => import('./pages/email-confirm-page')),
  stream: lazy(() => import('./pages/stream-page')),
});
