import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { TrialRequest } from '@officefit/domain';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { RequestStateCell } from '../../../lib/components/request-state-cell';
import { useStartTrialRequestMutation } from '../../requests';
import { useGetUnregisteredTrialRequestsQuery } from '../api/trial-requests';

/**
 * Trial-week requests whose e-mail has no account yet, newest first: sales contact them; a request is marked as
 * handled (state "started") with the requests API.
 */
export function TrialRequestList() {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const query = useGetUnregisteredTrialRequestsQuery();
  const [start, startState] = useStartTrialRequestMutation();
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const markHandled = async (request: TrialRequest) => {
    try {
      await start(request.id).unwrap();
      dispatch(
        showSnackbar({ key: 'admin:trials.handled', values: { name: request.name }, severity: 'success' }),
      );
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
  };

  return (
    <QueryState query={query} isEmpty={(data) => data.requests.length === 0} empty={t('trials.empty')}>
      {({ requests }) => (
        <ListTable
          caption={t('trials.caption', { count: requests.length })}
          items={requests}
          rowKey={(request) => request.id}
          rowTestId="trial-request-row"
          columns={[
            { heading: t('trials.received'), cell: (request) => format.format(new Date(request.created_at)) },
            {
              heading: t('trials.contact'),
              cell: (request) => (
                <>
                  <strong>{request.name}</strong>
                  <br />
                  <a href={`mailto:${request.email}`}>{request.email}</a>
                  {request.phone && (
                    <>
                      <br />
                      <a href={`tel:${request.phone}`}>{request.phone}</a>
                    </>
                  )}
                </>
              ),
            },
            { heading: t('trials.company'), cell: (request) => request.company ?? '–' },
            {
              heading: t('trials.state'),
              cell: (request) => (
                <RequestStateCell
                  state={request.state}
                  label={t(`trials.states.${request.state}`)}
                  action={{
                    text: t('trials.mark'),
                    ariaLabel: t('trials.markLabel', { name: request.name }),
                    loading: startState.isLoading && startState.originalArgs === request.id,
                    onClick: () => void markHandled(request),
                  }}
                />
              ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}
