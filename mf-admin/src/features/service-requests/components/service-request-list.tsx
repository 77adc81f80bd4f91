import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SERVICE_REQUEST_STATES, type ServiceRequest, type ServiceRequestState } from '@officefit/domain';
import { useFormatDate, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog, QueryState, Select } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { useAnswerServiceRequestMutation, useGetServiceRequestsQuery } from '../../companies';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';

const Filter = styled.div`
  max-width: 20rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const TONE = {
  requested: 'warning',
  confirmed: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
} as const;

type Answer = { request: ServiceRequest; status: 'confirmed' | 'declined' };

/** The requested service by its kind and format. */
function useServiceName() {
  const { t } = useTranslation('admin');
  return (request: ServiceRequest) =>
    `${t(`services.kinds.${request.service.kind}`)} · ${t(`services.formats.${request.service.format}`)}`;
}

/**
 * Account owners' booking requests for their company's services (permission services.handle): filtered by state,
 * open ones confirmed or declined after a confirmation.
 */
export function ServiceRequestList() {
  const { t } = useTranslation('admin');
  const serviceName = useServiceName();
  const formatDate = useFormatDate();
  const query = useGetServiceRequestsQuery();
  const [state, setState] = useState<'' | ServiceRequestState>('requested');
  const [answer, answerState] = useAnswerServiceRequestMutation();
  const {
    pending: answering,
    setPending: setAnswering,
    confirm,
  } = useConfirmedAction(
    ({ request, status }: Answer) => answer({ id: request.id, status }).unwrap(),
    ({ status }) => ({ key: `admin:serviceRequests.${status}Done` }),
  );

  return (
    <>
      <Filter>
        <Select
          label={t('serviceRequests.filter')}
          value={state}
          options={[
            { value: '', label: t('serviceRequests.all') },
            ...SERVICE_REQUEST_STATES.map((s) => ({ value: s, label: t(`owner.states.${s}`) })),
          ]}
          onChange={(value) => setState(value as typeof state)}
        />
      </Filter>
      <QueryState
        query={query}
        isEmpty={(requests) => !requests.some((r) => !state || r.status === state)}
        empty={t('serviceRequests.empty')}
      >
        {(requests) => (
          <ServiceRequestTable
            requests={requests.filter((r) => !state || r.status === state)}
            onAnswer={setAnswering}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={answering !== null}
        title={answering ? t(`serviceRequests.${answering.status}Title`) : ''}
        message={
          answering
            ? t(`serviceRequests.${answering.status}Message`, {
                company: answering.request.company.name,
                service: serviceName(answering.request),
                date: formatDate(answering.request.preferred_date),
              })
            : ''
        }
        confirmLabel={
          answering ? t(`serviceRequests.${answering.status === 'confirmed' ? 'confirm' : 'decline'}`) : ''
        }
        onConfirm={() => void confirm()}
        onCancel={() => setAnswering(null)}
        loading={answerState.isLoading}
      />
    </>
  );
}

/** The requests shown by the filter; an open one has the buttons to confirm or decline it. */
function ServiceRequestTable({
  requests,
  onAnswer,
}: {
  requests: ServiceRequest[];
  onAnswer: (answer: Answer) => void;
}) {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const formatDate = useFormatDate();
  const serviceName = useServiceName();
  return (
    <ListTable
      describeByCaption
      caption={t('serviceRequests.caption', { count: requests.length })}
      items={requests}
      rowKey={(request) => request.id}
      rowTestId="service-request-row"
      columns={[
        {
          heading: t('serviceRequests.company'),
          cell: (request) => (
            <>
              <Link to={`/admin/companies/${request.company.id}`}>{request.company.name}</Link>
              {request.requested_by && (
                <>
                  <br />
                  {request.requested_by.name}
                </>
              )}
            </>
          ),
        },
        { heading: t('serviceRequests.service'), cell: (request) => serviceName(request) },
        { heading: t('serviceRequests.date'), cell: (request) => formatDate(request.preferred_date) },
        { heading: t('serviceRequests.participants'), cell: (request) => formatNumber(request.participants) },
        { heading: t('serviceRequests.message'), cell: (request) => request.message || '–' },
        {
          heading: t('serviceRequests.state'),
          cell: (request) => (
            <Badge $tone={TONE[request.status]}>{t(`owner.states.${request.status}`)}</Badge>
          ),
        },
        {
          heading: t('serviceRequests.actions'),
          cell: (request) =>
            request.status === 'requested' && (
              <Actions>
                <Button variant="secondary" onClick={() => onAnswer({ request, status: 'confirmed' })}>
                  {t('serviceRequests.confirm')}
                </Button>
                <Button variant="text" onClick={() => onAnswer({ request, status: 'declined' })}>
                  {t('serviceRequests.decline')}
                </Button>
              </Actions>
            ),
        },
      ]}
    />
  );
}
