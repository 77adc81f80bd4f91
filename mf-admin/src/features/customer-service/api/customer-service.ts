import { call } from '@officefit/api';
import type { AdminUserDetail, ImpersonationStart } from '@officefit/domain';
import { adminApi } from '../../../area-api';

export type { AdminUserDetail, ImpersonationStart };

export type UserAction = 'verification' | 'reset-link' | 'unlock';

const customerServiceApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminUser: build.query<AdminUserDetail, number>({
      query: (id) => call('GET', `officefit/v1/admin/users/${id}`),
      providesTags: (_result, _error, id) => [{ type: 'Users', id }],
    }),
    /** Reset link, verification link or unlocking the login. */
    runUserAction: build.mutation<unknown, { id: number; action: UserAction }>({
      query: ({ id, action }) => call('POST', `officefit/v1/admin/users/${id}/${action}`, {}),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Users', id }],
    }),
    changeMembership: build.mutation<
      AdminUserDetail,
      { id: number; membership_id: number; ends_at: string; note?: string }
    >({
      query: ({ id, ...body }) => call('PUT', `officefit/v1/admin/users/${id}/membership`, body),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Users', id }, 'Users'],
    }),
    confirmPayment: build.mutation<unknown, { id: number; membership_id: number }>({
      query: ({ membership_id }) =>
        call('POST', `officefit/v1/admin/memberships/${membership_id}/confirm-payment`, {}),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Users', id }, 'Users'],
    }),
    cancelOrder: build.mutation<unknown, { id: number; order_id: number }>({
      query: ({ order_id }) => call('POST', `officefit/v1/admin/shop/orders/${order_id}/cancel`, {}),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Users', id }],
    }),
    impersonate: build.mutation<ImpersonationStart, number>({
      query: (id) => call('POST', `officefit/v1/admin/users/${id}/impersonate`, {}),
    }),
  }),
});

export const {
  useGetAdminUserQuery,
  useRunUserActionMutation,
  useChangeMembershipMutation,
  useConfirmPaymentMutation,
  useCancelOrderMutation,
  useImpersonateMutation,
} = customerServiceApi;
