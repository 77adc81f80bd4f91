import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { bindRoutes, type RouteMeta } from '@officefit/shell-contract';
import { loadDashboardTexts, loadTrainingTexts } from './i18n/texts';
import { loadableScreen, type LoadableScreen } from './screen-loader';
import table from './routes.json';

// The texts arrive with the remote, in the interface language only (i18n/texts.ts): the dashboard's part at once,
// the rest with the first other screen. A screen waits for its texts and shows a failure (area unavailable —
// retry). The health profile's texts (key prefix `anamnesis.`) load with its page (i18n/anamnesis.ts).
loadDashboardTexts().catch(() => undefined);

/** A screen that renders once its code and its texts are in (both load in parallel). */
const screen = (
  load: () => Promise<{ default: ComponentType }>,
  texts: () => Promise<void> = loadTrainingTexts,
) => loadableScreen(() => Promise.all([load(), texts()]).then(([module]) => module));

const screens: Record<string, LoadableScreen> = {
  home: screen(() => import('./pages/home-page'), loadDashboardTexts),
  anamnesis: screen(() => import('./pages/anamnesis-page')),
  exercise: screen(() => import('./pages/exercise-page')),
  favourites: screen(() => import('./pages/favourites-page')),
  pain: screen(() => import('./pages/pain-page')),
  mental: screen(() => import('./pages/mental-page')),
  goals: screen(() => import('./pages/goals-page')),
  progress: screen(() => import('./pages/progress-page')),
  profile: screen(() => import('./pages/profile-page')),
  profile_email_confirm: screen(() => import('./pages/email-confirm-page')),
  stream: screen(() => import('./pages/stream-page')),
};

/** The screen of the route at `pathname`, if this area owns it. */
export function screenFor(pathname: string): LoadableScreen | undefined {
  const meta = (table as RouteMeta[]).find((route) => matchPath({ path: route.path, end: true }, pathname));
  return meta ? screens[meta.id] : undefined;
}

// The shell loads this module as soon as it knows the opened page is ours; the page's own code starts loading
// here, beside the shell's rendering, instead of after the shell has rendered the route (#18: one round trip less
// before the first /home screen).
if (typeof window !== 'undefined')
  void screenFor(window.location.pathname)
    ?.preload()
    .catch(() => undefined);

/** The training area's routes (metadata from routes.json, screens loaded on first use). */
export default bindRoutes(table as RouteMeta[], screens);
