import { call } from '@officefit/api';
import type { PainExerciseResponse } from '@officefit/domain';
import type { ContentLang } from '../../../lib/use-content-lang';
import type { Exercise, RedFlag } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

/** Spec §9: the feeling sent with the pain search is fixed. */
export const PAIN_FEELING = 25;

/** Query of GET pain_exercise; flags are 1/0. */
export interface PainExerciseQuery {
  lang: ContentLang;
  pain: string;
  feeling: typeof PAIN_FEELING;
  painType: 'acute' | 'chronic';
  suitability: 0 | 1;
  onthego: 0 | 1;
  sportmode: 0 | 1;
  onlynew: 0 | 1;
  painCheck0: 0 | 1;
  painCheck1: 0 | 1;
}

/** An exercise for the region, or a red flag (see a doctor first, no exercise). */
export type PainExerciseResult =
  { exercise: Exercise; redFlag?: undefined } | { redFlag: RedFlag; exercise?: undefined };
/** Compile-time check: the server's answer (@officefit/domain) reads as this type. */
type _ReadsResponse<T extends PainExerciseResult = PainExerciseResponse> = T;

const painApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET pain_exercise; 404 `no_exercise` / `no_fitting_exercise` when nothing is found. */
    getPainExercise: build.query<PainExerciseResult, PainExerciseQuery>({
      query: (args) => call('GET', 'officefit/v1/pain_exercise', { ...args }),
      // `onlynew` depends on what was trained meanwhile: ask again on each search.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetPainExerciseQuery } = painApi;
