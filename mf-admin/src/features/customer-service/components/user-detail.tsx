import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  type AppDispatch,
  type RootState,
  showSnackbar,
  switchToUser,
  toApiFailure,
  useAppDispatch,
  useSignedInMeQuery,
} from '@officefit/api';
import { dateTimeFormat, numberFormat, useTranslation } from '@officefit/i18n';
import { Button, Card, ConfirmDialog, QueryState, VisuallyHidden } from '@officefit/ui';
import { ListTable, type ListTableProps } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { mailKindKey } from '../../../lib/mail-kind';
import {
  type AdminUserDetail,
  type UserAction,
  useCancelOrderMutation,
  useChangeMembershipMutation,
  useConfirmPaymentMutation,
  useGetAdminUserQuery,
  useImpersonateMutation,
  useRunUserActionMutation,
} from '../api/customer-service';
import { MembershipDialog } from './membership-dialog';

const STAFF_ROLES = ['administrator', 'customer_service', 'marketing'];

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What the confirmation dialog asks about. */
type Pending =
  | { kind: UserAction }
  | { kind: 'confirm-payment'; membershipId: number }
  | { kind: 'cancel-order'; orderId: number }
  | { kind: 'impersonate' };

/** A list section of the account: its table (the section title names it), or a short "nothing yet" line. */
function SectionList<T>({ title, ...list }: { title: string } & Omit<ListTableProps<T>, 'caption'>) {
  const { t } = useTranslation('admin');
  return (
    <Card title={title} headingLevel={2}>
      {list.items.length === 0 ? (
        <p>{t('customerService.none')}</p>
      ) : (
        <ListTable caption={<VisuallyHidden>{title}</VisuallyHidden>} {...list} />
      )}
    </Card>
  );
}

