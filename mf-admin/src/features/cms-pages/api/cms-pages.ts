import { call } from '@officefit/api';
import type { CmsPicture } from '@officefit/domain';
import type { CmsPageSummary, CmsVersion, CmsRevision, PageContent, PageLang } from './types';
import { adminApi } from '../../../area-api';

type VersionArgs = { id: number; lang: PageLang };

// Saving or publishing changes the list, the history and (when published) the public page of the marketing area.
const versionTags = (id: number) => [
  { type: 'CmsPages' as const, id: 'LIST' },
  { type: 'CmsPages' as const, id },
  { type: 'CmsRevisions' as const, id },
];

const cmsPagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** The uploaded pictures, newest first (an upload goes through uploadFile and refetches this). */
    getCmsPictures: build.query<CmsPicture[], void>({
      query: () => call('GET', 'officefit/v1/cms/pictures'),
      providesTags: [{ type: 'CmsPages', id: 'PICTURES' }],
    }),
    getCmsPages: build.query<CmsPageSummary[], void>({
      query: () => call('GET', 'officefit/v1/cms/pages'),
      providesTags: [{ type: 'CmsPages', id: 'LIST' }],
    }),
    createCmsPage: build.mutation<CmsPageSummary, { slug: string }>({
      query: (body) => call('POST', 'officefit/v1/cms/pages', body),
      invalidatesTags: [{ type: 'CmsPages', id: 'LIST' }],
    }),
    deleteCmsPage: build.mutation<{ deleted: true; id: number }, number>({
      query: (id) => call('DELETE', `officefit/v1/cms/pages/${id}`),
      invalidatesTags: [{ type: 'CmsPages', id: 'LIST' }, 'Pages'],
    }),
    getCmsPageVersion: build.query<CmsVersion, VersionArgs>({
      query: ({ id, lang }) => call('GET', `officefit/v1/cms/pages/${id}/${lang}`),
      providesTags: (_result, _error, { id }) => [{ type: 'CmsPages', id }],
    }),
    /** Saves the draft as a new revision. */
    saveCmsPageDraft: build.mutation<CmsVersion, VersionArgs & { content: PageContent }>({
      query: ({ id, lang, content }) => call('PUT', `officefit/v1/cms/pages/${id}/${lang}`, { ...content }),
      invalidatesTags: (_result, _error, { id }) => versionTags(id),
    }),
    /** Makes the current draft the published version (live on the next page load). */
    publishCmsPage: build.mutation<CmsVersion, VersionArgs>({
      query: ({ id, lang }) => call('POST', `officefit/v1/cms/pages/${id}/${lang}/publish`, {}),
      invalidatesTags: (_result, _error, { id }) => [...versionTags(id), 'Pages'],
    }),
    unpublishCmsPage: build.mutation<CmsVersion, VersionArgs>({
      query: ({ id, lang }) => call('POST', `officefit/v1/cms/pages/${id}/${lang}/unpublish`, {}),
      invalidatesTags: (_result, _error, { id }) => [...versionTags(id), 'Pages'],
    }),
    getCmsRevisions: build.query<CmsRevision[], VersionArgs>({
      query: ({ id, lang }) =>
        call('GET', `officefit/v1/cms/pages/${id}/${lang}/revisions`, { per_page: 50 }),
      providesTags: (_result, _error, { id }) => [{ type: 'CmsRevisions', id }],
    }),
    /** Copies an old revision into a new draft revision; with `publish` it goes live at once. */
    restoreCmsRevision: build.mutation<CmsVersion, VersionArgs & { revision: number; publish: boolean }>({
      query: ({ id, lang, revision, publish }) =>
        call('POST', `officefit/v1/cms/pages/${id}/${lang}/revisions/${revision}/restore`, { publish }),
      invalidatesTags: (_result, _error, { id }) => [...versionTags(id), 'Pages'],
    }),
  }),
});

export const {
  useGetCmsPagesQuery,
  useGetCmsPicturesQuery,
  useCreateCmsPageMutation,
  useDeleteCmsPageMutation,
  useGetCmsPageVersionQuery,
  useSaveCmsPageDraftMutation,
  usePublishCmsPageMutation,
  useUnpublishCmsPageMutation,
  useGetCmsRevisionsQuery,
  useRestoreCmsRevisionMutation,
} = cmsPagesApi;
