// What the server render of a signed-in first screen (prerender/, #18) takes from the training area: the
// dashboard, its texts and the data it reads. Only `/home` so far: it is where a new tab lands.
import { todayIn } from '@officefit/domain';
import type { ContentLang } from '@officefit/i18n';
import { newsApi } from '../features/news/api/get-training-news';
import { NEWS_COUNT } from '../features/news/components/news-card';
import { planApi } from '../features/plan/api/get-current-units';
import { strikesApi } from '../features/progress/api/get-strikes';
import { trainedDaysApi } from '../features/progress/api/get-trained-days';
import { stepsApi } from '../features/progress/api/steps';
import { weeklyGoalApi } from '../features/progress/api/weekly-goal';
import { monthOf } from '../features/progress/components/training-calendar';

export { default as HomePage } from '../pages/home-page';
export { trainingDe, trainingEn } from '../i18n/all-texts';

/** The route id of the dashboard (routes.json), the one screen rendered on the server for a signed-in user. */
export const FIRST_SCREEN_ROUTE_ID = 'home';

type Dispatch = (action: unknown) => unknown;
type Request = { unwrap(): Promise<unknown> };

/**
 * Loads what the dashboard shows besides `me` (the shell's), with the same arguments as its cards, so the browser
 * finds it all in the handed-over cache: no request and no separate render per card as answers arrive (TBT, #16).
 * Resolves to false when today's plan cannot be read (the page is then not rendered); the cards' data is optional.
 */
export async function prefetchHome(
  dispatch: Dispatch,
  lang: ContentLang,
  /** The user's time zone (`me.meta.time_zone`): the calendar's month is the user's. */
  timeZone: string | undefined,
): Promise<boolean> {
  const load = (action: unknown) => (dispatch(action) as Request).unwrap();
  const { from, to } = monthOf(todayIn(timeZone));
  const [plan] = await Promise.allSettled([
    load(planApi.endpoints.getCurrentUnits.initiate({ lang }, { subscribe: false })),
    load(weeklyGoalApi.endpoints.getWeeklyGoal.initiate(undefined, { subscribe: false })),
    load(stepsApi.endpoints.getSteps.initiate(undefined, { subscribe: false })),
    load(strikesApi.endpoints.getStrikes.initiate(undefined, { subscribe: false })),
    load(trainedDaysApi.endpoints.getTrainedDays.initiate({ from, to }, { subscribe: false })),
    load(newsApi.endpoints.getTrainingNews.initiate({ lang, per_page: NEWS_COUNT }, { subscribe: false })),
  ]);
  return plan.status === 'fulfilled';
}
