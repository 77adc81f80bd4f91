import type { AdminUser, AdminUserDetail, MembershipState } from '../../shared/domain';
import type { AdminUserRow, CustomerHistory } from './repository';

// the answers' shapes are wire types of @officefit/domain, read by mf-admin as well
export type { AdminUser, AdminUserDetail };

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
