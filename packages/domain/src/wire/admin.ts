// Wire types of the admin and customer-service area as the backend sends them (issue 35: they were written twice,
// in backend/src/modules/{admin,audit,impersonation} and mf-admin). Types only; timestamps are ISO 8601 strings.
import type { MembershipState } from '../contract/account-values';
import type { Role } from '../values';

/** A user as listed in the admin / customer-service area; `company` is the company name. */
export interface AdminUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: Role[];
  company: string | null;
  created_at: string;
  email_verified: boolean;
  /** The latest membership (by end date), or null for a user who never had one. */
  membership: { id: number; kind: string; state: MembershipState; ends_at: string | null } | null;
}

/** GET admin/users/:id: the customer-service view of one user. */
export interface AdminUserDetail {
  user: AdminUser;
  /** Failed logins counted against the account; `blocked_until` is set while login waits out a delay. */
  login: { failed_attempts: number; blocked_until: string | null };
  memberships: Array<{
    id: number;
    kind: string;
    state: MembershipState;
    starts_at: string;
    ends_at: string | null;
    duration: string | null;
    payment_type: string;
    price_cents: number;
    payment_confirmed_at: string | null;
  }>;
  membership_history: Array<{
    id: number;
    membership_id: number;
    from_state: string | null;
    to_state: string;
    reason: string;
    detail: string | null;
    actor: string;
    created_at: string;
  }>;
  orders: Array<{ id: number; state: string; points: number; total_cents: number; created_at: string }>;
  requests: Array<{ id: number; kind: string; state: string | null; created_at: string }>;
  mails: Array<{ id: number; kind: string; state: string; created_at: string; sent_at: string | null }>;
}

/** POST admin/users/:id/impersonate: the target's short-lived token, shaped like the login answer. */
export interface ImpersonationStart {
  token: string;
  user_email: string;
  user_display_name: string;
  expires_at: string;
  orig_user: { id: number; email: string; first_name: string; last_name: string };
}

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

/** A background job's state (the jobs table's `state`). */
export type JobState = 'pending' | 'running' | 'done' | 'skipped' | 'dead';

/** A background job as administrators see it (GET admin/jobs). */
export interface Job {
  id: number;
  name: string;
  key: string;
  recurring: boolean;
  every_seconds: number | null;
  state: JobState;
  attempts: number;
  /** Of the answering process's definition; null for a job that server does not know. */
  max_attempts: number | null;
  runs: number;
  /** The next run while pending, otherwise when it was due. */
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  created_at: string;
}
