// Tweening between key poses: every angle moves linearly (with an ease); base, view, props and contacts switch
// half-way (the contact solver keeps the in-between frames grounded).
import { POSE_ANGLES, type Pose, type PoseAngles } from './model';

/** A smooth start and stop, so that a movement looks controlled rather than mechanical. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** The pose a fraction `t` (0…1) of the way from `from` to `to`. */
export function interpolatePose(from: Pose, to: Pose, t: number): Pose {
  const k = Math.min(1, Math.max(0, t));
  const angles: PoseAngles = {};
  for (const name of POSE_ANGLES) {
    const a = from.angles[name] ?? 0;
    const b = to.angles[name] ?? 0;
    const value = a + (b - a) * k;
    if (value !== 0) angles[name] = Math.round(value * 100) / 100;
  }
  const near = k < 0.5 ? from : to;
  return {
    base: near.base,
    view: near.view,
    angles,
    ...(near.props ? { props: near.props } : {}),
    ...(near.contacts ? { contacts: near.contacts } : {}),
  };
}

/**
 * Where a looping demonstration is after `elapsed` seconds: the poses play in order and return to the first, each
 * transition taking an equal share of `cycleSeconds`, with a short hold on every key pose.
 */
export function poseAt(poses: readonly Pose[], cycleSeconds: number, elapsed: number): Pose {
  const first = poses[0];
  if (!first) throw new Error('poseAt needs at least one pose');
  if (poses.length === 1 || cycleSeconds <= 0) return first;
  const share = cycleSeconds / poses.length;
  const position = (((elapsed % cycleSeconds) + cycleSeconds) % cycleSeconds) / share;
  const index = Math.floor(position);
  const from = poses[index] ?? first;
  const to = poses[(index + 1) % poses.length] ?? first;
  const HOLD = 0.25; // the first quarter of each share holds the key pose
  const t = Math.max(0, (position - index - HOLD) / (1 - HOLD));
  return interpolatePose(from, to, easeInOut(t));
}
