import { useState } from 'react';
import styled from 'styled-components';
import type { StreamSession } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Card, Video } from '@officefit/ui';
import { SessionList, SessionRow } from './session-list';

/**
 * The recordings are served by our own backend through the gateway (#36): same origin, so always below
 * `/wp-json/` of the page (also in a server render, where the API root is the backend's internal address).
 */
const API_PATH = '/wp-json/';

const Player = styled(Video)`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000;
`;

/** A session's recordings as one <video>: each file a <source>, the browser plays the first it can. */
export function RecordingPlayer({ session }: { session: StreamSession }) {
  const { t } = useTranslation('training');
  return (
    <Player
      key={session.id}
      preload="metadata"
      aria-label={t('stream.recordingTitle', { title: session.title })}
      data-testid="stream-recording"
    >
      {session.videos.map((video) => (
        <source key={video.id} src={`${API_PATH}${video.src}`} type={video.content_type} />
      ))}
    </Player>
  );
}

/** "Watch later": the past sessions with a recording; the chosen one plays above the list. */
export function PastSessions({
  sessions,
  format,
}: {
  sessions: StreamSession[];
  format: (session: StreamSession) => string;
}) {
  const { t } = useTranslation('training');
  const [chosen, choose] = useState<number | null>(null);
  if (sessions.length === 0) return null;
  const playing = sessions.find((s) => s.id === chosen) ?? sessions[0]!;
  return (
    <Card title={t('stream.past')} data-testid="stream-past">
      <RecordingPlayer session={playing} />
      <SessionList>
        {sessions.map((session) => (
          <SessionRow key={session.id}>
            <div>
              <strong>{session.title}</strong>
              <div>
                {format(session)} · {t('stream.with', { trainer: session.trainer })}
              </div>
            </div>
            <Button
              type="button"
              size="sm"
              variant={session.id === playing.id ? 'secondary' : 'primary'}
              aria-pressed={session.id === playing.id}
              onClick={() => choose(session.id)}
            >
              {t('stream.watch')}
            </Button>
          </SessionRow>
        ))}
      </SessionList>
    </Card>
  );
}
