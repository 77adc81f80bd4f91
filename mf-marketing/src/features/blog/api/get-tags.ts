import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/lang';
import type { WpTag } from './types';
import { marketingApi } from '../../../area-api';

/** Query of `GET wp/v2/tags`: `search` is the slug prefix of the area (e.g. `artikel-`), 40 per page (spec §9). */
export interface TagsArgs {
  lang: ContentLang;
  search: string;
  per_page: number;
  /** 1 hides tags without articles; the diet tags are listed with 0 (spec §7). */
  hide_empty: 0 | 1;
}

const tagsApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogTags: build.query<WpTag[], TagsArgs>({
      query: (args) => call('GET', 'wp/v2/tags', { ...args }),
      providesTags: [{ type: 'Tags', id: 'LIST' }],
    }),
  }),
});

export const { useGetBlogTagsQuery } = tagsApi;
