import styled from 'styled-components';
import { setVolume, useAppDispatch } from '@officefit/api';
import type { ExerciseMode } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Card, ProgressBar, VisuallyHidden } from '@officefit/ui';
import { formatClock } from '../../../lib/format';
import { SoundIcon } from '../../../lib/icons';
import type { Exercise } from '../../../lib/types';
import { useExercisePlayer } from '../hooks/use-exercise-player';
import { ExerciseDemonstration } from './exercise-demonstration';
import { Controls, FinishNotices, PlayerResult, TimerControls } from './exercise-player-parts';

const Clock = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 3rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  text-align: center;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Paused = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface ExercisePlayerProps {
  exercise: Exercise;
  /** The plan unit this exercise belongs to (`?unit=`), if it was opened from the plan. */
  unitId?: number;
  mode: ExerciseMode;
  /** Body region of a pain exercise. */
  region?: string;
}

/**
 * The exercise timer: start (records the start for points, and the plan unit), a countdown of the exercise's
 * duration with pause and resume, sound cues, and on finishing the points, weekly goal and strike update.
 */
export function ExercisePlayer(props: ExercisePlayerProps) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const { exercise } = props;
  const { status, remaining, muted, announcement, resultHeading, finish, actions } = useExercisePlayer(props);
  const elapsed = exercise.duration - remaining;

  return (
    <Card title={t('player.title')} data-testid="exercise-player">
      {status === 'finished' && (finish.result || finish.queued) ? (
        <PlayerResult result={finish.result} heading={resultHeading} onAgain={actions.again} />
      ) : (
        <>
          {/* the movement loops while the timer runs or before the start; it holds while paused */}
          <ExerciseDemonstration exercise={exercise} playing={status !== 'paused'} />
          <Clock role="timer" aria-label={t('player.remaining')} data-testid="exercise-timer">
            {formatClock(remaining)}
          </Clock>
          <ProgressBar
            value={elapsed}
            max={exercise.duration}
            label={t('player.progress')}
            valueText={t('player.remainingText', { clock: formatClock(remaining) })}
          />
          {status === 'paused' && <Paused>{t('player.paused')}</Paused>}
          <FinishNotices
            finishError={finish.finishError}
            finishFrom={finish.finishFrom}
            waitLeft={finish.waitLeft}
            saving={finish.saving}
            onRetry={actions.retryFinish}
          />
          <TimerControls status={status} saving={finish.saving} actions={actions} />
        </>
      )}
      <Controls>
        <Button
          variant="text"
          size="sm"
          aria-pressed={muted}
          onClick={() => dispatch(setVolume({ muted: !muted }))}
          startIcon={<SoundIcon muted={muted} />}
        >
          {t('player.mute')}
        </Button>
      </Controls>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="player-announcement">
        {announcement}
      </VisuallyHidden>
    </Card>
  );
}
