import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { PauseIcon, PlayIcon } from '../../../lib/icons';
import type { FinishExerciseResult } from '../../../lib/types';
import type { CountdownStatus } from '../hooks/use-countdown';

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Result = styled.div`
  text-align: center;
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const ResultTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus {
    outline: none;
  }
`;

interface PlayerResultProps {
  result: FinishExerciseResult | null;
  heading: RefObject<HTMLHeadingElement | null>;
  onAgain: () => void;
}

/** After the finish: the points (or "saved offline"), the weekly goal, and the way home or to another round. */
export function PlayerResult({ result, heading, onAgain }: PlayerResultProps) {
  const { t } = useTranslation('training');
  return (
    <Result>
      <ResultTitle ref={heading} tabIndex={-1}>
        {t('player.doneTitle')}
      </ResultTitle>
      {result ? (
        <p>
          {result.points > 0 ? t('player.pointsEarned', { count: result.points }) : t('player.noNewPoints')}
        </p>
      ) : (
        <p data-testid="finish-queued">{t('player.savedOffline')}</p>
      )}
      {result?.weekly_goal && (
        <p>
          {result.weekly_goal.reached
            ? t('player.goalReached')
            : t('player.goalProgress', { done: result.weekly_goal.done, target: result.weekly_goal.target })}
        </p>
      )}
      <Controls>
        <Button as={Link} to="/home">
          {t('player.toHome')}
        </Button>
        <Button variant="secondary" onClick={onAgain}>
          {t('player.again')}
        </Button>
      </Controls>
    </Result>
  );
}

interface FinishNoticesProps {
  finishError: string | null;
  finishFrom: number | null;
  waitLeft: number;
  saving: boolean;
  onRetry: () => void;
}

/** A failed finish with its retry, and the wait before a finish refused as too early may be sent. */
export function FinishNotices({ finishError, finishFrom, waitLeft, saving, onRetry }: FinishNoticesProps) {
  const { t } = useTranslation('training');
  return (
    <>
      {finishError && (
        <Alert
          severity="error"
          action={
            <Button size="sm" variant="secondary" onClick={onRetry} loading={saving}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {finishError}
        </Alert>
      )}
      {finishFrom !== null && (
        <Alert severity="info" role="status" data-testid="finish-wait">
          {waitLeft > 0 ? t('player.finishWait', { count: waitLeft }) : t('player.finishReady')}
        </Alert>
      )}
    </>
  );
}

interface TimerControlsProps {
  status: CountdownStatus;
  saving: boolean;
  actions: {
    start: () => Promise<void>;
    pause: () => void;
    resume: () => void;
    finishEarly: () => Promise<void>;
  };
}

/** Start, pause or resume, and finish early, as the timer's state allows; "saving" while the finish is sent. */
export function TimerControls({ status, saving, actions }: TimerControlsProps) {
  const { t } = useTranslation('training');
  const running = status === 'running' || status === 'paused';
  return (
    <Controls>
      {status === 'idle' && (
        <Button size="lg" onClick={actions.start} startIcon={<PlayIcon />}>
          {t('player.start')}
        </Button>
      )}
      {status === 'running' && (
        <Button size="lg" onClick={actions.pause} startIcon={<PauseIcon />}>
          {t('player.pause')}
        </Button>
      )}
      {status === 'paused' && (
        <Button size="lg" onClick={actions.resume} startIcon={<PlayIcon />}>
          {t('player.resume')}
        </Button>
      )}
      {running && (
        <Button size="lg" variant="secondary" onClick={() => void actions.finishEarly()} loading={saving}>
          {t('player.finishNow')}
        </Button>
      )}
      {status === 'finished' && saving && (
        <Button size="lg" loading>
          {t('player.saving')}
        </Button>
      )}
    </Controls>
  );
}
