import { useCallback, useEffect, useRef, useState } from 'react';

export type CountdownStatus = 'idle' | 'running' | 'paused' | 'finished';

/** How often the remaining time is recomputed; the display itself changes once per second. */
const TICK_MS = 200;

/**
 * A countdown of whole seconds that can be paused and resumed. It measures against a deadline instead of
 * counting ticks, so a throttled background tab still ends on time. `onFinish` runs once when it reaches 0.
 */
export function useCountdown(seconds: number, onFinish: () => void) {
  const [status, setStatus] = useState<CountdownStatus>('idle');
  const [remaining, setRemaining] = useState(seconds);
  const deadline = useRef(0);
  const left = useRef(seconds * 1000);
  const finishRef = useRef(onFinish);
  finishRef.current = onFinish;

  useEffect(() => {
    if (status !== 'idle') return;
    left.current = seconds * 1000;
    setRemaining(seconds);
  }, [seconds, status]);

  useEffect(() => {
    if (status !== 'running') return;
    let done = false;
    const tick = () => {
      // Ticks can queue up before React re-renders (a busy or throttled tab): finish exactly once.
      if (done) return;
      const ms = Math.max(0, deadline.current - Date.now());
      left.current = ms;
      setRemaining(Math.ceil(ms / 1000));
      if (ms === 0) {
        done = true;
        clearInterval(timer);
        setStatus('finished');
        finishRef.current();
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [status]);

  const start = useCallback(() => {
    left.current = Math.max(1, seconds) * 1000;
    deadline.current = Date.now() + left.current;
    setRemaining(Math.ceil(left.current / 1000));
    setStatus('running');
  }, [seconds]);

  const pause = useCallback(() => {
    left.current = Math.max(0, deadline.current - Date.now());
    setRemaining(Math.ceil(left.current / 1000));
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    deadline.current = Date.now() + left.current;
    setStatus('running');
  }, []);

  /** Ends early (the user is done before the time is up). */
  const complete = useCallback(() => {
    left.current = 0;
    setRemaining(0);
    setStatus('finished');
    finishRef.current();
  }, []);

  /** Ends now without `onFinish` (a finish sent early that the server has accepted). */
  const end = useCallback(() => {
    left.current = 0;
    setRemaining(0);
    setStatus('finished');
  }, []);

  const reset = useCallback(() => setStatus('idle'), []);

  return { status, remaining, start, pause, resume, complete, end, reset };
}
