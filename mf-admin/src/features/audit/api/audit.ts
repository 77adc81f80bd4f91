import { call } from '@officefit/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { AuditLogEntry } from '@officefit/domain';
import { adminApi } from '../../../area-api';

export type { AuditLogEntry };

export interface AuditArgs {
  actor?: number;
  target?: number;
  page: number;
  per_page: number;
}

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<{ items: AuditLogEntry[]; totalPages: number }, AuditArgs>({
      query: (args) => call('GET', 'officefit/v1/admin/audit', { ...args }),
      transformResponse: (items: AuditLogEntry[], meta: FetchBaseQueryMeta | undefined) => ({
        items,
        totalPages: Number(meta?.response?.headers.get('X-WP-TotalPages') ?? 1) || 1,
      }),
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
