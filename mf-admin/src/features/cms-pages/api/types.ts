// Wire types of the CMS page editor (docs/api-marketing.md "Pages"): the shapes the backend sends live in
// @officefit/domain.
import { CONTENT_LANGS, type ContentLang } from '@officefit/domain';

export type {
  CmsPageSummary,
  CmsRevision,
  CmsVersion,
  CmsVersionSummary,
  PageContent,
  VersionState,
} from '@officefit/domain';

/** Content language of a page version. */
export type PageLang = ContentLang;
export const PAGE_LANGS: readonly PageLang[] = CONTENT_LANGS;
