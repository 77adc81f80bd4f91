import { call } from '@officefit/api';
import type {
  CompanyReport,
  OwnCompany,
  ServiceRequest,
  ServiceRequestBodyInput,
  UnconfirmedMember,
} from '@officefit/domain';
import { adminApi } from '../../../area-api';

/** The report of the signed-in owner's company (companyId null) or, for staff, of any company. */
export interface ReportArgs {
  companyId: number | null;
  weeks: number;
}

export const reportPath = ({ companyId }: Pick<ReportArgs, 'companyId'>) =>
  companyId === null ? 'officefit/v1/company/report' : `officefit/v1/admin/companies/${companyId}/report`;

// a confirmed member changes the report's counts (issue 32), so confirming refetches both lists
const REPORT = { type: 'Companies', id: 'REPORT' } as const;
const UNCONFIRMED = { type: 'Companies', id: 'UNCONFIRMED' } as const;

const ownerApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyReport: build.query<CompanyReport, ReportArgs>({
      query: (args) => call('GET', reportPath(args), { weeks: args.weeks }),
      providesTags: [REPORT],
    }),
    getOwnCompany: build.query<OwnCompany, void>({
      query: () => call('GET', 'officefit/v1/company'),
      providesTags: [{ type: 'Companies', id: 'OWN' }],
    }),
    requestService: build.mutation<ServiceRequest, ServiceRequestBodyInput>({
      query: (body) => call('POST', 'officefit/v1/company/service-requests', { ...body }),
      invalidatesTags: [{ type: 'Companies', id: 'OWN' }],
    }),
    getUnconfirmedMembers: build.query<UnconfirmedMember[], void>({
      query: () => call('GET', 'officefit/v1/company/members/unconfirmed'),
      transformResponse: (reply: { members: UnconfirmedMember[] }) => reply.members,
      providesTags: [UNCONFIRMED],
    }),
    confirmMember: build.mutation<{ id: number; confirmed: true }, number>({
      query: (id) => call('POST', `officefit/v1/company/members/${id}/confirm`),
      invalidatesTags: [UNCONFIRMED, REPORT],
    }),
  }),
});

export const {
  useConfirmMemberMutation,
  useGetCompanyReportQuery,
  useGetOwnCompanyQuery,
  useGetUnconfirmedMembersQuery,
  useRequestServiceMutation,
} = ownerApi;
