// Public surface of the CMS pages module: wp/v2/pages and the editor under officefit/v1/cms/pages. Mounted at
// the API root (its routes carry both prefixes).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../shared/storage';
import { createPicturesService } from './pictures';
import { pictureRoutes } from './picture-routes';
import { pagesRoutes } from './routes';
import { createPagesService } from './service';

export { type Block, BLOCK_TYPES, blockSchema, blocksSchema } from './blocks';
export type { CmsPageSummary, CmsRevision, CmsVersion, WpPage } from './mappers';
export { FIXED_PAGE_SLUGS, isPageSlug, pageContentBody } from './schemas';

export {
  createPicturesService,
  PICTURE_MAX_BYTES,
  PICTURE_WIDTHS,
  type PicturesService,
  resolveBlockPictures,
} from './pictures';

export interface PagesModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  /** Where the pictures' files are written. */
  storage: FileStorage;
}

export function createPagesModule({ db, requireAuth, storage }: PagesModuleDeps): { router: Router } {
  const router = pagesRoutes(createPagesService(db), requireAuth);
  router.use(pictureRoutes(createPicturesService(db, storage), requireAuth));
  return { router };
}
