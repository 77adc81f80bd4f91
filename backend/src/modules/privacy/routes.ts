// officefit/v1 me/export, me/delete, me/delete/cancel and me/health-consent/withdraw (issue 13, GDPR
// self-service). Signed-in users act on their own data only; no active membership is needed.
import { type RequestHandler, Router } from 'express';
import { currentUser } from '../../shared/auth';
import { input, validate } from '../../shared/validate';
import { deleteAccountBody, exportQuery, withdrawConsentBody } from './schemas';
import type { PrivacyService } from './service';

export function privacyRoutes(service: PrivacyService, requireAuth: RequestHandler): Router {
  const router = Router();

  router.get('/me/export', requireAuth, validate({ query: exportQuery }), async (req, res) => {
    const userId = currentUser(req).id;
    const { format } = input(req, 'query', exportQuery);
    const date = new Date().toISOString().slice(0, 10);
    if (format === 'html') {
      res
        .set({
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Disposition': `attachment; filename="officefit-data-${date}.html"`,
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
        .send(await service.exportHtml(userId));
      return;
    }
    res
      .set('Content-Disposition', `attachment; filename="officefit-data-${date}.json"`)
      .json(await service.exportJson(userId));
  });

  router.post('/me/delete', requireAuth, validate({ body: deleteAccountBody }), async (req, res) => {
    res
      .status(202)
      .json(await service.requestDeletion(currentUser(req).id, input(req, 'body', deleteAccountBody)));
  });

  router.post('/me/delete/cancel', requireAuth, async (req, res) => {
    res.json(await service.cancelDeletion(currentUser(req).id));
  });

  router.post(
    '/me/health-consent/withdraw',
    requireAuth,
    validate({ body: withdrawConsentBody }),
    async (req, res) => {
      const body = input(req, 'body', withdrawConsentBody);
      res.json(await service.withdrawHealthConsent(currentUser(req).id, body));
    },
  );

  return router;
}
