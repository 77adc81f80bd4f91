import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/use-content-lang';
import type { Exercise } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

const exerciseApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET exercise/{id}: one exercise with its six instruction tabs (404 `rest_exercise_invalid`). */
    getExercise: build.query<Exercise, { id: number; lang: ContentLang }>({
      query: ({ id, lang }) => call('GET', `officefit/v1/exercise/${id}`, { lang }),
      providesTags: (_result, _error, { id }) => [{ type: 'Exercise', id }],
    }),
  }),
});

export const { useGetExerciseQuery } = exerciseApi;
