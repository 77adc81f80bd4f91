import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge, type BadgeTone } from '../../../lib/components/state-badge';
import { mailKindKey } from '../../../lib/mail-kind';
import { type OutboxMail, useGetOutboxMailsQuery } from '../api/outbox';

const TONE: Record<OutboxMail['state'], BadgeTone> = {
  queued: 'warning',
  sent: 'success',
  failed: 'neutral',
};

/**
 * The newest mails of the outbox: what kind, to whom, whether delivered. Subject and body are never shown (nor
 * sent by the backend): a mail may carry a secret link such as a password reset.
 */
export function OutboxList() {
  const { t, i18n } = useTranslation('admin');
  const query = useGetOutboxMailsQuery({ per_page: 50 });
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <QueryState query={query} empty={t('outbox.empty')}>
      {(data) => (
        <ListTable
          caption={t('outbox.caption', { count: data.length })}
          items={data}
          rowKey={(mail) => mail.id}
          rowTestId="outbox-row"
          columns={[
            { heading: t('outbox.created'), cell: (mail) => format.format(new Date(mail.created_at)) },
            { heading: t('outbox.kind'), cell: (mail) => t(mailKindKey(mail.kind)) },
            { heading: t('outbox.recipient'), cell: (mail) => mail.recipient },
            {
              heading: t('outbox.state'),
              cell: (mail) => (
                <>
                  <Badge $tone={TONE[mail.state]}>{t(`outbox.states.${mail.state}`)}</Badge>
                  {mail.sent_at && <> {format.format(new Date(mail.sent_at))}</>}
                </>
              ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}
