import { useState } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, Pagination, QueryState, Select } from '@officefit/ui';
import { Badge, type BadgeTone } from '../../../components/state-badge';
import { type Job, type JobState, useGetJobsQuery, useRetryJobMutation } from '../api/jobs';

const STATES: JobState[] = ['dead', 'running', 'pending', 'done', 'skipped'];
const TONE: Record<JobState, BadgeTone> = {
  pending: 'info',
  running: 'warning',
  done: 'success',
  skipped: 'neutral',
  dead: 'warning',
};

const Filter = styled.div`
  max-width: 20rem;
`;

/**
 * Cards on phones (each cell shows its column name), a table from tablet width on: one markup, so the table
 * semantics stay for screen readers.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.md};

  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }

  tr {
    display: block;
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  td {
    display: grid;
    grid-template-columns: 7.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    overflow-wrap: anywhere;
  }

  td::before {
    content: attr(data-label);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ${({ theme }) => theme.media.tablet} {
    thead {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
    }

    tr {
      display: table-row;
      padding: 0;
    }

    th,
    td {
      display: table-cell;
      text-align: left;
      vertical-align: top;
      padding: ${({ theme }) => theme.space.sm};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    td::before {
      content: none;
    }
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.code`
  display: block;
  white-space: pre-wrap;
  max-width: 28rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Every background job: state, attempts, next run and last error; a dead job can be run again. */
export function JobList() {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [state, setState] = useState<'' | JobState>('');
  const [page, setPage] = useState(1);
  const query = useGetJobsQuery({ state: state || undefined, per_page: 50, page });
  const [retry, retryState] = useRetryJobMutation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const time = (value: string | null) => (value ? format.format(new Date(value)) : '–');

  const runAgain = async (job: Job) => {
    try {
      await retry(job.id).unwrap();
      dispatch(showSnackbar({ key: 'admin:jobs.retried', values: { name: job.name }, severity: 'success' }));
      void query.refetch();
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
  };

  return (
    <>
      <Filter>
        <Select
          label={t('jobs.state')}
          value={state}
          options={[
            { value: '', label: t('articles.all') },
            ...STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) })),
          ]}
          onChange={(value) => {
            setPage(1);
            setState(value as typeof state);
          }}
        />
      </Filter>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('jobs.empty')}>
        {(data) => (
          <>
            <Table>
              <caption>{t('jobs.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('jobs.job')}</th>
                  <th scope="col">{t('jobs.state')}</th>
                  <th scope="col">{t('jobs.attempts')}</th>
                  <th scope="col">{t('jobs.nextRun')}</th>
                  <th scope="col">{t('jobs.lastRun')}</th>
                  <th scope="col">{t('jobs.lastError')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((job) => (
                  <tr key={job.id} data-testid="job-row">
                    <td data-label={t('jobs.job')}>
                      <span>
                        <strong>{job.name}</strong>
                        <Muted>
                          {job.recurring && job.every_seconds
                            ? t('jobs.every', { count: job.every_seconds })
                            : job.key}
                        </Muted>
                      </span>
                    </td>
                    <td data-label={t('jobs.state')}>
                      <span>
                        <Badge $tone={TONE[job.state]}>{t(`jobs.states.${job.state}`)}</Badge>
                        {job.state === 'dead' && (
                          <span>
                            {' '}
                            <Button
                              variant="secondary"
                              size="sm"
                              loading={retryState.isLoading && retryState.originalArgs === job.id}
                              aria-label={t('jobs.retryLabel', { name: job.name, id: job.id })}
                              onClick={() => void runAgain(job)}
                            >
                              {t('jobs.retry')}
                            </Button>
                          </span>
                        )}
                        {job.locked_by && <Muted>{t('jobs.lockedBy', { worker: job.locked_by })}</Muted>}
                      </span>
                    </td>
                    <td data-label={t('jobs.attempts')}>
                      {job.max_attempts ? `${job.attempts} / ${job.max_attempts}` : String(job.attempts)}
                    </td>
                    <td data-label={t('jobs.nextRun')}>{job.state === 'pending' ? time(job.run_at) : '–'}</td>
                    <td data-label={t('jobs.lastRun')}>{time(job.last_finished_at)}</td>
                    <td data-label={t('jobs.lastError')}>
                      {job.last_error ? <ErrorText>{job.last_error}</ErrorText> : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} size="sm" align="start" />
          </>
        )}
      </QueryState>
    </>
  );
}
