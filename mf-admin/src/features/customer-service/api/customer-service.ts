import { call } from '@officefit/api';
import type { AdminUser, MembershipState } from '../../users';
import { adminApi } from '../../../area-api';

/** GET admin/users/:id: one customer with everything customer service needs (modules/admin AdminUserDetail). */
export interface AdminUserDetail {
  user: AdminUser;
  login: { failed_attempts: number; blocked_until: string | null };
  memberships: Array<{
    id: number;
    kind: string;
    state: MembershipState;
    starts_at: string;
    ends_at: string | null;
    duration: string | null;
    payment_type: string;
    price_cents: number;
    payment_confirmed_at: string | null;
  }>;
  membership_history: Array<{
    id: number;
    membership_id: number;
    from_state: string | null;
    to_state: string;
    reason: string;
    detail: string | null;
    actor: string;
    created_at: string;
  }>;
  orders: Array<{ id: number; state: string; points: number; total_cents: number; created_at: string }>;
  requests: Array<{ id: number; kind: string; state: string | null; created_at: string }>;
  mails: Array<{ id: number; kind: string; state: string; created_at: string; sent_at: string | null }>;
}

/** POST admin/users/:id/impersonate: the target's short-lived token. */
export interface ImpersonationStart {
  token: string;
  user_email: string;
  user_display_name: string;
  expires_at: string;
}

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
