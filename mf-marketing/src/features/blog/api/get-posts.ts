import { call } from '@officefit/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { toWpList, type WpList } from '../../../lib/wp-list';
import type { ContentLang } from '../../../lib/lang';
import type { WpPost } from './types';
import { marketingApi } from '../../../area-api';

/** Query of `GET wp/v2/posts`; lists are comma-separated ids. */
export interface PostsArgs {
  lang: ContentLang;
  per_page: number;
  page?: number;
  search?: string;
  tags?: string;
  categories?: string;
}

export const postsApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of articles with the paging headers; members-only articles the caller may not read are dropped. */
    getBlogPosts: build.query<WpList<WpPost>, PostsArgs>({
      query: (args) => call('GET', 'wp/v2/posts', { ...args }),
      transformResponse: (posts: WpPost[], meta: FetchBaseQueryMeta | undefined) => toWpList(posts, meta),
      providesTags: (result) => [
        { type: 'Posts', id: 'LIST' },
        ...(result?.items ?? []).map((post) => ({ type: 'Posts' as const, id: post.id })),
      ],
    }),
    /** The newest articles for the landing page. */
    getLatestPosts: build.query<WpPost[], { lang: ContentLang; per_page: number }>({
      query: (args) => call('GET', 'wp/v2/posts', args),
      providesTags: [{ type: 'Posts', id: 'LIST' }],
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetLatestPostsQuery } = postsApi;
