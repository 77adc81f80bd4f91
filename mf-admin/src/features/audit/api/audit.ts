import { call } from '@officefit/api';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { adminApi } from '../../../area-api';

/** One row of GET admin/audit (backend modules/audit/mappers.ts AuditLogEntry). */
export interface AuditLogEntry {
  id: number;
  created_at: string;
  actor: { id: number | null; name: string };
  target: { id: number; name: string | null } | null;
  impersonation_id: number | null;
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
}

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
