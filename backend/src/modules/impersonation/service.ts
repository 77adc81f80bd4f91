// "Switch to user" for customer service and administrators (issue 14). A switch opens an impersonations row and
// hands out a short-lived token for the target that names the row (claim `imp`); the auth module accepts such a
// token only while the row is open and its staff member may still switch. Switching back closes the row; the
// staff token itself never left the browser, so the staff session resumes exactly as it was (DECISIONS.md).
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../shared/auth';
import type { ImpersonationStart } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { type JwtOptions, signAccessToken } from '../../shared/jwt';
import { isStaff } from '../../shared/permissions';
import { auditDetails } from '../audit';
import { closeSession, findStaffMember, findTarget, openSession } from './repository';

/** How long a switched session lives (and its token): long enough for a support call, short if forgotten. */
export const IMPERSONATION_TTL_SECONDS = 30 * 60;

// the answer's shape (POST admin/users/:id/impersonate) is a wire type of @officefit/domain, read by mf-admin
export type { ImpersonationStart };

export interface ImpersonationService {
  start(actor: AuthUser, targetId: number, res: Response): Promise<ImpersonationStart>;
  end(user: AuthUser, res: Response): Promise<{ ended: true }>;
}

export function createImpersonationService(db: Kysely<Database>, jwt: JwtOptions): ImpersonationService {
  return {
    async start(actor, targetId, res) {
      const target = await findTarget(db, targetId);
      if (!target) throw new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');
      // staff accounts hold other customers' data and rights: nobody borrows them, not even an admin
      if (target.id === actor.id || isStaff(target)) {
        throw new AppError('forbidden', 'impersonation_not_allowed', 'You cannot switch to a staff account.');
      }
      const expiresAt = new Date(Date.now() + IMPERSONATION_TTL_SECONDS * 1000);
      const sessionId = await openSession(db, { actorId: actor.id, targetId: target.id, expiresAt });
      await auditDetails(db, res, actor.id, {
        action: 'impersonation.start',
        targetUserId: target.id,
        impersonationId: sessionId,
        subject: `impersonation:${sessionId}`,
        after: { impersonation_id: sessionId, expires_at: expiresAt.toISOString() },
      });
      const token = signAccessToken(
        target.id,
        { secret: jwt.secret, expiresInSeconds: IMPERSONATION_TTL_SECONDS },
        target.token_version,
        sessionId,
      );
      const actorRow = await findStaffMember(db, actor.id);
      return {
        token,
        user_email: target.email,
        user_display_name: `${target.first_name} ${target.last_name}`.trim() || target.email,
        expires_at: expiresAt.toISOString(),
        orig_user: actorRow,
      };
    },

    async end(user, res) {
      const session = user.impersonation;
      if (!session) {
        throw new AppError('conflict', 'impersonation_not_active', 'You are not switched to another user.');
      }
      await closeSession(db, session.id, new Date());
      // the request hook wrote this POST as an impersonation.write row: name it for what it is
      await auditDetails(db, res, session.actor.id, {
        action: 'impersonation.end',
        targetUserId: user.id,
        subject: `impersonation:${session.id}`,
      });
      return { ended: true };
    },
  };
}
