import { lazy } from 'react';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import { registerNamespace } from '@officefit/i18n';
import table from './routes.json';
import de from './i18n/de.json';
import en from './i18n/en.json';

/** Adds the `community` texts to the shared i18n instance. */
export function registerTranslations(): void {
  registerNamespace('community', { de, en });
}

registerTranslations();

/** The community area's routes (metadata from routes.json, screens loaded lazily). */
export default bindRoutes(table as RouteMeta[], {
  score: lazy(() => import('./pages/score-page')),
  habits: lazy(() => import('./pages/habits-page')),
  challenges: lazy(() => import('./pages/challenges-page')),
  'challenge-edit': lazy(() => import('./pages/challenge-edit-page')),
  ranking: lazy(() => import('./pages/ranking-page')),
});
