import { call } from '@officefit/api';
import type {
  AdminExercise,
  AdminExerciseList,
  BodyRegion,
  ExerciseCreateBodyInput,
  ExerciseKind,
  ExerciseUpdateBodyInput,
} from '@officefit/domain';
import { adminApi } from '../../../area-api';

export interface ExerciseListArgs {
  search?: string;
  kind?: ExerciseKind | 'physical';
  region?: BodyRegion;
  page: number;
  per_page: number;
}

// The admin list and the editor's exercise carry the app's 'Exercise' tag too: a save refetches the app's cached
// exercise lists and pages in this tab, so the change shows there at once.
const LIST = { type: 'Exercise', id: 'ADMIN_LIST' } as const;
const one = (id: number) => ({ type: 'Exercise' as const, id: `admin-${id}` });

const exercisesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminExercises: build.query<AdminExerciseList, ExerciseListArgs>({
      query: (args) => call('GET', 'officefit/v1/admin/exercises', { ...args }),
      providesTags: [LIST],
    }),
    getAdminExercise: build.query<AdminExercise, number>({
      query: (id) => call('GET', `officefit/v1/admin/exercises/${id}`),
      providesTags: (_r, _e, id) => [one(id)],
    }),
    createExercise: build.mutation<AdminExercise, ExerciseCreateBodyInput>({
      query: (body) => call('POST', 'officefit/v1/admin/exercises', { ...body }),
      invalidatesTags: ['Exercise'],
    }),
    updateExercise: build.mutation<AdminExercise, { id: number; body: ExerciseUpdateBodyInput }>({
      query: ({ id, body }) => call('PUT', `officefit/v1/admin/exercises/${id}`, { ...body }),
      invalidatesTags: ['Exercise'],
    }),
    removeExerciseIllustration: build.mutation<AdminExercise, number>({
      query: (id) => call('DELETE', `officefit/v1/admin/exercises/${id}/illustration`),
      invalidatesTags: ['Exercise'],
    }),
  }),
});

export const {
  useGetAdminExercisesQuery,
  useGetAdminExerciseQuery,
  useCreateExerciseMutation,
  useUpdateExerciseMutation,
  useRemoveExerciseIllustrationMutation,
} = exercisesApi;

/** After an upload (sent outside RTK Query): the editor's exercise and the app's cached ones are refetched. */
export const exerciseUploaded = () => exercisesApi.util.invalidateTags(['Exercise']);
