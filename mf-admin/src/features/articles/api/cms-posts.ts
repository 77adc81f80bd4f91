import { call } from '@officefit/api';
import type { CmsPost, CmsPostInput, CmsTag, PostLang, PostStatus, WpCategory } from './types';
import { adminApi } from '../../../area-api';
import { wpPage, type WpPage } from '../../../lib/wp-page';

export interface CmsPostsArgs {
  lang?: PostLang;
  status?: PostStatus;
  search?: string;
  per_page: number;
  page: number;
}

export type CmsPostsPage = WpPage<CmsPost>;

const cmsPostsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Articles of every status, newest change first. */
    getCmsPosts: build.query<CmsPostsPage, CmsPostsArgs>({
      query: (args) => call('GET', 'officefit/v1/cms/posts', { ...args }),
      transformResponse: wpPage<CmsPost>,
      providesTags: [{ type: 'CmsPosts', id: 'LIST' }],
    }),
    getCmsPost: build.query<CmsPost, number>({
      query: (id) => call('GET', `officefit/v1/cms/posts/${id}`),
      providesTags: (_result, _error, id) => [{ type: 'CmsPosts', id }],
    }),
    createCmsPost: build.mutation<CmsPost, CmsPostInput>({
      query: (body) => call('POST', 'officefit/v1/cms/posts', { ...body }),
      invalidatesTags: [{ type: 'CmsPosts', id: 'LIST' }, 'Posts', 'Tags'],
    }),
    updateCmsPost: build.mutation<CmsPost, { id: number; changes: Partial<CmsPostInput> }>({
      query: ({ id, changes }) => call('PUT', `officefit/v1/cms/posts/${id}`, { ...changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'CmsPosts', id: 'LIST' },
        { type: 'CmsPosts', id },
        'Posts',
        'Tags',
      ],
    }),
    deleteCmsPost: build.mutation<{ deleted: true; id: number }, number>({
      query: (id) => call('DELETE', `officefit/v1/cms/posts/${id}`),
      invalidatesTags: [{ type: 'CmsPosts', id: 'LIST' }, 'Posts', 'Tags'],
    }),
    /** Every tag of a language, including empty ones, with its names in both languages. */
    getCmsTags: build.query<CmsTag[], { lang: PostLang }>({
      query: (args) => call('GET', 'officefit/v1/cms/tags', args),
      providesTags: [{ type: 'Tags', id: 'CMS' }],
    }),
    createCmsTag: build.mutation<
      CmsTag,
      { lang: PostLang; kind: 'article' | 'diet'; key: string; name: string; other_name?: string }
    >({
      query: (body) => call('POST', 'officefit/v1/cms/tags', body),
      invalidatesTags: ['Tags'],
    }),
    getPostCategories: build.query<WpCategory[], { lang: PostLang }>({
      query: ({ lang }) => call('GET', 'wp/v2/categories', { lang, per_page: 100 }),
    }),
  }),
});

export const {
  useGetCmsPostsQuery,
  useGetCmsPostQuery,
  useCreateCmsPostMutation,
  useUpdateCmsPostMutation,
  useDeleteCmsPostMutation,
  useGetCmsTagsQuery,
  useCreateCmsTagMutation,
  useGetPostCategoriesQuery,
} = cmsPostsApi;
