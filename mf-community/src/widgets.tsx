// The community area's dashboard widgets, exposed as `./widgets` for the home page of mf-training. They use the
// shared store, router, theme and i18n instance of the host, so they render inside any page of the shell.
import { lazy } from 'react';
import type { RemoteWidget } from '@officefit/shell-contract';
import { loadCommunityTexts } from './i18n/texts';
import { HabitsWidget } from './widgets/habits-widget';
import { RankingWidget } from './widgets/ranking-widget';

/** Starts loading the `community` texts, interface language only (idempotent; also done when this module loads). */
export function registerTranslations(): void {
  // a widget waits for them; a failure leaves its slot empty
  loadCommunityTexts().catch(() => undefined);
}

registerTranslations();

export { HabitsWidget, RankingWidget };

/** The widgets as `RemoteWidget` entries of @officefit/shell-contract (ids `ranking` and `habits`). */
const widgets: RemoteWidget[] = [
  { id: 'ranking', element: lazy(() => loadCommunityTexts().then(() => ({ default: RankingWidget }))) },
  { id: 'habits', element: lazy(() => loadCommunityTexts().then(() => ({ default: HabitsWidget }))) },
];

export default widgets;
