import { call } from '@officefit/api';
import type { AuditLogEntry } from '@officefit/domain';
import { adminApi } from '../../../area-api';
import { wpPage, type WpPage } from '../../../lib/wp-page';

export type { AuditLogEntry };

export interface AuditArgs {
  actor?: number;
  target?: number;
  page: number;
  per_page: number;
}

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<WpPage<AuditLogEntry>, AuditArgs>({
      query: (args) => call('GET', 'officefit/v1/admin/audit', { ...args }),
      transformResponse: wpPage<AuditLogEntry>,
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
