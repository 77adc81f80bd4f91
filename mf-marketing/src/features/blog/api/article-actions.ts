import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/lang';
import type { ArticleRating } from './types';
import { marketingApi } from '../../../area-api';

const articleActionsApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    /** Marks an article as read; points only the first time (`points` 0 after). */
    markArticleRead: build.mutation<{ points: number; fitness_points: number; isRead: true }, number>({
      query: (article) => call('PUT', 'officefit/v1/action_article', { article }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Posts', id }, 'Me', 'Points'],
    }),
    /** One rating (1–5 stars) per user and article; a second one replaces the first. */
    rateArticle: build.mutation<ArticleRating, { article: number; stars: number }>({
      query: (body) => call('PUT', 'officefit/v1/rating', body),
      invalidatesTags: (_result, _error, { article }) => [{ type: 'Posts', id: article }],
    }),
    /** Records a visit of the blog and tells how many articles are new since the previous one. */
    enterBlog: build.mutation<{ new_articles: number; last_visit: string | null }, { lang: ContentLang }>({
      query: (args) => call('GET', 'officefit/v1/entered_blog', args),
    }),
  }),
});

export const { useMarkArticleReadMutation, useRateArticleMutation, useEnterBlogMutation } = articleActionsApi;
