import type { Block } from '@officefit/cms-blocks';

/** Content language of a page version. */
export type PageLang = 'de' | 'en';
export const PAGE_LANGS: readonly PageLang[] = ['de', 'en'];

/** empty = never saved; draft = saved, never published; changed = published, with a newer draft. */
export type VersionState = 'empty' | 'draft' | 'published' | 'changed';

export interface CmsVersionSummary {
  state: VersionState;
  title: string | null;
  draft_modified: string | null;
  published_at: string | null;
  draft_revision: number | null;
  published_revision: number | null;
}

/** A page in the editor's list with the state of both languages. */
export interface CmsPageSummary {
  id: number;
  slug: string;
  path: string;
  versions: Record<PageLang, CmsVersionSummary>;
}

/** What the editor saves: title, meta description and blocks. */
export interface PageContent {
  title: string;
  description: string;
  blocks: Block[];
}

/** One language of a page: its draft and its published content. */
export interface CmsVersion {
  page: { id: number; slug: string; path: string };
  lang: PageLang;
  state: VersionState;
  draft: (PageContent & { revision: number; modified: string }) | null;
  published: (PageContent & { revision: number; published_at: string }) | null;
}

/** One saved state of a page language. */
export interface CmsRevision {
  id: number;
  lang: PageLang;
  created_at: string;
  author: { id: number; name: string } | null;
  action: 'save' | 'restore' | 'seed';
  restored_from: number | null;
  title: string;
  is_draft: boolean;
  is_published: boolean;
  was_published: boolean;
}
