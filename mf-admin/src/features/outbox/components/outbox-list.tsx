import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, EmptyState, Spinner } from '@officefit/ui';
import { Table, TableScroll } from '../../../components/admin-frame';
import { Badge } from '../../../components/state-badge';
import { useGetOutboxMailsQuery } from '../api/outbox';

const Body = styled.pre`
  white-space: pre-wrap;
  font-family: inherit;
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

/** The newest mails of the outbox: to the sales inbox and others; unsent ones wait for an SMTP transport. */
export function OutboxList() {
  const { t, i18n } = useTranslation('admin');
  const { data, isLoading, isError } = useGetOutboxMailsQuery({ per_page: 50 });
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (isLoading) return <Spinner />;
  if (isError) return <Alert severity="error">{t('common:errors.contentNotLoaded')}</Alert>;
  if (!data || data.length === 0) return <EmptyState>{t('outbox.empty')}</EmptyState>;
  return (
    <TableScroll>
      <Table>
        <caption>{t('outbox.caption', { count: data.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('outbox.created')}</th>
            <th scope="col">{t('outbox.recipient')}</th>
            <th scope="col">{t('outbox.subject')}</th>
            <th scope="col">{t('outbox.sent')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((mail) => (
            <tr key={mail.id}>
              <td>{format.format(new Date(mail.created_at))}</td>
              <td>{mail.recipient}</td>
              <td>
                <details>
                  <summary>{mail.subject}</summary>
                  <Body>{mail.body}</Body>
                </details>
              </td>
              <td>
                {mail.sent_at ? (
                  format.format(new Date(mail.sent_at))
                ) : (
                  <Badge $tone="warning">{t('outbox.waiting')}</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
