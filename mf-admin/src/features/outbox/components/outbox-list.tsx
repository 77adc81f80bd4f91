import { useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import { Table, TableScroll } from '../../../components/admin-frame';
import { Badge, type BadgeTone } from '../../../components/state-badge';
import { type OutboxMail, useGetOutboxMailsQuery } from '../api/outbox';

const TONE: Record<OutboxMail['state'], BadgeTone> = {
  queued: 'warning',
  sent: 'success',
  failed: 'neutral',
};
const KINDS = ['password_reset', 'contact_request', 'trial_request', 'exercise_share'];

/**
 * The newest mails of the outbox: what kind, to whom, whether delivered. Subject and body are never shown (nor
 * sent by the backend): a mail may carry a secret link such as a password reset.
 */
export function OutboxList() {
  const { t, i18n } = useTranslation('admin');
  const query = useGetOutboxMailsQuery({ per_page: 50 });
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <QueryState query={query} empty={t('outbox.empty')}>
      {(data) => (
        <TableScroll>
          <Table>
            <caption>{t('outbox.caption', { count: data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('outbox.created')}</th>
                <th scope="col">{t('outbox.kind')}</th>
                <th scope="col">{t('outbox.recipient')}</th>
                <th scope="col">{t('outbox.state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((mail) => (
                <tr key={mail.id} data-testid="outbox-row">
                  <td>{format.format(new Date(mail.created_at))}</td>
                  <td>{KINDS.includes(mail.kind) ? t(`outbox.kinds.${mail.kind}`) : mail.kind}</td>
                  <td>{mail.recipient}</td>
                  <td>
                    <Badge $tone={TONE[mail.state]}>{t(`outbox.states.${mail.state}`)}</Badge>
                    {mail.sent_at && <> {format.format(new Date(mail.sent_at))}</>}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </QueryState>
  );
}
