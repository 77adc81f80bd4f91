import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { Pagination, QueryState } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { type AuditLogEntry, useGetAuditQuery } from '../api/audit';

const Json = styled.code`
  display: block;
  white-space: pre-wrap;
  max-width: 24rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const json = (value: unknown) =>
  value === null || value === undefined ? '–' : JSON.stringify(value, null, 1);

/** The audit log, newest first: who did what to whom, with the state before and after. */
export function AuditList({ target }: { target?: number }) {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useGetAuditQuery({ target, page, per_page: 50 });
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const who = (entry: AuditLogEntry) =>
    entry.target ? (
      <Link to={`/admin/users/${entry.target.id}`}>{entry.target.name ?? `#${entry.target.id}`}</Link>
    ) : (
      '–'
    );
  return (
    <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('audit.empty')}>
      {(data) => (
        <>
          <ListTable
            caption={t('audit.caption')}
            items={data.items}
            rowKey={(entry) => entry.id}
            rowTestId="audit-row"
            columns={[
              { heading: t('audit.when'), cell: (entry) => format.format(new Date(entry.created_at)) },
              { heading: t('audit.actor'), cell: (entry) => entry.actor.name },
              {
                heading: t('audit.action'),
                cell: (entry) => (
                  <>
                    <span>
                      {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                      {entry.impersonation_id !== null && (
                        <>
                          {' '}
                          <Badge $tone="warning">{t('audit.switched')}</Badge>
                        </>
                      )}
                    </span>
                    {entry.subject && <Json>{entry.subject}</Json>}
                  </>
                ),
              },
              { heading: t('audit.target'), cell: (entry) => who(entry) },
              { heading: t('audit.before'), cell: (entry) => <Json>{json(entry.before)}</Json> },
              { heading: t('audit.after'), cell: (entry) => <Json>{json(entry.after)}</Json> },
            ]}
          />
          {data.totalPages > 1 && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
        </>
      )}
    </QueryState>
  );
}
