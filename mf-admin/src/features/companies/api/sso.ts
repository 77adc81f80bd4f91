// A company's single sign-on provider (issue 37): GET / PUT / DELETE admin/companies/:id/sso. The client secret is
// write-only: answers say only whether one is set.
import { call } from '@officefit/api';
import type { SsoConfig, SsoConfigBody } from '@officefit/domain';
import { adminApi } from '../../../area-api';

export type { SsoConfig };

const tag = (id: number) => ({ type: 'Companies' as const, id: `sso-${id}` });

const ssoApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanySso: build.query<SsoConfig, number>({
      query: (id) => call('GET', `officefit/v1/admin/companies/${id}/sso`),
      providesTags: (_r, _e, id) => [tag(id)],
    }),
    saveCompanySso: build.mutation<SsoConfig, { id: number; body: SsoConfigBody }>({
      query: ({ id, body }) => call('PUT', `officefit/v1/admin/companies/${id}/sso`, { ...body }),
      invalidatesTags: (_r, _e, { id }) => [tag(id)],
    }),
    removeCompanySso: build.mutation<SsoConfig, number>({
      query: (id) => call('DELETE', `officefit/v1/admin/companies/${id}/sso`),
      invalidatesTags: (_r, _e, id) => [tag(id)],
    }),
  }),
});

export const { useGetCompanySsoQuery, useSaveCompanySsoMutation, useRemoveCompanySsoMutation } = ssoApi;
