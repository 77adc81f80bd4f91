// GET officefit/v1/admin/audit: the audit log, for administrators (permission audit.read).
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import { toAuditLogEntry } from './mappers';
import { listAudit } from './repository';
import { listAuditQuery } from './schemas';

export function auditRoutes(db: Kysely<Database>, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(
    '/admin/audit',
    requireAuth,
    requirePermission('audit.read'),
    validate({ query: listAuditQuery }),
    async (req, res) => {
      const { per_page, page, ...filter } = input(req, 'query', listAuditQuery);
      const { rows, total } = await listAudit(db, {
        ...filter,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      res
        .set({ 'X-WP-Total': String(total), 'X-WP-TotalPages': String(Math.ceil(total / per_page)) })
        .json(rows.map(toAuditLogEntry));
    },
  );
  return router;
}
