import type { AuditRow } from './repository';

/** One row of GET admin/audit. */
export interface AuditLogEntry {
  id: number;
  created_at: string;
  actor: { id: number | null; name: string };
  target: { id: number; name: string | null } | null;
  /** Set when the action was made while the actor was switched to the target. */
  impersonation_id: number | null;
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
}

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
