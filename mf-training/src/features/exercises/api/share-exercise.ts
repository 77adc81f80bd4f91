import { call } from '@officefit/api';
import { trainingApi } from '../../../area-api';

const shareExerciseApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT exercise_share: a colleague of the same company gets the exercise by e-mail; both get +50 once. */
    shareExercise: build.mutation<{ points: number }, { id: number; email: string }>({
      query: (body) => call('PUT', 'officefit/v1/exercise_share', body),
      invalidatesTags: ['Me', 'Points', 'Strike'],
    }),
  }),
});

export const { useShareExerciseMutation } = shareExerciseApi;
