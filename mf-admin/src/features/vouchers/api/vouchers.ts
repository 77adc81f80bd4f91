import { call } from '@officefit/api';
import type { AdminVoucher, AdminVouchersResponse, VoucherCreateBodyInput } from '@officefit/domain';
import { adminApi } from '../../../area-api';

const LIST = { type: 'Vouchers' as const, id: 'LIST' };

const vouchersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Membership vouchers, newest first (issue 36). */
    getVouchers: build.query<AdminVouchersResponse, void>({
      query: () => call('GET', 'officefit/v1/admin/vouchers'),
      providesTags: [LIST],
    }),
    createVouchers: build.mutation<AdminVouchersResponse, VoucherCreateBodyInput>({
      query: (body) => call('POST', 'officefit/v1/admin/vouchers', { ...body }),
      invalidatesTags: [LIST],
    }),
    disableVoucher: build.mutation<AdminVoucher, number>({
      query: (id) => call('POST', `officefit/v1/admin/vouchers/${id}/disable`),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetVouchersQuery, useCreateVouchersMutation, useDisableVoucherMutation } = vouchersApi;