/** The customer-service view of one user: facts, membership and its history, orders, requests, mails, actions. */
export function UserDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: me } = useSignedInMeQuery();
  const query = useGetAdminUserQuery(id);
  const [runAction, actionState] = useRunUserActionMutation();
  const [confirmPayment, paymentState] = useConfirmPaymentMutation();
  const [cancelOrder, orderState] = useCancelOrderMutation();
  const [changeMembership, changeState] = useChangeMembershipMutation();
  const [impersonate, impersonateState] = useImpersonateMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<AdminUserDetail['memberships'][number] | null>(null);
  const may = (permission: string) => Boolean(me?.admin || me?.permissions?.includes(permission));
  const can = {
    write: may('users.write'),
    impersonate: may('users.impersonate'),
    confirmPayment: may('payments.confirm'),
    changeMembership: may('memberships.write'),
    cancelOrder: may('orders.cancel'),
  };
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = (value: string | null) => (value ? date.format(new Date(value)) : '–');
  const time = (value: string | null) => (value ? dateTime.format(new Date(value)) : '–');
  const euros = numberFormat(i18n.language, { style: 'currency', currency: 'EUR' });

  const done = (key: string) =>
    dispatch(showSnackbar({ key: `admin:customerService.done.${key}`, severity: 'success' }));
  const failed = () => dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
  /** A refused change of a membership: its own text when there is one (e.g. periods that would overlap). */
  const refused = (error: unknown) => {
    const { code } = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
    const key = i18n.exists(`admin:errors.${code}`) ? `admin:errors.${code}` : 'common:errors.transfer';
    dispatch(showSnackbar({ key, severity: 'error' }));
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
        const start = await impersonate(id).unwrap();
        // the thunk form gives switchToUser the store's getState
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

  return (
    <QueryState query={query}>
      {(detail) => {
        const { user } = detail;
        const name = `${user.first_name} ${user.last_name}`;
        const isStaff = user.roles.some((role) => STAFF_ROLES.includes(role));
        const busy =
          actionState.isLoading ||
          paymentState.isLoading ||
          orderState.isLoading ||
          impersonateState.isLoading;
        return (
          <>
            <Card title={name} headingLevel={2}>
              <Facts>
                <dt>{t('users.email')}</dt>
                <dd>{user.email}</dd>
                <dt>{t('users.company')}</dt>
                <dd>{user.company ?? '–'}</dd>
                <dt>{t('users.roles')}</dt>
                <dd>{user.roles.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', ')}</dd>
                <dt>{t('customerService.verified')}</dt>
                <dd>{user.email_verified ? t('customerService.yes') : t('customerService.no')}</dd>
                <dt>{t('customerService.failedLogins')}</dt>
                <dd>
                  {detail.login.blocked_until
                    ? t('customerService.blockedUntil', {
                        count: detail.login.failed_attempts,
                        time: time(detail.login.blocked_until),
                      })
                    : String(detail.login.failed_attempts)}
                </dd>
              </Facts>
              {can.write && (
                <Actions>
                  <Button variant="secondary" size="sm" onClick={() => setPending({ kind: 'reset-link' })}>
                    {t('customerService.actions.reset-link')}
                  </Button>
                  {!user.email_verified && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setPending({ kind: 'verification' })}
                    >
                      {t('customerService.actions.verification')}
                    </Button>
                  )}
                  {detail.login.failed_attempts > 0 && (
                    <Button variant="secondary" size="sm" onClick={() => setPending({ kind: 'unlock' })}>
                      {t('customerService.actions.unlock')}
                    </Button>
                  )}
                  {can.impersonate && !isStaff && (
                    <Button size="sm" onClick={() => setPending({ kind: 'impersonate' })}>
                      {t('customerService.actions.impersonate')}
                    </Button>
                  )}
                </Actions>
              )}
            </Card>

            <SectionList
              title={t('customerService.memberships')}
              items={detail.memberships}
              headings={[
                t('customerService.kind'),
                t('users.membership'),
                t('customerService.period'),
                t('customerService.price'),
                t('customerService.actionsColumn'),
              ]}
              rowKey={(m) => m.id}
            >
              {(m) => (
                <>
                  <td>{t(`customerService.kinds.${m.kind}`, { defaultValue: m.kind })}</td>
                  <td>
                    <Badge $tone={m.state === 'active' ? 'success' : 'neutral'}>
                      {t(`users.states.${m.state}`)}
                    </Badge>
                  </td>
                  <td>{`${day(m.starts_at)} – ${day(m.ends_at)}`}</td>
                  <td>{euros.format(m.price_cents / 100)}</td>
                  <td>
                    {m.state === 'awaiting_payment' && can.confirmPayment && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setPending({ kind: 'confirm-payment', membershipId: m.id })}
                      >
                        {t('customerService.actions.confirm-payment')}
                      </Button>
                    )}
                    {m.state !== 'awaiting_payment' && can.changeMembership && (
                      <Button size="sm" variant="secondary" onClick={() => setEditing(m)}>
                        {t('customerService.changeMembership')}
                      </Button>
                    )}
                  </td>
                </>
              )}
            </SectionList>

            <SectionList
              title={t('customerService.history')}
              items={detail.membership_history}
              headings={[t('customerService.when'), t('customerService.change'), t('customerService.reason')]}
              rowKey={(h) => h.id}
            >
              {(h) => (
                <>
                  <td>{time(h.created_at)}</td>
                  <td>{`${h.from_state ?? '–'} → ${h.to_state}`}</td>
                  <td>{h.detail ? `${h.reason}: ${h.detail}` : h.reason}</td>
                </>
              )}
            </SectionList>

            <SectionList
              title={t('customerService.orders')}
              items={detail.orders}
              headings={[
                t('customerService.order'),
                t('customerService.when'),
                t('customerService.state'),
                t('customerService.price'),
                t('customerService.actionsColumn'),
              ]}
              rowKey={(o) => o.id}
            >
              {(o) => (
                <>
                  <td>{`#${o.id}`}</td>
                  <td>{time(o.created_at)}</td>
                  <td>{t(`customerService.orderStates.${o.state}`, { defaultValue: o.state })}</td>
                  <td>{`${euros.format(o.total_cents / 100)} · ${t('customerService.points', { count: o.points })}`}</td>
                  <td>
                    {o.state === 'processing' && can.cancelOrder && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setPending({ kind: 'cancel-order', orderId: o.id })}
                      >
                        {t('customerService.actions.cancel-order')}
                      </Button>
                    )}
                  </td>
                </>
              )}
            </SectionList>

            <SectionList
              title={t('customerService.requests')}
              items={detail.requests}
              headings={[t('requests.received'), t('requests.kind'), t('requests.state')]}
              rowKey={(r) => r.id}
            >
              {(r) => (
                <>
                  <td>{time(r.created_at)}</td>
                  <td>{t(`requests.kinds.${r.kind}`, { defaultValue: r.kind })}</td>
                  <td>{r.state ? t(`requests.states.${r.state}`, { defaultValue: r.state }) : '–'}</td>
                </>
              )}
            </SectionList>

            <SectionList
              title={t('customerService.mails')}
              items={detail.mails}
              headings={[t('outbox.created'), t('outbox.kind'), t('outbox.state')]}
              rowKey={(m) => m.id}
            >
              {(m) => (
                <>
                  <td>{time(m.created_at)}</td>
                  <td>{t(mailKindKey(m.kind))}</td>
                  <td>{t(`outbox.states.${m.state}`, { defaultValue: m.state })}</td>
                </>
              )}
            </SectionList>

            <ConfirmDialog
              open={pending !== null}
              title={pending ? t(`customerService.actions.${pending.kind}`) : ''}
              message={pending ? t(`customerService.confirm.${pending.kind}`, { name }) : ''}
              confirmLabel={pending ? t(`customerService.actions.${pending.kind}`) : undefined}
              cancelLabel={t('customerService.cancel')}
              loading={busy}
              onConfirm={() => void confirm()}
              onCancel={() => setPending(null)}
            />
            {editing && (
              <MembershipDialog
                open
                currentEnd={editing.ends_at}
                loading={changeState.isLoading}
                onCancel={() => setEditing(null)}
                onSubmit={async ({ ends_at, note }) => {
                  try {
                    await changeMembership({
                      id,
                      membership_id: editing.id,
                      ends_at,
                      ...(note ? { note } : {}),
                    }).unwrap();
                    done('membership');
                    setEditing(null);
                  } catch (error) {
                    refused(error);
                  }
                }}
              />
            )}
          </>
        );
      }}
    </QueryState>
  );
}
