import { useMemo, useRef, type CSSProperties } from 'react';
import type { Segment } from '../kinematics';
import type { Pose } from '../model';
import { posesBounds } from '../svg';
import { PoseFigure } from './pose-figure';
import { usePoseLoop } from './use-pose-loop';
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
  const ref = useRef<HTMLDivElement>(null);
  const frame = usePoseLoop(ref, { poses, cycleSeconds, reduced, playing });

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
