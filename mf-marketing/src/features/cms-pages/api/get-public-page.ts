import { call } from '@officefit/api';
import type { WpPage } from '@officefit/cms-blocks';
import type { ContentLang } from '../../../lib/lang';
import { marketingApi } from '../../../area-api';

/** Slug of a CMS page: `''` for `/`, `intro`, …, `special/<name>`. */
export interface PublicPageArgs {
  slug: string;
  lang: ContentLang;
}

export const publicPageApi = marketingApi.injectEndpoints({
  endpoints: (build) => ({
    /** The published version of one CMS page in one language; `null` when there is none (not found). */
    getPublicPage: build.query<WpPage | null, PublicPageArgs>({
      query: ({ slug, lang }) => call('GET', 'wp/v2/pages', { slug, lang }),
      transformResponse: (pages: WpPage[]) => pages[0] ?? null,
      providesTags: (_result, _error, { slug, lang }) => [{ type: 'Pages', id: `${lang}:${slug}` }],
    }),
  }),
});

export const { useGetPublicPageQuery } = publicPageApi;
