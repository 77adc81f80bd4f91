// The community area's dashboard widgets, exposed as `./widgets` for the home page of mf-training. They use the
// shared store, router, theme and i18n instance of the host, so they render inside any page of the shell.
import { lazy } from 'react';
import { registerNamespace } from '@officefit/i18n';
import type { RemoteWidget } from '@officefit/shell-contract';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { HabitsWidget } from './widgets/habits-widget';
import { RankingWidget } from './widgets/ranking-widget';

/** Adds the `community` texts to the shared i18n instance (idempotent; also done when this module loads). */
export function registerTranslations(): void {
  registerNamespace('community', { de, en });
}

registerTranslations();

export { HabitsWidget, RankingWidget };

/** The widgets as `RemoteWidget` entries of @officefit/shell-contract (ids `ranking` and `habits`). */
const widgets: RemoteWidget[] = [
  { id: 'ranking', element: lazy(async () => ({ default: RankingWidget })) },
  { id: 'habits', element: lazy(async () => ({ default: HabitsWidget })) },
];

export default widgets;
