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
          headings={[t('trials.received'), t('trials.contact'), t('trials.company'), t('trials.state')]}
          items={requests}
          rowKey={(request) => request.id}
          rowTestId="trial-request-row"
        >
          {(request) => (
            <>
              <td>{format.format(new Date(request.created_at))}</td>
              <td>
                <strong>{request.name}</strong>
                <br />
                <a href={`mailto:${request.email}`}>{request.email}</a>
                {request.phone && (
                  <>
                    <br />
                    <a href={`tel:${request.phone}`}>{request.phone}</a>
                  </>
                )}
              </td>
              <td>{request.company ?? '–'}</td>
              <td>
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
              </td>
            </>
          )}
        </ListTable>
      )}
    </QueryState>
  );
}
