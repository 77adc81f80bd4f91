import { call } from '@officefit/api';
import type { AdminUser, MembershipState } from '@officefit/domain';
import { adminApi } from '../../../area-api';
import { wpPage, type WpPage } from '../../../lib/wp-page';

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
    getAdminUsers: build.query<WpPage<AdminUser>, AdminUsersArgs>({
      query: (args) => call('GET', 'officefit/v1/admin/users', { ...args }),
      transformResponse: wpPage<AdminUser>,
      providesTags: ['Users'],
    }),
  }),
});

export const { useGetAdminUsersQuery } = usersApi;
