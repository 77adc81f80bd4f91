import { call } from '@officefit/api';
import type { CompanyReport, OwnCompany, ServiceRequest, ServiceRequestBodyInput } from '@officefit/domain';
import { adminApi } from '../../../area-api';

/** The report of the signed-in owner's company (companyId null) or, for staff, of any company. */
export interface ReportArgs {
  companyId: number | null;
  weeks: number;
}

export const reportPath = ({ companyId }: Pick<ReportArgs, 'companyId'>) =>
  companyId === null ? 'officefit/v1/company/report' : `officefit/v1/admin/companies/${companyId}/report`;

const ownerApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyReport: build.query<CompanyReport, ReportArgs>({
      query: (args) => call('GET', reportPath(args), { weeks: args.weeks }),
    }),
    getOwnCompany: build.query<OwnCompany, void>({
      query: () => call('GET', 'officefit/v1/company'),
      providesTags: [{ type: 'Companies', id: 'OWN' }],
    }),
    requestService: build.mutation<ServiceRequest, ServiceRequestBodyInput>({
      query: (body) => call('POST', 'officefit/v1/company/service-requests', { ...body }),
      invalidatesTags: [{ type: 'Companies', id: 'OWN' }],
    }),
  }),
});

export const { useGetCompanyReportQuery, useGetOwnCompanyQuery, useRequestServiceMutation } = ownerApi;
