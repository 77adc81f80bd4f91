// officefit/v1 contact (public) and the admin area's requests and outbox (administrator or customer service).
import { type RequestHandler, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import { sendPaged } from '../posts';
import { contactBody, listRequestsQuery, outboxQuery, requestParams, updateRequestBody } from './schemas';
import { type ContactService, invalidRequestId } from './service';

export function contactRoutes(service: ContactService, requireAuth: RequestHandler): Router {
  const router = Router();

  router.post('/contact', validate({ body: contactBody }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(201).json(await service.submit(input(req, 'body', contactBody), req.ip ?? 'unknown'));
  });

  router.get(
    '/admin/requests',
    requireAuth,
    requirePermission('requests.read'),
    validate({ query: listRequestsQuery }),
    async (req, res) => {
      sendPaged(res, await service.list(input(req, 'query', listRequestsQuery)));
    },
  );
  router.put(
    '/admin/requests/:id',
    requireAuth,
    requirePermission('requests.write'),
    validate({ params: requestParams, body: updateRequestBody }),
    async (req, res) => {
      const { id } = input(req, 'params', requestParams);
      if (!/^\d{1,9}$/.test(id)) throw invalidRequestId();
      res.json(await service.start(Number(id), currentUser(req).id));
    },
  );
  router.get(
    '/admin/outbox',
    requireAuth,
    requirePermission('outbox.read'),
    validate({ query: outboxQuery }),
    async (req, res) => {
      res.json(await service.outbox(input(req, 'query', outboxQuery)));
    },
  );
  return router;
}
