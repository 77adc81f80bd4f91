import { call } from '@officefit/api';
import type { ExercisePosesAnswer } from '@officefit/domain';
import type { ExercisePoses } from '@officefit/pose-figure';
import { adminApi } from '../../../area-api';

/** GET/PUT admin/exercises/{id}/poses (backend training/poses): the wire type with the figure's poses. */
export type PosesAnswer = ExercisePosesAnswer<ExercisePoses>;

// tagged like the app's exercises: a save refetches the app's cached exercise pages in this tab
const one = (id: number) => ({ type: 'Exercise' as const, id: `poses-${id}` });

const posesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getExercisePoses: build.query<PosesAnswer, number>({
      query: (id) => call('GET', `officefit/v1/admin/exercises/${id}/poses`),
      providesTags: (_r, _e, id) => [one(id)],
    }),
    saveExercisePoses: build.mutation<PosesAnswer, { id: number; body: ExercisePoses }>({
      query: ({ id, body }) => call('PUT', `officefit/v1/admin/exercises/${id}/poses`, { ...body }),
      invalidatesTags: ['Exercise'],
    }),
  }),
});

export const { useGetExercisePosesQuery, useSaveExercisePosesMutation } = posesApi;
