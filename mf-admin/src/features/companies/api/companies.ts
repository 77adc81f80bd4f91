import { call } from '@officefit/api';
import type {
  AccessCodeCreateBodyInput,
  CompanyBodyInput,
  CompanyDetail,
  CompanyService,
  CompanySubcategory,
  CompanySummary,
  CompanyUpdateBodyInput,
  ScimTokenInfo,
  ServiceBodyInput,
  ServiceRequest,
  SubcategoryBodyInput,
} from '@officefit/domain';
import { adminApi, saveCall } from '../../../area-api';

const LIST = { type: 'Companies', id: 'LIST' } as const;
const scim = (companyId: number) => ({ type: 'Companies' as const, id: `scim-${companyId}` });

/** A company's SCIM token as staff see it: never the token itself, which only its creation answer carries. */
export type { ScimTokenInfo };

const one = (id: number) => ({ type: 'Companies' as const, id });

const companiesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanies: build.query<CompanySummary[], { search?: string }>({
      query: (args) => call('GET', 'officefit/v1/admin/companies', { ...args }),
      providesTags: [LIST],
    }),
    getCompany: build.query<CompanyDetail, number>({
      query: (id) => call('GET', `officefit/v1/admin/companies/${id}`),
      providesTags: (_r, _e, id) => [one(id)],
    }),
    createCompany: build.mutation<CompanyDetail, CompanyBodyInput>({
      query: (body) => call('POST', 'officefit/v1/admin/companies', { ...body }),
      invalidatesTags: [LIST],
    }),
    updateCompany: build.mutation<CompanyDetail, { id: number; body: CompanyUpdateBodyInput }>({
      query: ({ id, body }) => call('PUT', `officefit/v1/admin/companies/${id}`, { ...body }),
      invalidatesTags: (_r, _e, { id }) => [LIST, one(id)],
    }),
    saveSubcategory: build.mutation<
      CompanySubcategory,
      { companyId: number; id?: number; body: SubcategoryBodyInput }
    >({
      query: ({ companyId, id, body }) =>
        saveCall(`officefit/v1/admin/companies/${companyId}/subcategories`, id, body),
      invalidatesTags: (_r, _e, { companyId }) => [one(companyId)],
    }),
    deleteSubcategory: build.mutation<{ deleted: true }, { companyId: number; id: number }>({
      query: ({ companyId, id }) =>
        call('DELETE', `officefit/v1/admin/companies/${companyId}/subcategories/${id}`),
      invalidatesTags: (_r, _e, { companyId }) => [LIST, one(companyId)],
    }),
    addAccessCode: build.mutation<CompanyDetail, { companyId: number; body: AccessCodeCreateBodyInput }>({
      query: ({ companyId, body }) =>
        call('POST', `officefit/v1/admin/companies/${companyId}/access-codes`, { ...body }),
      invalidatesTags: (_r, _e, { companyId }) => [LIST, one(companyId)],
    }),
    updateAccessCode: build.mutation<CompanyDetail, { companyId: number; id: number; seats: number }>({
      query: ({ companyId, id, seats }) =>
        call('PUT', `officefit/v1/admin/companies/${companyId}/access-codes/${id}`, { seats }),
      invalidatesTags: (_r, _e, { companyId }) => [LIST, one(companyId)],
    }),
    addService: build.mutation<CompanyService, { companyId: number; body: ServiceBodyInput }>({
      query: ({ companyId, body }) =>
        call('POST', `officefit/v1/admin/companies/${companyId}/services`, { ...body }),
      invalidatesTags: (_r, _e, { companyId }) => [one(companyId)],
    }),
    updateService: build.mutation<CompanyService, { companyId: number; id: number; active: boolean }>({
      query: ({ companyId, id, active }) =>
        call('PUT', `officefit/v1/admin/companies/${companyId}/services/${id}`, { active }),
      invalidatesTags: (_r, _e, { companyId }) => [one(companyId)],
    }),
    getScimTokens: build.query<ScimTokenInfo[], number>({
      query: (companyId) => call('GET', `officefit/v1/admin/companies/${companyId}/scim-tokens`),
      providesTags: (_r, _e, companyId) => [scim(companyId)],
    }),
    createScimToken: build.mutation<ScimTokenInfo & { token: string; scim_url: string }, number>({
      query: (companyId) => call('POST', `officefit/v1/admin/companies/${companyId}/scim-tokens`),
      invalidatesTags: (_r, _e, companyId) => [scim(companyId)],
    }),
    revokeScimToken: build.mutation<{ revoked: true }, { companyId: number; id: number }>({
      query: ({ companyId, id }) =>
        call('DELETE', `officefit/v1/admin/companies/${companyId}/scim-tokens/${id}`),
      invalidatesTags: (_r, _e, { companyId }) => [scim(companyId)],
    }),
    getServiceRequests: build.query<ServiceRequest[], void>({
      query: () => call('GET', 'officefit/v1/admin/service-requests'),
      providesTags: [{ type: 'Companies', id: 'REQUESTS' }],
    }),
    answerServiceRequest: build.mutation<ServiceRequest, { id: number; status: 'confirmed' | 'declined' }>({
      query: ({ id, status }) => call('PUT', `officefit/v1/admin/service-requests/${id}`, { status }),
      invalidatesTags: [{ type: 'Companies', id: 'REQUESTS' }],
    }),
  }),
});

export const {
  useGetCompaniesQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useSaveSubcategoryMutation,
  useDeleteSubcategoryMutation,
  useAddAccessCodeMutation,
  useUpdateAccessCodeMutation,
  useAddServiceMutation,
  useUpdateServiceMutation,
  useGetServiceRequestsQuery,
  useAnswerServiceRequestMutation,
  useGetScimTokensQuery,
  useCreateScimTokenMutation,
  useRevokeScimTokenMutation,
} = companiesApi;

/** Invalidates a company after a change made outside RTK Query (the picture upload). */
export const companyChanged = (id: number) => companiesApi.util.invalidateTags([one(id)]);
