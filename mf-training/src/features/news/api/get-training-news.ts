import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/use-content-lang';
import { trainingApi } from '../../../area-api';

/** A blog article as served by `wp/v2/posts` (the fields the news teaser uses). */
export interface NewsPost {
  id: number;
  date: string;
  title: { rendered: string };
  excerpt: { rendered: string };
}

export const newsApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET wp/v2/posts: the latest articles for the dashboard's news. */
    getTrainingNews: build.query<NewsPost[], { lang: ContentLang; per_page: number }>({
      query: (args) => call('GET', 'wp/v2/posts', args),
      providesTags: ['Posts'],
    }),
  }),
});

export const { useGetTrainingNewsQuery } = newsApi;
