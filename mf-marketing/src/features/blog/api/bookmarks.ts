import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/lang';
import type { WpPost } from './types';
import { marketingApi } from '../../../area-api';

const bookmarksApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's bookmarked articles ("My blog posts"), newest bookmark first. */
    getBookmarks: build.query<WpPost[], { lang: ContentLang }>({
      query: (args) => call('GET', 'officefit/v1/bookmarks', args),
      providesTags: [{ type: 'Bookmarks', id: 'LIST' }],
    }),
    addBookmark: build.mutation<{ id: number; isFavourite: boolean }, number>({
      query: (id) => call('PUT', 'officefit/v1/bookmarks', { id }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Bookmarks', id: 'LIST' },
        { type: 'Posts', id },
      ],
    }),
    removeBookmark: build.mutation<{ id: number; isFavourite: boolean }, number>({
      query: (id) => call('DELETE', `officefit/v1/bookmarks/${id}`),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Bookmarks', id: 'LIST' },
        { type: 'Posts', id },
      ],
    }),
  }),
});

export const { useGetBookmarksQuery, useAddBookmarkMutation, useRemoveBookmarkMutation } = bookmarksApi;
