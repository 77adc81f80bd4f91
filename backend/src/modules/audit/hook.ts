// The request hook behind "every staff action and every write made while switched is audited" (issue 14). It
// runs right after authentication, before the route's guards and handlers, so the row exists whatever the
// handler does next (a refused or failed attempt is on record too). Handlers that know more (the target, the
// state before and after) complete the same row through auditDetails(), so one action is one row.
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AfterAuthenticate } from '../../shared/auth';
import { AppError } from '../../shared/errors';
import { permissionsOf } from '../../shared/permissions';
import { type AuditEntry, completeAudit, insertAudit } from './repository';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Staff endpoints live under these path segments (officefit/v1/admin/…, officefit/v1/cms/…). */
const STAFF_PATH = /\/officefit\/v1\/(admin|cms)\//;

/**
 * What nobody does in someone else's name: the credentials, the account, the health-data consent and the full data
 * export (a GDPR copy of everything, unaudited as a read) stay the customer's.
 */
const OWNER_ONLY = new Set([
  ...['me/password', 'me/email', 'me/delete', 'me/delete/cancel', 'me/health-consent/withdraw'].map(
    (path) => `POST /wp-json/officefit/v1/${path}`,
  ),
  'GET /wp-json/officefit/v1/me/export',
]);

/** res.locals key of the row this request writes to. */
const ROW = 'auditRowId';

/** The route pattern (`/officefit/v1/admin/users/:id/unlock`), so rows group by endpoint, not by id. */
function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return `${req.method} ${req.baseUrl}${typeof pattern === 'string' ? pattern : req.path}`;
}

/** The AfterAuthenticate hook that writes the row of a staff write or of a write made while switched. */
export function auditWrites(db: Kysely<Database>): AfterAuthenticate {
  return async (req, res) => {
    const user = req.user;
    if (!user) return;
    const route = routeOf(req);
    if (user.impersonation && OWNER_ONLY.has(route)) {
      throw new AppError(
        'forbidden',
        'impersonation_not_allowed',
        'This is not possible while you view the app as another user.',
      );
    }
    if (READS.has(req.method)) return;
    let entry: AuditEntry | undefined;
    if (user.impersonation) {
      entry = {
        actorId: user.impersonation.actor.id,
        impersonationId: user.impersonation.id,
        targetUserId: user.id,
        action: 'impersonation.write',
        subject: route,
      };
    } else if (STAFF_PATH.test(`${req.baseUrl}${req.path}`) && permissionsOf(user).length > 0) {
      entry = { actorId: user.id, action: 'staff.request', subject: route, after: req.params };
    }
    if (entry) res.locals[ROW] = await insertAudit(db, entry);
  };
}

/**
 * Completes the request's audit row with a precise action, the target and the state before and after; writes a
 * row of its own when the hook wrote none.
 */
export async function auditDetails(
  db: Kysely<Database>,
  res: Response,
  actorId: number,
  entry: Omit<AuditEntry, 'actorId'>,
): Promise<void> {
  const id = res.locals[ROW] as number | undefined;
  if (id === undefined) await insertAudit(db, { actorId, ...entry });
  else await completeAudit(db, id, entry);
}
