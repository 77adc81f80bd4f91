import { useState } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { StaffStreamSession as StreamSession } from '@officefit/domain';
import { contentLangOf, dateTimeFormat, useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog, QueryState } from '@officefit/ui';
import styled from 'styled-components';
import { ListTable } from '../../../lib/components/list-table';
import { useDeleteStreamMutation, useGetStaffStreamsQuery } from '../api/streams';
import { STREAM_TIME_ZONE } from '../berlin-time';
import { StreamForm } from './stream-form';
import { VideoUpload } from './video-upload';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

type Editing = { session?: StreamSession } | null;

/**
 * The live sessions for staff (issue 13): upcoming and past (the server keeps 30 days), a form to create or
 * edit one, and deleting with a confirmation. Times are Berlin time.
 */
export function StreamList() {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  // `title` in the interface language; the form edits both (#39)
  const query = useGetStaffStreamsQuery({ lang: contentLangOf(i18n.language) });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StreamSession | null>(null);
  const [remove, removeState] = useDeleteStreamMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      dispatch(
        showSnackbar({
          key: 'admin:streams.deleted',
          values: { title: deleting.title },
          severity: 'success',
        }),
      );
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
    setDeleting(null);
  };

  return (
    <>
      {editing ? (
        <StreamForm
          key={editing.session?.id ?? 'new'}
          session={editing.session}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Bar>
          <Button onClick={() => setEditing({})}>{t('streams.new')}</Button>
        </Bar>
      )}
      <QueryState query={query} empty={t('streams.empty')}>
        {(sessions) => (
          <StreamSections
            sessions={sessions}
            onEdit={(session) => setEditing({ session })}
            onDelete={setDeleting}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('streams.deleteTitle')}
        message={t('streams.deleteQuestion', { title: deleting?.title ?? '' })}
        confirmLabel={t('streams.delete')}
        loading={removeState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        role="alertdialog"
      />
    </>
  );
}

interface RowActions {
  onEdit: (session: StreamSession) => void;
  onDelete: (session: StreamSession) => void;
}

/** The upcoming sessions, then the past ones (the most recent first), each a table or a "none" line. */
function StreamSections({ sessions, ...actions }: { sessions: StreamSession[] } & RowActions) {
  const { t } = useTranslation('admin');
  const now = Date.now();
  const ended = (s: StreamSession) => new Date(s.ends_at).getTime() <= now;
  const upcoming = sessions.filter((s) => !ended(s));
  // the most recent first
  const past = sessions.filter(ended).reverse();
  return (
    <>
      <h2>{t('streams.upcoming')}</h2>
      {upcoming.length > 0 ? (
        <StreamTable
          caption={t('streams.upcomingCaption', { count: upcoming.length })}
          sessions={upcoming}
          {...actions}
        />
      ) : (
        <p>{t('streams.noUpcoming')}</p>
      )}
      <h2>{t('streams.past')}</h2>
      {past.length > 0 ? (
        <StreamTable
          caption={t('streams.pastCaption', { count: past.length })}
          sessions={past}
          {...actions}
        />
      ) : (
        <p>{t('streams.noPast')}</p>
      )}
    </>
  );
}

/** Sessions with their start (Berlin time), title, trainer and length; edit, delete and the video upload. */
function StreamTable({
  caption,
  sessions,
  onEdit,
  onDelete,
}: { caption: string; sessions: StreamSession[] } & RowActions) {
  const { t, i18n } = useTranslation('admin');
  const format = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: STREAM_TIME_ZONE,
  });
  return (
    <ListTable
      caption={caption}
      items={sessions}
      rowKey={(session) => session.id}
      rowTestId="stream-row"
      columns={[
        { heading: t('streams.starts'), cell: (session) => format.format(new Date(session.starts_at)) },
        { heading: t('streams.title'), cell: (session) => session.title },
        { heading: t('streams.trainer'), cell: (session) => session.trainer },
        {
          heading: t('streams.duration'),
          cell: (session) => t('streams.minutes', { count: session.duration_minutes }),
        },
        {
          heading: t('streams.actions'),
          cell: (session) => (
            <Row>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('streams.editNamed', { title: session.title })}
                onClick={() => onEdit(session)}
              >
                {t('streams.edit')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('streams.deleteNamed', { title: session.title })}
                onClick={() => onDelete(session)}
              >
                {t('streams.delete')}
              </Button>
              <VideoUpload session={session} />
            </Row>
          ),
        },
      ]}
    />
  );
}
