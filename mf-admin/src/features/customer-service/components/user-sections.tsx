import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { Badge } from '../../../lib/components/state-badge';
import { mailKindKey } from '../../../lib/mail-kind';
import type { AdminUserDetail } from '../api/customer-service';
import { SectionList } from './section-list';
import { useDetailFormats } from './use-detail-formats';
import type { StaffPermissions } from './use-staff-permissions';
import type { Membership, Pending } from './use-user-actions';

interface SectionProps {
  detail: AdminUserDetail;
}

interface ActionSectionProps extends SectionProps {
  can: StaffPermissions;
  onAction: (pending: Pending) => void;
}

/** The memberships, with confirming a payment or changing a membership's end where staff may. */
export function MembershipsSection({
  detail,
  can,
  onAction,
  onEdit,
}: ActionSectionProps & { onEdit: (membership: Membership) => void }) {
  const { t } = useTranslation('admin');
  const { day, euros } = useDetailFormats();
  return (
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
            <Badge $tone={m.state === 'active' ? 'success' : 'neutral'}>{t(`users.states.${m.state}`)}</Badge>
          </td>
          <td>{`${day(m.starts_at)} – ${day(m.ends_at)}`}</td>
          <td>{euros(m.price_cents)}</td>
          <td>
            {m.state === 'awaiting_payment' && can.confirmPayment && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onAction({ kind: 'confirm-payment', membershipId: m.id })}
              >
                {t('customerService.actions.confirm-payment')}
              </Button>
            )}
            {m.state !== 'awaiting_payment' && can.changeMembership && (
              <Button size="sm" variant="secondary" onClick={() => onEdit(m)}>
                {t('customerService.changeMembership')}
              </Button>
            )}
          </td>
        </>
      )}
    </SectionList>
  );
}

/** The membership's state changes, with their reasons. */
export function HistorySection({ detail }: SectionProps) {
  const { t } = useTranslation('admin');
  const { time } = useDetailFormats();
  return (
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
  );
}

/** The orders, with cancelling one that is still processing where staff may. */
export function OrdersSection({ detail, can, onAction }: ActionSectionProps) {
  const { t } = useTranslation('admin');
  const { time, euros } = useDetailFormats();
  return (
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
          <td>{`${euros(o.total_cents)} · ${t('customerService.points', { count: o.points })}`}</td>
          <td>
            {o.state === 'processing' && can.cancelOrder && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onAction({ kind: 'cancel-order', orderId: o.id })}
              >
                {t('customerService.actions.cancel-order')}
              </Button>
            )}
          </td>
        </>
      )}
    </SectionList>
  );
}

/** The user's requests to customer service. */
export function RequestsSection({ detail }: SectionProps) {
  const { t } = useTranslation('admin');
  const { time } = useDetailFormats();
  return (
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
  );
}

/** The mails sent to the user. */
export function MailsSection({ detail }: SectionProps) {
  const { t } = useTranslation('admin');
  const { time } = useDetailFormats();
  return (
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
  );
}
