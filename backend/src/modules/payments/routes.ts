// officefit/v1 admin/payments/*: the SEPA collection files (staff with payments.confirm, like confirming a
// payment by hand). Making a file is a write (audited); the file itself is fetched again by its id.
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { currentUser } from '../../shared/auth';
import { idField } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { requirePermission } from '../../shared/permissions';
import { singleFileUpload } from '../../shared/upload';
import { input, validate } from '../../shared/validate';
import type { Clock } from '../kernel';
import { importBankStatement } from './bank-statement';
import { listOpenInvoices } from './invoices';
import { collectionFile, createCollection, listCollections } from './sepa-collection';

/** The collection is made of what is due: the request carries nothing. */
const noBody = z.strictObject({});
const noQuery = z.strictObject({});
const collectionIdParams = z.strictObject({ id: idField() });

export function paymentsRoutes(db: Kysely<Database>, requireAuth: RequestHandler, clock: Clock): Router {
  const router = Router();
  const staff = [requireAuth, requirePermission('payments.confirm')];

  router.get(
    '/admin/payments/sepa-collections',
    ...staff,
    validate({ query: noQuery }),
    async (_req, res) => {
      res.json({ collections: await listCollections(db) });
    },
  );

  router.post('/admin/payments/sepa-collections', ...staff, validate({ body: noBody }), async (req, res) => {
    const acting = { actorId: currentUser(req).id, res, now: clock() };
    res.status(201).json(await createCollection(db, acting));
  });

  router.get(
    '/admin/payments/sepa-collections/:id/file',
    ...staff,
    validate({ params: collectionIdParams }),
    async (req, res) => {
      const file = await collectionFile(db, input(req, 'params', collectionIdParams).id);
      res
        .set({
          'Content-Type': 'application/xml; charset=utf-8',
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'X-Content-Type-Options': 'nosniff',
        })
        .send(file.xml);
    },
  );

  router.get('/admin/payments/invoices', ...staff, validate({ query: noQuery }), async (_req, res) => {
    res.json({ invoices: await listOpenInvoices(db) });
  });

  // a month's statement of a small business is well under a megabyte; the limit keeps the parser's work bounded
  router.post(
    '/admin/payments/bank-statements',
    ...staff,
    singleFileUpload({ maxBytes: 5 * 1024 * 1024, limitText: '5 MB', fields: 0 }),
    async (req, res) => {
      if (!req.file) {
        throw new AppError('invalid_data', 'rest_upload_invalid', 'Please attach the statement as `file`.');
      }
      const acting = { actorId: currentUser(req).id, res };
      res.json(await importBankStatement(db, req.file.buffer.toString('utf8'), acting));
    },
  );

  return router;
}
