import { lazy, type ComponentType } from 'react';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import table from './routes.json';
import { loadCommunityTexts } from './i18n/texts';

/** Starts loading the `community` texts (interface language only); every screen waits for them. */
export function registerTranslations(): void {
  // a screen retries and shows a failure (area unavailable — retry)
  loadCommunityTexts().catch(() => undefined);
}

registerTranslations();

/** A lazy screen that renders once its code and the area's texts are in (both load in parallel). */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadCommunityTexts()]).then(([module]) => module));

/** The community area's routes (metadata from routes.json, screens loaded lazily). */
export default bindRoutes(table as RouteMeta[], {
  score: screen(() => import('./pages/score-page')),
  habits: screen(() => import('./pages/habits-page')),
  challenges: screen(() => import('./pages/challenges-page')),
  'challenge-edit': screen(() => import('./pages/challenge-edit-page')),
  ranking: screen(() => import('./pages/ranking-page')),
  'team-feed': screen(() => import('./pages/team-page')),
});
