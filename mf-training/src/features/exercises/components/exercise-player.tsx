import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  isNoResponse,
  isQueued,
  setVolume,
  showSnackbar,
  toApiFailure,
  useAppDispatch,
  useAppSelector,
} from '@officefit/api';
import type { ExerciseMode } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, VisuallyHidden } from '@officefit/ui';
import { formatClock } from '../../../lib/format';
import { PauseIcon, PlayIcon, SoundIcon } from '../../../lib/icons';
import { ProgressBar } from '@officefit/ui';
import type { Exercise, ExerciseActionBody, FinishExerciseResult } from '../../../lib/types';
import { useErrorSnackbar } from '../../../lib/use-error-snackbar';
import {
  useFinishExerciseMutation,
  useStartExerciseMutation,
  useStartUnitMutation,
} from '../api/exercise-actions';
import { useBeeper } from '../hooks/use-beeper';
import { ExerciseDemonstration } from './exercise-demonstration';
import { useCountdown } from '../hooks/use-countdown';

const Clock = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 3rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  text-align: center;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Paused = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
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

/**
 * The seconds a finish refused as too early still has to wait (409 `rest_exercise_too_early`, its
 * `data.params.wait_seconds`); null for other failures.
 */
export function tooEarlySeconds(error: unknown): number | null {
  const failure = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
  if (failure.code !== 'rest_exercise_too_early') return null;
  const seconds = Number(failure.params.wait_seconds);
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : 0;
}

