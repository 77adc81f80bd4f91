import { call } from '@officefit/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { adminApi } from '../../../area-api';

/** The state of a membership as the backend names it (MEMBERSHIP_STATES). */
export type MembershipState =
  'active' | 'extension' | 'cancelled' | 'cancelled_renewal' | 'expired' | 'awaiting_payment';

/** The membership filter of the search: a state of the latest membership, or none at all. */
export type MembershipFilter = MembershipState | 'none';

/** A user as listed in the admin / customer-service area (backend modules/admin/mappers.ts AdminUser). */
export interface AdminUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  company: string | null;
  created_at: string;
  email_verified: boolean;
  membership: { id: number; kind: string; state: MembershipState; ends_at: string | null } | null;
}

export interface AdminUsersArgs {
  search?: string;
  membership?: MembershipFilter;
  per_page?: number;
  page?: number;
}

const usersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<{ items: AdminUser[]; total: number; totalPages: number }, AdminUsersArgs>({
      query: (args) => call('GET', 'officefit/v1/admin/users', { ...args }),
      transformResponse: (items: AdminUser[], meta: FetchBaseQueryMeta | undefined) => ({
        items,
        total: Number(meta?.response?.headers.get('X-WP-Total') ?? items.length) || items.length,
        totalPages: Number(meta?.response?.headers.get('X-WP-TotalPages') ?? 1) || 1,
      }),
      providesTags: ['Users'],
    }),
  }),
});

export const { useGetAdminUsersQuery } = usersApi;
