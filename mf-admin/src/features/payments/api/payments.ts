import { useCallback } from 'react';
import { call, downloadFile, saveFile, uploadFile, useAppDispatch } from '@officefit/api';
import type {
  BankStatementImport,
  OpenInvoicesResponse,
  SepaCollection,
  SepaCollectionsResponse,
} from '@officefit/domain';
import { adminApi } from '../../../area-api';

const LIST = { type: 'SepaCollections' as const, id: 'LIST' };
const INVOICES = { type: 'OpenInvoices' as const, id: 'LIST' };
const BASE = 'officefit/v1/admin/payments';

const paymentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** The SEPA collection files, newest first (issue 36). */
    getSepaCollections: build.query<SepaCollectionsResponse, void>({
      query: () => call('GET', `${BASE}/sepa-collections`),
      providesTags: [LIST],
    }),
    createSepaCollection: build.mutation<SepaCollection, void>({
      query: () => call('POST', `${BASE}/sepa-collections`, {}),
      invalidatesTags: [LIST],
    }),
    /** Memberships paid by invoice and not paid yet, with their dunning step (issue 36). */
    getOpenInvoices: build.query<OpenInvoicesResponse, void>({
      query: () => call('GET', `${BASE}/invoices`),
      providesTags: [INVOICES],
    }),
    /** Staff received the money: the payment confirmation every membership payment has. */
    markInvoicePaid: build.mutation<unknown, number>({
      query: (membershipId) =>
        call('POST', `officefit/v1/admin/memberships/${membershipId}/confirm-payment`, {}),
      invalidatesTags: [INVOICES, 'Users'],
    }),
  }),
});

export const {
  useGetSepaCollectionsQuery,
  useCreateSepaCollectionMutation,
  useGetOpenInvoicesQuery,
  useMarkInvoicePaidMutation,
} = paymentsApi;

/**
 * Downloads a collection file through the app's base query (a plain link cannot send the bearer token); resolves
 * false when it failed.
 */
export function useCollectionDownload(): (collection: SepaCollection) => Promise<boolean> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (collection) => {
      const result = await dispatch(downloadFile(`${BASE}/sepa-collections/${collection.id}/file`));
      if (result.error) return false;
      saveFile(result.data.file, result.data.name ?? `${collection.message_id}.xml`);
      return true;
    },
    [dispatch],
  );
}

/** Uploads a camt.053 statement; the answer, or the failure for the snackbar. */
export function useStatementUpload(): (
  file: File,
) => Promise<{ data: BankStatementImport; error?: undefined } | { data?: undefined; error: unknown }> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (file) => {
      const result = await dispatch(uploadFile(`${BASE}/bank-statements`, file));
      return result.error ? { error: result.error } : { data: result.data as BankStatementImport };
    },
    [dispatch],
  );
}
