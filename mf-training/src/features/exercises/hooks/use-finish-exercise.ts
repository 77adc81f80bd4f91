import { useEffect, useRef, useState, type RefObject } from 'react';
import { isNoResponse, isQueued, showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import type { ExerciseActionBody, FinishExerciseResult } from '../../../lib/types';
import { useErrorSnackbar } from '../../../lib/use-error-snackbar';
import {
  useFinishExerciseMutation,
  useStartExerciseMutation,
  useStartUnitMutation,
} from '../api/exercise-actions';

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

/**
 * Records the start (the plan unit's, then the exercise's). The server credits a finish only after a recorded
 * start: `startCall` is the pending start the finish waits for.
 */
export function useRecordStart(body: ExerciseActionBody, unitId: number | undefined) {
  const showError = useErrorSnackbar();
  const [startUnit] = useStartUnitMutation();
  const [startExercise] = useStartExerciseMutation();
  const startCall = useRef<Promise<void> | null>(null);
  const record = () => {
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
    return startCall.current;
  };
  return { record, startCall };
}

/** Sends the finish once the start has settled and keeps its outcome: points, queued offline, error or wait. */
export function useFinishExercise(body: ExerciseActionBody, startCall: RefObject<Promise<void> | null>) {
  const dispatch = useAppDispatch();
  const showError = useErrorSnackbar();
  const [finishExercise, finishState] = useFinishExerciseMutation();
  const [result, setResult] = useState<FinishExerciseResult | null>(null);
  // finished offline: the finish waits in the offline queue; the shell reports the points once it is sent
  const [queued, setQueued] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  // a finish refused as too early: when it may be sent (ms); the timer and its controls go on meanwhile
  const [finishFrom, setFinishFrom] = useState<number | null>(null);
  const now = useNow(finishFrom !== null);
  const finishing = useRef(false);

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

  const reset = () => {
    setResult(null);
    setQueued(false);
    setFinishError(null);
    setFinishFrom(null);
  };

  const waitLeft = finishFrom === null ? 0 : Math.max(0, Math.ceil((finishFrom - now) / 1000));
  return {
    submitFinish,
    reset,
    result,
    queued,
    finishError,
    finishFrom,
    waitLeft,
    saving: finishState.isLoading,
  };
}
