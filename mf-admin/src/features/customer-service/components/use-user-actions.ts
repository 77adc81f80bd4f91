import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type AppDispatch,
  type RootState,
  showSnackbar,
  switchToUser,
  toApiFailure,
  useAppDispatch,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import {
  type AdminUserDetail,
  type UserAction,
  useCancelOrderMutation,
  useChangeMembershipMutation,
  useConfirmPaymentMutation,
  useImpersonateMutation,
  useRunUserActionMutation,
} from '../api/customer-service';

/** What the confirmation dialog asks about. */
export type Pending =
  | { kind: UserAction }
  | { kind: 'confirm-payment'; membershipId: number }
  | { kind: 'cancel-order'; orderId: number }
  | { kind: 'impersonate' };

export type Membership = AdminUserDetail['memberships'][number];

/** The account's actions: the one waiting for confirmation, the membership being changed, their requests and snackbars. */
export function useUserActions(id: number) {
  const { i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [runAction, actionState] = useRunUserActionMutation();
  const [confirmPayment, paymentState] = useConfirmPaymentMutation();
  const [cancelOrder, orderState] = useCancelOrderMutation();
  const [changeMembership, changeState] = useChangeMembershipMutation();
  const [impersonate, impersonateState] = useImpersonateMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<Membership | null>(null);

  const done = (key: string) =>
    dispatch(showSnackbar({ key: `admin:customerService.done.${key}`, severity: 'success' }));
  const failed = () => dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
  /** A refused change of a membership: its own text when there is one (e.g. periods that would overlap). */
  const refused = (error: unknown) => {
    const { code } = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
    const key = i18n.exists(`admin:errors.${code}`) ? `admin:errors.${code}` : 'common:errors.transfer';
    dispatch(showSnackbar({ key, severity: 'error' }));
  };

  const startImpersonation = async () => {
    const start = await impersonate(id).unwrap();
    // a thunk, for the store's getState: the staff token is kept aside before the switch
    dispatch((d: AppDispatch, getState: () => RootState) =>
      switchToUser(
        d,
        getState,
        { token: start.token, email: start.user_email, expiresAt: start.expires_at },
        `/admin/users/${id}`,
      ),
    );
    setPending(null);
    navigate('/home');
  };

  const confirm = async () => {
    const current = pending;
    if (!current) return;
    try {
      if (current.kind === 'confirm-payment') {
        await confirmPayment({ id, membership_id: current.membershipId }).unwrap();
      } else if (current.kind === 'cancel-order') {
        await cancelOrder({ id, order_id: current.orderId }).unwrap();
      } else if (current.kind === 'impersonate') {
        await startImpersonation();
        return;
      } else {
        await runAction({ id, action: current.kind }).unwrap();
      }
      done(current.kind);
    } catch {
      failed();
    }
    setPending(null);
  };

  const submitMembership = async ({ ends_at, note }: { ends_at: string; note: string }) => {
    if (!editing) return;
    try {
      await changeMembership({ id, membership_id: editing.id, ends_at, ...(note ? { note } : {}) }).unwrap();
      done('membership');
      setEditing(null);
    } catch (error) {
      refused(error);
    }
  };

  const busy =
    actionState.isLoading || paymentState.isLoading || orderState.isLoading || impersonateState.isLoading;
  return {
    pending,
    setPending,
    confirm,
    busy,
    editing,
    setEditing,
    submitMembership,
    changing: changeState.isLoading,
  };
}
