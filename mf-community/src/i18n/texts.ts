// The `community` texts, downloaded in the interface language only (the other one loads on a language switch,
// see `loadNamespace` of @officefit/i18n). Shared by the routes and the widgets modules; loads once.
import { loadNamespace } from '@officefit/i18n';

/** Resolves once the `community` texts of the interface language are in (a failed download is retried). */
export const loadCommunityTexts = (): Promise<void> =>
  loadNamespace('community', { de: () => import('./de.json'), en: () => import('./en.json') });
