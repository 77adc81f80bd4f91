import { api, call } from '@officefit/api';

/** One exercise as listed by `GET officefit/v1/exercises`. */
export interface ExerciseSummary {
  id: number;
  name: string;
  level: number;
  duration: number;
  equipment: string;
  undercover: boolean;
  kind: string;
}

const exercisesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExercises: build.query<ExerciseSummary[], { lang: string; tag?: 'mental' }>({
      query: (args) => call('GET', 'officefit/v1/exercises', args),
      providesTags: ['Exercise'],
    }),
  }),
});

export const { useGetExercisesQuery } = exercisesApi;
