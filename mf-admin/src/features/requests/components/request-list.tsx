import { useState } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { EmptyState, Pagination, QueryError, Select, Spinner } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { RequestStateCell } from '../../../lib/components/request-state-cell';
import {
  useGetContactRequestsQuery,
  useStartTrialRequestMutation,
  type ContactRequest,
} from '../api/requests';

const Filters = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
    max-width: 40rem;
  }
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-line;
  max-width: 32rem;
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
`;

/** Contact and trial-week requests, newest first; a trial request can be marked as started. */
export function RequestList() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<'' | 'contact' | 'trial'>('');
  const [state, setState] = useState<'' | 'requested' | 'started'>('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useGetContactRequestsQuery({
    kind: kind || undefined,
    state: state || undefined,
    per_page: 20,
    page,
  });

  return (
    <>
      <Filters>
        <Select
          label={t('requests.kind')}
          value={kind}
          options={[
            { value: '', label: t('articles.all') },
            { value: 'trial', label: t('requests.kinds.trial') },
            { value: 'contact', label: t('requests.kinds.contact') },
          ]}
          onChange={(value) => {
            setPage(1);
            setKind(value as typeof kind);
          }}
        />
        <Select
          label={t('requests.state')}
          value={state}
          options={[
            { value: '', label: t('articles.all') },
            { value: 'requested', label: t('requests.states.requested') },
            { value: 'started', label: t('requests.states.started') },
          ]}
          onChange={(value) => {
            setPage(1);
            setState(value as typeof state);
          }}
        />
      </Filters>
      {isLoading || (isFetching && !data) ? (
        <Spinner />
      ) : isError ? (
        <QueryError onRetry={refetch} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>{t('requests.empty')}</EmptyState>
      ) : (
        <>
          <RequestTable items={data.items} />
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} size="sm" align="start" />
        </>
      )}
    </>
  );
}

/** The name, e-mail and optional company, phone and head count of whoever sent the request. */
function RequestContact({ request }: { request: ContactRequest }) {
  const { t } = useTranslation('admin');
  return (
    <Lines>
      <strong>{request.name}</strong>
      <a href={`mailto:${request.email}`}>{request.email}</a>
      {request.company && <span>{request.company}</span>}
      {request.phone && <span>{request.phone}</span>}
      {request.employees !== null && <span>{t('requests.employees', { count: request.employees })}</span>}
    </Lines>
  );
}

/** One page of requests; a trial request's state cell has the button that marks it started. */
function RequestTable({ items }: { items: ContactRequest[] }) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [start, startState] = useStartTrialRequestMutation();
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const markStarted = async (request: ContactRequest) => {
    try {
      await start(request.id).unwrap();
      dispatch(
        showSnackbar({ key: 'admin:requests.started', values: { name: request.name }, severity: 'success' }),
      );
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
  };

  return (
    <ListTable
      caption={t('requests.caption')}
      items={items}
      rowKey={(request) => request.id}
      rowTestId="request-row"
      columns={[
        { heading: t('requests.received'), cell: (request) => format.format(new Date(request.created_at)) },
        { heading: t('requests.kind'), cell: (request) => t(`requests.kinds.${request.kind}`) },
        { heading: t('requests.contact'), cell: (request) => <RequestContact request={request} /> },
        { heading: t('requests.message'), cell: (request) => <Message>{request.message || '–'}</Message> },
        {
          heading: t('requests.state'),
          cell: (request) =>
            request.state === null ? (
              '–'
            ) : (
              <RequestStateCell
                state={request.state}
                label={t(`requests.states.${request.state}`)}
                action={{
                  text: t('requests.start'),
                  ariaLabel: t('requests.startLabel', { name: request.name }),
                  loading: startState.isLoading && startState.originalArgs === request.id,
                  onClick: () => void markStarted(request),
                }}
                after={
                  request.started_at && (
                    <div>
                      {t('requests.startedAt', {
                        date: format.format(new Date(request.started_at)),
                        name: request.started_by?.name ?? '–',
                      })}
                    </div>
                  )
                }
              />
            ),
        },
      ]}
    />
  );
}
