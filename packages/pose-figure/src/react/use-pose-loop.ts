import { useEffect, useRef, useState, type RefObject } from 'react';
import { poseAt } from '../interpolate';
import type { Pose } from '../model';

export interface PoseLoopOptions {
  poses: readonly Pose[];
  /** Seconds for one loop through all poses. */
  cycleSeconds: number;
  /** `prefers-reduced-motion`: no loop, the player shows the key poses side by side. */
  reduced: boolean;
  /** False stops on the current frame. */
  playing: boolean;
}

/**
 * The pose to show now: the key poses tweened in a loop with requestAnimationFrame. It stops while the tab is hidden
 * or the element behind `ref` is off screen, and goes on from where it stopped.
 */
export function usePoseLoop(
  ref: RefObject<HTMLElement | null>,
  { poses, cycleSeconds, reduced, playing }: PoseLoopOptions,
): Pose | undefined {
  const [frame, setFrame] = useState<Pose | undefined>(poses[0]);
  const elapsed = useRef(0);

  useEffect(() => {
    if (reduced || !playing || poses.length < 2) {
      if (!playing) return;
      setFrame(poses[0]);
      return;
    }
    let visible = true;
    let raf = 0;
    let last: number | undefined;
    const tick = (now: number) => {
      if (last !== undefined) elapsed.current += Math.min(0.1, (now - last) / 1000);
      last = now;
      setFrame(poseAt(poses, cycleSeconds, elapsed.current));
      raf = requestAnimationFrame(tick);
    };
    const start = () => {
      if (raf || document.hidden || !visible) return;
      last = undefined;
      raf = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(raf);
      raf = 0;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    document.addEventListener('visibilitychange', onVisibility);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function' && ref.current) {
      observer = new IntersectionObserver(([entry]) => {
        visible = entry?.isIntersecting ?? true;
        if (visible) start();
        else stop();
      });
      observer.observe(ref.current);
    }
    start();
    return () => {
      stop();
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ref, poses, cycleSeconds, reduced, playing]);

  return frame;
}
