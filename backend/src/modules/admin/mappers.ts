import type { MembershipState, Role } from '../../shared/domain';
import type { AdminUserRow, CustomerHistory } from './repository';

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
  mails: Array<{
    id: number;
    kind: string;
    state: string;
    created_at: string;
    sent_at: string | null;
  }>;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Maps a search row. */
export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    roles: row.roles,
    company: row.company_name,
    created_at: row.created_at.toISOString(),
    email_verified: row.email_verified === true,
    membership:
      row.membership_id === null || row.membership_kind === null
        ? null
        : {
            id: row.membership_id,
            kind: row.membership_kind,
            state: row.membership_state as MembershipState,
            ends_at: iso(row.membership_ends_at),
          },
  };
}

/** Maps the user row and the customer's history. */
export function toAdminUserDetail(row: AdminUserRow, h: CustomerHistory): AdminUserDetail {
  return {
    user: toAdminUser(row),
    login: { failed_attempts: h.failures.count, blocked_until: iso(h.failures.blockedUntil) },
    memberships: h.memberships.map((m) => ({
      id: m.id,
      kind: m.kind,
      state: m.state as MembershipState,
      starts_at: m.starts_at.toISOString(),
      ends_at: iso(m.ends_at),
      duration: m.duration,
      payment_type: m.payment_type,
      price_cents: m.price_cents,
      payment_confirmed_at: iso(m.payment_confirmed_at),
    })),
    membership_history: h.history.map((e) => ({
      id: Number(e.id),
      membership_id: e.subscription_id,
      from_state: e.from_state,
      to_state: e.to_state,
      reason: e.reason,
      detail: e.detail,
      actor: e.actor,
      created_at: e.created_at.toISOString(),
    })),
    orders: h.orders.map((o) => ({ ...o, created_at: o.created_at.toISOString() })),
    requests: h.requests.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    mails: h.mails.map((m) => ({
      ...m,
      created_at: m.created_at.toISOString(),
      sent_at: iso(m.sent_at),
    })),
  };
}
