import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/use-content-lang';
import type { Dislike } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

/** Reasons for removing an exercise (spec §3): 1 pain … 6 other. */
export const DISLIKE_REASONS = [1, 2, 3, 4, 5, 6] as const;
export type DislikeReason = (typeof DISLIKE_REASONS)[number];

const dislikesApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET dislikes: the removed exercises with their reason. */
    getDislikes: build.query<Dislike[], { lang: ContentLang }>({
      query: (args) => call('GET', 'officefit/v1/dislikes', args),
      providesTags: [{ type: 'Dislikes', id: 'LIST' }],
    }),
    /** PUT dislikes: removes an exercise; the server replaces it in the open plan units. */
    dislikeExercise: build.mutation<unknown, { id: number; reason: DislikeReason; onlyToday: boolean }>({
      query: (body) => call('PUT', 'officefit/v1/dislikes', body),
      invalidatesTags: [{ type: 'Dislikes', id: 'LIST' }, 'Units'],
    }),
    /** DELETE dislikes/{id}: restores a removed exercise. */
    restoreExercise: build.mutation<unknown, { id: number }>({
      query: ({ id }) => call('DELETE', `officefit/v1/dislikes/${id}`),
      invalidatesTags: [{ type: 'Dislikes', id: 'LIST' }, 'Units'],
    }),
  }),
});

export const { useGetDislikesQuery, useDislikeExerciseMutation, useRestoreExerciseMutation } = dislikesApi;
