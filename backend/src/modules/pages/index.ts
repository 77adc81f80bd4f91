// Public surface of the CMS pages module: wp/v2/pages and the editor under officefit/v1/cms/pages. Mounted at
// the API root (its routes carry both prefixes).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pagesRoutes } from './routes';
import { createPagesService } from './service';

export { type Block, BLOCK_TYPES, blockSchema, blocksSchema } from './blocks';
export type { CmsPageSummary, CmsRevision, CmsVersion, WpPage } from './mappers';
export { FIXED_PAGE_SLUGS, isPageSlug, pageContentBody } from './schemas';

export interface PagesModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

export function createPagesModule({ db, requireAuth }: PagesModuleDeps): { router: Router } {
  return { router: pagesRoutes(createPagesService(db), requireAuth) };
}
