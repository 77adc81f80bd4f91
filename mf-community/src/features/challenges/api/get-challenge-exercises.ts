import { call } from '@officefit/api';
import { communityApi } from '../../../area-api';

/** The part of an exercise the duel form needs. */
export interface ExerciseOption {
  id: number;
  name: string;
}

const challengeExercisesApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET exercises: the physical exercises by name, to pick a duel's shared exercise. */
    getChallengeExercises: build.query<ExerciseOption[], { lang: 'de' | 'en' }>({
      query: (args) => call('GET', 'officefit/v1/exercises', args),
      transformResponse: (list: ExerciseOption[]) => list.map(({ id, name }) => ({ id, name })),
      providesTags: [{ type: 'Exercise', id: 'LIST' }],
    }),
  }),
});

export const { useGetChallengeExercisesQuery } = challengeExercisesApi;
