import { call } from '@officefit/api';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CreatedUser, CreateUserBodyInput, ImportReport, ImportUsersBodyInput } from '@officefit/domain';
import { adminApi } from '../../../area-api';

const usersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<CreatedUser, CreateUserBodyInput>({
      query: (body) => call('POST', 'officefit/v1/admin/users', { ...body }),
      invalidatesTags: ['Users', { type: 'Companies', id: 'LIST' }],
    }),
    importUsers: build.mutation<ImportReport, ImportUsersBodyInput>({
      query: (body) => call('POST', 'officefit/v1/admin/users/import', { ...body }),
      invalidatesTags: ['Users', { type: 'Companies', id: 'LIST' }],
    }),
  }),
});

export const { useCreateUserMutation, useImportUsersMutation } = usersApi;

/** The row report of a refused import (400 import_rows_invalid carries it in `data`), or null. */
export function refusedReport(error: unknown): ImportReport | null {
  const data = (error as FetchBaseQueryError | undefined)?.data as
    { code?: string; data?: ImportReport } | undefined;
  return data?.code === 'import_rows_invalid' && data.data ? data.data : null;
}
