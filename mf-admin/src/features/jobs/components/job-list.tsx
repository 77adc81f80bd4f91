import { useState } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { Button, Pagination, QueryState, Select } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge, type BadgeTone } from '../../../lib/components/state-badge';
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

function StateFilter({
  state,
  onChange,
}: {
  state: '' | JobState;
  onChange: (state: '' | JobState) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Filter>
      <Select
        label={t('jobs.state')}
        value={state}
        options={[
          { value: '', label: t('articles.all') },
          ...STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) })),
        ]}
        onChange={(value) => onChange(value as '' | JobState)}
      />
    </Filter>
  );
}

/** A job's state; a dead job with its button to run it again, a running one with the worker that holds it. */
function JobStateCell({ job, retrying, onRetry }: { job: Job; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Badge $tone={TONE[job.state]}>{t(`jobs.states.${job.state}`)}</Badge>
      {job.state === 'dead' && (
        <>
          {' '}
          <Button
            variant="secondary"
            size="sm"
            loading={retrying}
            aria-label={t('jobs.retryLabel', { name: job.name, id: job.id })}
            onClick={onRetry}
          >
            {t('jobs.retry')}
          </Button>
        </>
      )}
      {job.locked_by && <Muted>{t('jobs.lockedBy', { worker: job.locked_by })}</Muted>}
    </>
  );
}

/** Every background job: state, attempts, next run and last error; a dead job can be run again. */
export function JobList() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [state, setState] = useState<'' | JobState>('');
  const [page, setPage] = useState(1);
  const query = useGetJobsQuery({ state: state || undefined, per_page: 50, page });
  const [retry, retryState] = useRetryJobMutation();

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
      <StateFilter
        state={state}
        onChange={(value) => {
          setPage(1);
          setState(value);
        }}
      />
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('jobs.empty')}>
        {(data) => (
          <>
            <JobTable
              jobs={data.items}
              retryingId={retryState.isLoading ? retryState.originalArgs : undefined}
              onRetry={(job) => void runAgain(job)}
            />
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} size="sm" align="start" />
          </>
        )}
      </QueryState>
    </>
  );
}

/** One page of jobs; the job being run again shows its button busy. */
function JobTable({
  jobs,
  retryingId,
  onRetry,
}: {
  jobs: Job[];
  retryingId: number | undefined;
  onRetry: (job: Job) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const time = (value: string | null) => (value ? format.format(new Date(value)) : '–');
  return (
    <ListTable
      caption={t('jobs.caption')}
      items={jobs}
      rowKey={(job) => job.id}
      rowTestId="job-row"
      columns={[
        {
          heading: t('jobs.job'),
          cell: (job) => (
            <>
              <strong>{job.name}</strong>
              <Muted>
                {job.recurring && job.every_seconds ? t('jobs.every', { count: job.every_seconds }) : job.key}
              </Muted>
            </>
          ),
        },
        {
          heading: t('jobs.state'),
          cell: (job) => (
            <JobStateCell job={job} retrying={retryingId === job.id} onRetry={() => onRetry(job)} />
          ),
        },
        {
          heading: t('jobs.attempts'),
          cell: (job) => (job.max_attempts ? `${job.attempts} / ${job.max_attempts}` : String(job.attempts)),
        },
        {
          heading: t('jobs.nextRun'),
          cell: (job) => (job.state === 'pending' ? time(job.run_at) : '–'),
        },
        { heading: t('jobs.lastRun'), cell: (job) => time(job.last_finished_at) },
        {
          heading: t('jobs.lastError'),
          cell: (job) => (job.last_error ? <ErrorText>{job.last_error}</ErrorText> : '–'),
        },
      ]}
    />
  );
}