/** Re-renders once a second while `active`, so a text counting down stays current. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Sound cues: a beep at the start, one per second in the last 3 seconds and a longer, higher one at the end. */
const START_TONE = [660, 180] as const;
const TICK_TONE = [880, 120] as const;
const END_TONE = [1320, 450] as const;

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
export function ExercisePlayer({ exercise, unitId, mode, region }: ExercisePlayerProps) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const showError = useErrorSnackbar();
  const volume = useAppSelector((s) => s.ui.volume);
  const muted = useAppSelector((s) => s.ui.muted);
  const beeper = useBeeper(volume, muted);
  const [startUnit] = useStartUnitMutation();
  const [startExercise] = useStartExerciseMutation();
  const [finishExercise, finishState] = useFinishExerciseMutation();
  const [result, setResult] = useState<FinishExerciseResult | null>(null);
  // finished offline: the finish waits in the offline queue; the shell reports the points once it is sent
  const [queued, setQueued] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  // a finish refused as too early: when it may be sent (ms); the timer and its controls go on meanwhile
  const [finishFrom, setFinishFrom] = useState<number | null>(null);
  const now = useNow(finishFrom !== null);
  const finishing = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The server credits a finish only after a recorded start: finishing waits for the start call to settle.
  const startCall = useRef<Promise<void> | null>(null);

  const body: ExerciseActionBody = { id: exercise.id, mode, ...(region ? { region } : {}) };

  /** Sends the finish; true once it is saved (or queued offline). */
  const submitFinish = async (): Promise<boolean> => {
    // a finish already on its way (e.g. the time ran out while an early one was sent) is not sent twice
    if (finishing.current) return false;
    finishing.current = true;
    setFinishError(null);
    try {
      await startCall.current;
      const answer = await finishExercise(body).unwrap();
      setFinishFrom(null);
      if (isQueued(answer)) {
        setQueued(true);
        return true;
      }
      setResult(answer);
      const goal = answer.weekly_goal;
      dispatch(
        showSnackbar({
          key: goal?.reached ? 'training:player.finishedGoalReached' : 'training:player.finished',
          values: { points: answer.points, done: goal?.done ?? 0, target: goal?.target ?? 0 },
          severity: 'success',
        }),
      );
      return true;
    } catch (error) {
      const wait = tooEarlySeconds(error);
      if (wait === null) setFinishError(showError(error));
      else setFinishFrom(Date.now() + wait * 1000);
      return false;
    } finally {
      finishing.current = false;
    }
  };

  const onFinish = () => {
    beeper.beep(...END_TONE);
    setAnnouncement(t('player.announceFinished'));
    void submitFinish();
  };

  const countdown = useCountdown(exercise.duration, onFinish);
  const { status, remaining } = countdown;

  /**
   * "Finish exercise" before the time is up: the timer runs on until the server accepts the finish; a finish
   * refused as too early says how long is left (issue 31 §3), and pressing again after that finishes.
   */
  const finishEarly = async () => {
    if (await submitFinish()) {
      countdown.end();
      beeper.beep(...END_TONE);
      setAnnouncement(t('player.announceFinished'));
    }
  };

  // while the timer runs a retry is an early finish; once it has run out, the finish itself
  const retryFinish = () => void (status === 'finished' ? submitFinish() : finishEarly());
  const waitLeft = finishFrom === null ? 0 : Math.max(0, Math.ceil((finishFrom - now) / 1000));

  // Ticks in the last three seconds, and a spoken hint at ten seconds.
  useEffect(() => {
    if (status !== 'running') return;
    if (remaining > 0 && remaining <= 3) beeper.beep(...TICK_TONE);
    if (remaining === 10 && exercise.duration > 10) setAnnouncement(t('player.announceLeft', { count: 10 }));
  }, [remaining, status, beeper, t, exercise.duration]);

  useEffect(() => {
    if (result || queued) resultHeading.current?.focus();
  }, [result, queued]);

  const start = async () => {
    beeper.unlock();
    beeper.beep(...START_TONE);
    setResult(null);
    setQueued(false);
    setFinishError(null);
    setFinishFrom(null);
    countdown.start();
    setAnnouncement(t('player.announceStarted', { clock: formatClock(exercise.duration) }));
    startCall.current = (async () => {
      // The unit's start is not queued offline (the finish marks the unit done anyway): the exercise's start,
      // which the finish needs, is sent (or queued) whatever became of it.
      try {
        if (unitId) await startUnit({ id: unitId }).unwrap();
      } catch (error) {
        // offline the unit's start is simply left out (the queued finish marks the unit done): no error for it
        if (!isNoResponse(toApiFailure(error as never))) showError(error);
      }
      try {
        await startExercise(body).unwrap();
      } catch (error) {
        // The exercise goes on; without a recorded start the finish is refused with a translated message.
        showError(error);
      }
    })();
    await startCall.current;
  };

  const pause = () => {
    countdown.pause();
    setAnnouncement(t('player.announcePaused', { clock: formatClock(remaining) }));
  };

  const resume = () => {
    beeper.unlock();
    countdown.resume();
    setAnnouncement(t('player.announceResumed'));
  };

  const again = () => {
    setResult(null);
    setQueued(false);
    setFinishError(null);
    setFinishFrom(null);
    countdown.reset();
  };

  const elapsed = exercise.duration - remaining;
  const running = status === 'running' || status === 'paused';

  return (
    <Card title={t('player.title')} data-testid="exercise-player">
      {status === 'finished' && (result || queued) ? (
        <Result>
          <ResultTitle ref={resultHeading} tabIndex={-1}>
            {t('player.doneTitle')}
          </ResultTitle>
          {result ? (
            <p>
              {result.points > 0
                ? t('player.pointsEarned', { count: result.points })
                : t('player.noNewPoints')}
            </p>
          ) : (
            <p data-testid="finish-queued">{t('player.savedOffline')}</p>
          )}
          {result?.weekly_goal && (
            <p>
              {result.weekly_goal.reached
                ? t('player.goalReached')
                : t('player.goalProgress', {
                    done: result.weekly_goal.done,
                    target: result.weekly_goal.target,
                  })}
            </p>
          )}
          <Controls>
            <Button as={Link} to="/home">
              {t('player.toHome')}
            </Button>
            <Button variant="secondary" onClick={again}>
              {t('player.again')}
            </Button>
          </Controls>
        </Result>
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
          {finishError && (
            <Alert
              severity="error"
              action={
                <Button size="sm" variant="secondary" onClick={retryFinish} loading={finishState.isLoading}>
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
          <Controls>
            {status === 'idle' && (
              <Button size="lg" onClick={start} startIcon={<PlayIcon />}>
                {t('player.start')}
              </Button>
            )}
            {status === 'running' && (
              <Button size="lg" onClick={pause} startIcon={<PauseIcon />}>
                {t('player.pause')}
              </Button>
            )}
            {status === 'paused' && (
              <Button size="lg" onClick={resume} startIcon={<PlayIcon />}>
                {t('player.resume')}
              </Button>
            )}
            {running && (
              <Button
                size="lg"
                variant="secondary"
                onClick={() => void finishEarly()}
                loading={finishState.isLoading}
              >
                {t('player.finishNow')}
              </Button>
            )}
            {status === 'finished' && finishState.isLoading && (
              <Button size="lg" loading>
                {t('player.saving')}
              </Button>
            )}
          </Controls>
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
