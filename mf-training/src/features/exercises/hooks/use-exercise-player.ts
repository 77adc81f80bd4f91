import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '@officefit/api';
import type { ExerciseMode } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { formatClock } from '../../../lib/format';
import type { Exercise, ExerciseActionBody } from '../../../lib/types';
import { useBeeper } from './use-beeper';
import { useCountdown } from './use-countdown';
import { useFinishExercise, useRecordStart } from './use-finish-exercise';

/** Sound cues: a beep at the start, one per second in the last 3 seconds and a longer, higher one at the end. */
const START_TONE = [660, 180] as const;
const TICK_TONE = [880, 120] as const;
const END_TONE = [1320, 450] as const;

export interface ExercisePlayerOptions {
  exercise: Exercise;
  unitId?: number;
  mode: ExerciseMode;
  region?: string;
}

/** The player's timer, sound cues, spoken announcements, start and finish calls and its controls' actions. */
export function useExercisePlayer({ exercise, unitId, mode, region }: ExercisePlayerOptions) {
  const { t } = useTranslation('training');
  const volume = useAppSelector((s) => s.ui.volume);
  const muted = useAppSelector((s) => s.ui.muted);
  const beeper = useBeeper(volume, muted);
  const [announcement, setAnnouncement] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const body: ExerciseActionBody = { id: exercise.id, mode, ...(region ? { region } : {}) };
  const { record, startCall } = useRecordStart(body, unitId);
  const finish = useFinishExercise(body, startCall);

  const onFinish = () => {
    beeper.beep(...END_TONE);
    setAnnouncement(t('player.announceFinished'));
    void finish.submitFinish();
  };

  const countdown = useCountdown(exercise.duration, onFinish);
  const { status, remaining } = countdown;

  /**
   * "Finish exercise" before the time is up: the timer runs on until the server accepts the finish; a finish
   * refused as too early says how long is left (issue 31 §3), and pressing again after that finishes.
   */
  const finishEarly = async () => {
    if (await finish.submitFinish()) {
      countdown.end();
      beeper.beep(...END_TONE);
      setAnnouncement(t('player.announceFinished'));
    }
  };

  // while the timer runs a retry is an early finish; once it has run out, the finish itself
  const retryFinish = () => void (status === 'finished' ? finish.submitFinish() : finishEarly());

  // Ticks in the last three seconds, and a spoken hint at ten seconds.
  useEffect(() => {
    if (status !== 'running') return;
    if (remaining > 0 && remaining <= 3) beeper.beep(...TICK_TONE);
    if (remaining === 10 && exercise.duration > 10) setAnnouncement(t('player.announceLeft', { count: 10 }));
  }, [remaining, status, beeper, t, exercise.duration]);

  useEffect(() => {
    if (finish.result || finish.queued) resultHeading.current?.focus();
  }, [finish.result, finish.queued]);

  const start = async () => {
    beeper.unlock();
    beeper.beep(...START_TONE);
    finish.reset();
    countdown.start();
    setAnnouncement(t('player.announceStarted', { clock: formatClock(exercise.duration) }));
    await record();
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
    finish.reset();
    countdown.reset();
  };

  const actions = { start, pause, resume, again, finishEarly, retryFinish };
  return { status, remaining, muted, announcement, resultHeading, finish, actions };
}
