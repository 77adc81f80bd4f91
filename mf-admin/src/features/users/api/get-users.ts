import { api, call } from '@officefit/api';

/** A user as listed in the admin / customer-service area. */
export interface AdminUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  company: string | null;
  created_at: string;
}

const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUser[], { search?: string }>({
      query: (args) => call('GET', 'officefit/v1/admin/users', args),
      providesTags: ['Users'],
    }),
  }),
});

export const { useGetAdminUsersQuery } = usersApi;
