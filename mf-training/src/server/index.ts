// What the server render of a signed-in first screen (prerender/, #18) takes from the training area: the
// dashboard, its texts and the data its first pass reads. Only `/home` so far: it is where a new tab lands.
import type { ContentLang } from '@officefit/i18n';
import { planApi } from '../features/plan/api/get-current-units';

export { default as HomePage } from '../pages/home-page';
export { trainingDe, trainingEn } from '../i18n/all-texts';

/** The route id of the dashboard (routes.json), the one screen rendered on the server for a signed-in user. */
export const FIRST_SCREEN_ROUTE_ID = 'home';

/**
 * Loads what the dashboard's first pass shows besides `me` (the shell's): today's plan, with the same arguments as
 * `TodayPlan`, so the browser finds it in the handed-over cache and does not ask again.
 */
export async function prefetchHome(
  dispatch: (action: unknown) => unknown,
  lang: ContentLang,
): Promise<boolean> {
  const request = dispatch(planApi.endpoints.getCurrentUnits.initiate({ lang }, { subscribe: false })) as {
    unwrap(): Promise<unknown>;
  };
  try {
    await request.unwrap();
    return true;
  } catch {
    return false;
  }
}
