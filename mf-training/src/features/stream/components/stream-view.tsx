import { useEffect } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { isStreamEmbedUrl, type StreamSchedule, type StreamSession } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, EmptyState } from '@officefit/ui';
import { useForgetReminderMutation, useMarkStreamSeenMutation, useRemindMeMutation } from '../api/stream';
import { Countdown } from './countdown';
import { PastSessions, RecordingPlayer } from './recordings';
import { ScheduleRow, SessionList } from './session-list';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  margin-bottom: ${({ theme }) => theme.space.md};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NewMark = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function useFormatSession() {
  const { i18n } = useTranslation('training');
  return (session: StreamSession) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(session.starts_at));
}

/** "Remind me" of one session: on, or off again; the confirmation says when the reminder comes. */
function RemindButton({ session }: { session: StreamSession }) {
  const { t, i18n } = useTranslation('training');
  const dispatch = useAppDispatch();
  const [remind, remindState] = useRemindMeMutation();
  const [forget, forgetState] = useForgetReminderMutation();
  const toggle = async () => {
    try {
      if (session.remind_me) {
        await forget(session.id).unwrap();
        dispatch(showSnackbar({ key: 'training:stream.reminderRemoved', severity: 'success' }));
      } else {
        const receipt = await remind(session.id).unwrap();
        const at = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
          new Date(receipt.remind_at ?? session.starts_at),
        );
        dispatch(
          showSnackbar({ key: 'training:stream.reminderSet', values: { time: at }, severity: 'success' }),
        );
      }
    } catch {
      // e.g. 409 stream_session_started: the schedule is refreshed by the tag, the snackbar says it failed
      dispatch(showSnackbar({ key: 'training:stream.remindFailed', severity: 'error' }));
    }
  };
  return (
    <Button
      type="button"
      variant={session.remind_me ? 'secondary' : 'primary'}
      size="sm"
      aria-pressed={session.remind_me}
      loading={remindState.isLoading || forgetState.isLoading}
      onClick={() => void toggle()}
    >
      {t(session.remind_me ? 'stream.remindOn' : 'stream.remindMe')}
    </Button>
  );
}

/**
 * The live player: an iframe of an allow-listed host only (the server checks the same list), sandboxed; a
 * session without an embed link plays its recording from our own server (#36).
 */
function Player({ session }: { session: StreamSession }) {
  const { t } = useTranslation('training');
  if (session.embed_url === null && session.videos.length > 0) return <RecordingPlayer session={session} />;
  if (session.embed_url === null || !isStreamEmbedUrl(session.embed_url))
    return <Alert severity="error">{t('stream.embedBlocked')}</Alert>;
  return (
    <Frame>
      <iframe
        src={session.embed_url}
        title={t('stream.playerTitle', { title: session.title })}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="autoplay; fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </Frame>
  );
}

/** `/stream`: the running session (player) or the next one (countdown), and the schedule of the week. */
export function StreamView({ schedule }: { schedule: StreamSchedule }) {
  const { t } = useTranslation('training');
  const format = useFormatSession();
  const [markSeen] = useMarkStreamSeenMutation();
  // the schedule was shown: its sessions are no longer "new" for the header's flag
  useEffect(() => {
    void markSeen();
  }, [markSeen]);

  const { current, next } = schedule;
  return (
    <>
      {current ? (
        <Card title={t('stream.liveNow', { title: current.title })} data-testid="stream-current">
          <Meta>{t('stream.with', { trainer: current.trainer })}</Meta>
          <Player session={current} />
        </Card>
      ) : next ? (
        <Card title={t('stream.next', { title: next.title })} data-testid="stream-next">
          <Meta>
            {format(next)} · {t('stream.with', { trainer: next.trainer })}
          </Meta>
          <Countdown target={next.starts_at} serverNow={schedule.now} />
          <RemindButton session={next} />
        </Card>
      ) : (
        <EmptyState>{t('stream.empty')}</EmptyState>
      )}
      <Card title={t('stream.schedule')} data-testid="stream-schedule">
        {schedule.sessions.length === 0 ? (
          <p>{t('stream.empty')}</p>
        ) : (
          <SessionList>
            {schedule.sessions.map((session) => (
              <ScheduleRow key={session.id}>
                <div>
                  <strong>{session.title}</strong>
                  {session.is_new && <NewMark>{t('stream.new')}</NewMark>}
                  <Meta>
                    {format(session)} · {t('stream.minutes', { count: session.duration_minutes })} ·{' '}
                    {t('stream.with', { trainer: session.trainer })}
                  </Meta>
                </div>
                {session.id !== current?.id && <RemindButton session={session} />}
              </ScheduleRow>
            ))}
          </SessionList>
        )}
      </Card>
      <PastSessions sessions={schedule.past} format={format} />
    </>
  );
}
