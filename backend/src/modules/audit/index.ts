// Public surface of the audit module (issue 14): the staff audit log, its request hook and GET admin/audit.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { auditRoutes } from './routes';

export { auditDetails, auditWrites } from './hook';
export { type AuditEntry, insertAudit as recordAudit } from './repository';
export type { AuditLogEntry } from './mappers';

export interface AuditModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
}

/** Wires the audit module's router. */
export function createAuditModule({ db, requireAuth }: AuditModuleDeps): { router: Router } {
  return { router: auditRoutes(db, requireAuth) };
}
