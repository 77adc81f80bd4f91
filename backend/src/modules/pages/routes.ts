// CMS pages: public wp/v2/pages (published versions) and the editor under officefit/v1/cms/pages
// (administrator or marketing). The role check runs before validation.
import { type RequestHandler, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { requirePermission } from '../../shared/permissions';
import { AppError } from '../../shared/errors';
import { input, validate } from '../../shared/validate';
import { sendPaged } from '../posts';
import {
  createPageBody,
  emptyBody,
  listPagesQuery,
  noQuery,
  pageContentBody,
  pageParams,
  restoreBody,
  revisionParams,
  revisionsQuery,
  versionParams,
} from './schemas';
import { invalidPageId, type PagesService } from './service';

function pageIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw invalidPageId();
  return Number(raw);
}

function revisionIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) {
    throw new AppError(
      'not_found',
      'rest_revision_invalid_id',
      'Invalid revision ID for this page and language.',
    );
  }
  return Number(raw);
}

/** The guard of every editor route: signed in with cms.write (the role check runs before validation). */
type EditorGuard = RequestHandler[];

const base = '/officefit/v1/cms/pages';

/** wp/v2/pages: the published versions, for everybody. */
function publicRoutes(router: Router, service: PagesService): void {
  router.get('/wp/v2/pages', validate({ query: listPagesQuery }), async (req, res) => {
    // a published change must be live on the next page load: caches revalidate (ETag) every time
    res.set('Cache-Control', 'no-cache');
    sendPaged(res, await service.published(input(req, 'query', listPagesQuery)));
  });
}

/** The editor's page list, a new special page, deleting one. */
function editorPageRoutes(router: Router, service: PagesService, editor: EditorGuard): void {
  router.get(base, ...editor, validate({ query: noQuery }), async (_req, res) => {
    res.json(await service.list());
  });
  router.post(base, ...editor, validate({ body: createPageBody }), async (req, res) => {
    res.status(201).json(await service.create(input(req, 'body', createPageBody).slug));
  });
  router.delete(`${base}/:id`, ...editor, validate({ params: pageParams }), async (req, res) => {
    res.json(await service.remove(pageIdOf(input(req, 'params', pageParams).id)));
  });
}

/** A page's version in one language: read, save a draft, publish, unpublish. */
function editorVersionRoutes(router: Router, service: PagesService, editor: EditorGuard): void {
  router.get(
    `${base}/:id/:lang`,
    ...editor,
    validate({ params: versionParams, query: noQuery }),
    async (req, res) => {
      const { id, lang } = input(req, 'params', versionParams);
      res.json(await service.version(pageIdOf(id), lang));
    },
  );
  router.put(
    `${base}/:id/:lang`,
    ...editor,
    validate({ params: versionParams, body: pageContentBody }),
    async (req, res) => {
      const { id, lang } = input(req, 'params', versionParams);
      const body = input(req, 'body', pageContentBody);
      res.json(await service.save(pageIdOf(id), lang, body, currentUser(req).id));
    },
  );
  router.post(
    `${base}/:id/:lang/publish`,
    ...editor,
    validate({ params: versionParams, body: emptyBody }),
    async (req, res) => {
      const { id, lang } = input(req, 'params', versionParams);
      res.json(await service.publish(pageIdOf(id), lang));
    },
  );
  router.post(
    `${base}/:id/:lang/unpublish`,
    ...editor,
    validate({ params: versionParams, body: emptyBody }),
    async (req, res) => {
      const { id, lang } = input(req, 'params', versionParams);
      res.json(await service.unpublish(pageIdOf(id), lang));
    },
  );
}

/** A page's revisions in one language: the list, one, restoring one. */
function editorRevisionRoutes(router: Router, service: PagesService, editor: EditorGuard): void {
  router.get(
    `${base}/:id/:lang/revisions`,
    ...editor,
    validate({ params: versionParams, query: revisionsQuery }),
    async (req, res) => {
      const { id, lang } = input(req, 'params', versionParams);
      sendPaged(res, await service.revisions(pageIdOf(id), lang, input(req, 'query', revisionsQuery)));
    },
  );
  router.get(
    `${base}/:id/:lang/revisions/:rev`,
    ...editor,
    validate({ params: revisionParams, query: noQuery }),
    async (req, res) => {
      const { id, lang, rev } = input(req, 'params', revisionParams);
      res.json(await service.revision(pageIdOf(id), lang, revisionIdOf(rev)));
    },
  );
  router.post(
    `${base}/:id/:lang/revisions/:rev/restore`,
    ...editor,
    validate({ params: revisionParams, body: restoreBody }),
    async (req, res) => {
      const { id, lang, rev } = input(req, 'params', revisionParams);
      const { publish } = input(req, 'body', restoreBody);
      res.json(await service.restore(pageIdOf(id), lang, revisionIdOf(rev), publish, currentUser(req).id));
    },
  );
}

export function pagesRoutes(service: PagesService, requireAuth: RequestHandler): Router {
  const router = Router();
  publicRoutes(router, service);
  const editor = [requireAuth, requirePermission('cms.write')];
  editorPageRoutes(router, service, editor);
  editorVersionRoutes(router, service, editor);
  editorRevisionRoutes(router, service, editor);
  return router;
}
