import type { AuditLogEntry } from '../../shared/domain';
import type { AuditRow } from './repository';

// the answer's shape is a wire type of @officefit/domain, read by mf-admin as well
export type { AuditLogEntry };

/** One row of GET admin/audit. */
export function toAuditLogEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    actor: { id: row.actor_id, name: row.actor_name },
    target: row.target_user_id === null ? null : { id: row.target_user_id, name: row.target_name },
    impersonation_id: row.impersonation_id,
    action: row.action,
    subject: row.subject,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
