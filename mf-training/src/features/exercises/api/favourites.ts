import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/use-content-lang';
import type { ExerciseSummary } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

/** What a favourite change makes stale: the list, the exercise itself and lists that carry `isFavourite`. */
const favouriteTags = (id: number) =>
  [
    { type: 'Favourites' as const, id: 'LIST' },
    { type: 'Exercise' as const, id },
    { type: 'Exercise' as const, id: 'LIST' },
  ] as const;

const favouritesApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET favourites. */
    getFavourites: build.query<ExerciseSummary[], { lang: ContentLang }>({
      query: (args) => call('GET', 'officefit/v1/favourites', args),
      providesTags: [{ type: 'Favourites', id: 'LIST' }],
    }),
    /** PUT favourites `{id}`. */
    addFavourite: build.mutation<{ favourites: number[] }, { id: number }>({
      query: ({ id }) => call('PUT', 'officefit/v1/favourites', { id }),
      invalidatesTags: (_r, _e, { id }) => [...favouriteTags(id)],
    }),
    /** DELETE favourites/{id}. */
    removeFavourite: build.mutation<unknown, { id: number }>({
      query: ({ id }) => call('DELETE', `officefit/v1/favourites/${id}`),
      invalidatesTags: (_r, _e, { id }) => [...favouriteTags(id)],
    }),
  }),
});

export const { useGetFavouritesQuery, useAddFavouriteMutation, useRemoveFavouriteMutation } = favouritesApi;
