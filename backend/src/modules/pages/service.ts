// Business rules of CMS pages: every save is a new revision that becomes the draft; publish points the
// published version at the draft revision; restore copies an old revision into a new draft revision. One file
// per topic under use-cases/; this factory only hands them their deps.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContentLang } from '../../shared/domain';
import { bindUseCases } from '../../shared/use-cases';
import type { Paged } from '../posts';
import type { CmsPageSummary, CmsRevision, CmsVersion, PageContent, WpPage } from './mappers';
import { createPagesRepository } from './repository';
import type { ListPagesQuery, PageContentBody, RevisionsQuery } from './schemas';
import type { PagesDeps } from './use-cases/context';
import { create, list, published, remove } from './use-cases/pages';
import { restore, revision, revisions } from './use-cases/revisions';
import { publish, save, unpublish, version } from './use-cases/versions';

export { invalidPageId } from './use-cases/context';

export interface PagesService {
  published(query: ListPagesQuery): Promise<Paged<WpPage>>;
  list(): Promise<CmsPageSummary[]>;
  create(slug: string): Promise<CmsPageSummary>;
  remove(id: number): Promise<{ deleted: true; id: number }>;
  version(id: number, lang: ContentLang): Promise<CmsVersion>;
  save(id: number, lang: ContentLang, content: PageContentBody, authorId: number): Promise<CmsVersion>;
  publish(id: number, lang: ContentLang): Promise<CmsVersion>;
  unpublish(id: number, lang: ContentLang): Promise<CmsVersion>;
  revisions(id: number, lang: ContentLang, query: RevisionsQuery): Promise<Paged<CmsRevision>>;
  revision(id: number, lang: ContentLang, rev: number): Promise<CmsRevision & PageContent>;
  restore(
    id: number,
    lang: ContentLang,
    rev: number,
    publish: boolean,
    authorId: number,
  ): Promise<CmsVersion>;
}

export function createPagesService(db: Kysely<Database>): PagesService {
  const deps: PagesDeps = { db, repo: createPagesRepository(db) };
  return bindUseCases(deps, {
    published,
    list,
    create,
    remove,
    version,
    save,
    publish,
    unpublish,
    revisions,
    revision,
    restore,
  });
}
