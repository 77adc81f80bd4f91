import { useTranslation } from '@officefit/i18n';
import { ConfirmDialog, QueryState } from '@officefit/ui';
import { type AdminUserDetail, useGetAdminUserQuery } from '../api/customer-service';
import { MembershipDialog } from './membership-dialog';
import { UserFactsCard } from './user-facts-card';
import {
  HistorySection,
  MailsSection,
  MembershipsSection,
  OrdersSection,
  RequestsSection,
} from './user-sections';
import { useStaffPermissions } from './use-staff-permissions';
import { useUserActions } from './use-user-actions';

/** The customer-service view of one user: facts, membership and its history, orders, requests, mails, actions. */
export function UserDetail({ id }: { id: number }) {
  const query = useGetAdminUserQuery(id);
  return <QueryState query={query}>{(detail) => <UserAccount id={id} detail={detail} />}</QueryState>;
}

/** One loaded account: its sections, the confirmation of an action and the membership dialog. */
function UserAccount({ id, detail }: { id: number; detail: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const can = useStaffPermissions();
  const actions = useUserActions(id);
  const { pending, setPending, editing } = actions;
  const name = `${detail.user.first_name} ${detail.user.last_name}`;
  return (
    <>
      <UserFactsCard detail={detail} name={name} can={can} onAction={setPending} />
      <MembershipsSection detail={detail} can={can} onAction={setPending} onEdit={actions.setEditing} />
      <HistorySection detail={detail} />
      <OrdersSection detail={detail} can={can} onAction={setPending} />
      <RequestsSection detail={detail} />
      <MailsSection detail={detail} />

      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`customerService.actions.${pending.kind}`) : ''}
        message={pending ? t(`customerService.confirm.${pending.kind}`, { name }) : ''}
        confirmLabel={pending ? t(`customerService.actions.${pending.kind}`) : undefined}
        cancelLabel={t('customerService.cancel')}
        loading={actions.busy}
        onConfirm={() => void actions.confirm()}
        onCancel={() => setPending(null)}
      />
      {editing && (
        <MembershipDialog
          open
          currentEnd={editing.ends_at}
          loading={actions.changing}
          onCancel={() => actions.setEditing(null)}
          onSubmit={(value) => void actions.submitMembership(value)}
        />
      )}
    </>
  );
}
