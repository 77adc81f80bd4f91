import { call } from '@officefit/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { AdminUser, MembershipState } from '@officefit/domain';
import { adminApi } from '../../../area-api';

export type { AdminUser, MembershipState };

/** The membership filter of the search: a state of the latest membership, or none at all. */
export type MembershipFilter = MembershipState | 'none';

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
