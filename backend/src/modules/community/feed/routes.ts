// officefit/v1 feed: the team feed of the caller's company (issue 38). Subscribers in the company ranking read and
// cheer; the author deletes a post; staff holding the community permission hide one.
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../../shared/access';
import { currentUser } from '../../../shared/auth';
import { requirePermission } from '../../../shared/permissions';
import { input, validate } from '../../../shared/validate';
import { adminFeedQuery, feedQuery, idParams, noQuery } from './schemas';
import type { FeedService } from './service';

export function feedRoutes(service: FeedService, requireAuth: RequestHandler): Router {
  const router = Router();
  const member = [requireAuth, requireAccess('abo')];
  const onePost = validate({ params: idParams, query: noQuery });
  const postId = (req: Parameters<RequestHandler>[0]) => input(req, 'params', idParams).id;
  // the community's staff permission (challenges.manage: ending and deleting challenges) also moderates the feed
  const moderator = [requireAuth, requirePermission('challenges.manage')];
  const staff = (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => ({
    actorId: currentUser(req).id,
    res,
  });

  router.get('/feed', ...member, validate({ query: feedQuery }), async (req, res) => {
    res.json(await service.list(currentUser(req).id, input(req, 'query', feedQuery)));
  });
  router.put('/feed/:id/cheer', ...member, onePost, async (req, res) => {
    res.json(await service.cheer(currentUser(req).id, postId(req)));
  });
  router.delete('/feed/:id/cheer', ...member, onePost, async (req, res) => {
    res.json(await service.uncheer(currentUser(req).id, postId(req)));
  });
  router.delete('/feed/:id', ...member, onePost, async (req, res) => {
    await service.remove(currentUser(req).id, postId(req));
    res.json({ deleted: true, id: postId(req) });
  });
  router.post('/feed/:id/hide', ...moderator, onePost, async (req, res) => {
    res.json(await service.hide(staff(req, res), postId(req)));
  });
  router.get('/admin/feed', ...moderator, validate({ query: adminFeedQuery }), async (req, res) => {
    res.json(await service.adminList(input(req, 'query', adminFeedQuery)));
  });
  router.post('/admin/feed/:id/unhide', ...moderator, onePost, async (req, res) => {
    res.json(await service.unhide(staff(req, res), postId(req)));
  });
  return router;
}
