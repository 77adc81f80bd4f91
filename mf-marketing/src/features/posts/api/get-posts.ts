import { api, call } from '@officefit/api';

/** A blog article as served by `wp/v2/posts` (WordPress REST shape, fields used here). */
export interface Post {
  id: number;
  date: string;
  title: { rendered: string };
  excerpt: { rendered: string };
}

const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLatestPosts: build.query<Post[], { lang: string; per_page: number }>({
      query: (args) => call('GET', 'wp/v2/posts', args),
      providesTags: ['Posts'],
    }),
  }),
});

export const { useGetLatestPostsQuery } = postsApi;
