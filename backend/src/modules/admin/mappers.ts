import type { Role } from '../../shared/domain';
import type { AdminUserRow } from './repository';

/** A user as listed in the admin / customer-service area; `company` is the company name. */
export interface AdminUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: Role[];
  company: string | null;
  created_at: string;
}

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
  };
}
