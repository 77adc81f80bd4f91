import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { poseAt } from '../interpolate';
import type { Segment } from '../kinematics';
import type { Pose } from '../model';
import { posesBounds } from '../svg';
import { PoseFigure } from './pose-figure';
import { useReducedMotion } from './use-reduced-motion';

export interface PosePlayerProps {
  poses: readonly Pose[];
  /** Seconds for one loop through all poses (the exercise's tempo). */
  cycleSeconds: number;
  /** The translated accessible name of the demonstration. */
  label: string;
  highlight?: readonly Segment[];
  /** False stops the movement on the current frame (e.g. while the exercise timer is paused). */
  playing?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The exercise's key poses, tweened in a loop at its tempo with requestAnimationFrame. It stops while the tab is
 * hidden or the figure is off screen. With `prefers-reduced-motion` it shows the key poses side by side instead.
 */
export function PosePlayer({
  poses,
  cycleSeconds,
  label,
  highlight,
  playing = true,
  className,
  style,
}: PosePlayerProps) {
  const reduced = useReducedMotion();
  const bounds = useMemo(() => posesBounds(poses, { highlight }), [poses, highlight]);
  const first = poses[0];
  const [frame, setFrame] = useState<Pose | undefined>(first);
  const ref = useRef<HTMLDivElement>(null);
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
  }, [poses, cycleSeconds, reduced, playing]);

  if (reduced) {
    return (
      <div
        ref={ref}
        role="img"
        aria-label={label}
        data-pose-player="steps"
        className={className}
        style={{ display: 'flex', gap: 4, ...style }}
      >
        {poses.map((pose, index) => (
          <PoseFigure
            key={index}
            pose={pose}
            highlight={highlight}
            bounds={bounds}
            style={{ flex: '1 1 0', minWidth: 0 }}
          />
        ))}
      </div>
    );
  }
  return (
    <div ref={ref} data-pose-player="animated" className={className} style={style}>
      {frame && (
        <PoseFigure
          pose={frame}
          label={label}
          highlight={highlight}
          bounds={bounds}
          style={{ width: '100%', height: '100%' }}
        />
      )}
    </div>
  );
}
