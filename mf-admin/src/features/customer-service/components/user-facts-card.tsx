import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button, Card } from '@officefit/ui';
import type { AdminUserDetail } from '../api/customer-service';
import { useDetailFormats } from './use-detail-formats';
import type { StaffPermissions } from './use-staff-permissions';
import type { Pending } from './use-user-actions';

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

interface FactsCardProps {
  detail: AdminUserDetail;
  name: string;
  can: StaffPermissions;
  onAction: (pending: Pending) => void;
}

/** The account's facts (e-mail, company, roles, login state) and the actions staff may take on it. */
export function UserFactsCard({ detail, name, can, onAction }: FactsCardProps) {
  const { t } = useTranslation('admin');
  const { time } = useDetailFormats();
  const { user } = detail;
  return (
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
      {can.write && <UserActions detail={detail} can={can} onAction={onAction} />}
    </Card>
  );
}

/** The buttons of the actions that apply to this account (staff cannot be impersonated). */
function UserActions({ detail, can, onAction }: Omit<FactsCardProps, 'name'>) {
  const { t } = useTranslation('admin');
  const { user } = detail;
  const isStaff = user.roles.some((role) => STAFF_ROLES.includes(role));
  return (
    <Actions>
      <Button variant="secondary" size="sm" onClick={() => onAction({ kind: 'reset-link' })}>
        {t('customerService.actions.reset-link')}
      </Button>
      {!user.email_verified && (
        <Button variant="secondary" size="sm" onClick={() => onAction({ kind: 'verification' })}>
          {t('customerService.actions.verification')}
        </Button>
      )}
      {detail.login.failed_attempts > 0 && (
        <Button variant="secondary" size="sm" onClick={() => onAction({ kind: 'unlock' })}>
          {t('customerService.actions.unlock')}
        </Button>
      )}
      {can.impersonate && !isStaff && (
        <Button size="sm" onClick={() => onAction({ kind: 'impersonate' })}>
          {t('customerService.actions.impersonate')}
        </Button>
      )}
    </Actions>
  );
}
