import { call } from '@officefit/api';
import type { BlogConfig } from './types';
import { marketingApi } from '../../../area-api';

const blogConfigApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    /** Category ids, mental-strength tag ids and tag prefixes; they change only with a deploy. */
    getBlogConfig: build.query<BlogConfig, void>({
      query: () => call('GET', 'officefit/v1/blog_config'),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetBlogConfigQuery } = blogConfigApi;
