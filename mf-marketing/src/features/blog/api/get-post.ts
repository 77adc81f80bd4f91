import { call } from '@officefit/api';
import type { WpPost } from './types';
import { marketingApi } from '../../../area-api';

export const postApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    /** One article; withheld members-only content carries the marker in the excerpt (404 when unknown). */
    getBlogPost: build.query<WpPost, number>({
      query: (id) => call('GET', `wp/v2/posts/${id}`),
      providesTags: (_result, _error, id) => [{ type: 'Posts', id }],
    }),
  }),
});

export const { useGetBlogPostQuery } = postApi;
