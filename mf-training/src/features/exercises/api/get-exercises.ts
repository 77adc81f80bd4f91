import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/use-content-lang';
import type { ExerciseSummary } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

const exercisesApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET exercises: all physical exercises by name, or the mental-strength ones with `tag: 'mental'`. */
    getExercises: build.query<ExerciseSummary[], { lang: ContentLang; tag?: 'mental' }>({
      query: (args) => call('GET', 'officefit/v1/exercises', args),
      providesTags: [{ type: 'Exercise', id: 'LIST' }],
    }),
  }),
});

export const { useGetExercisesQuery, useLazyGetExercisesQuery } = exercisesApi;
