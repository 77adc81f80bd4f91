export { BODY_REGIONS, isBodyRegion, type BodyRegion } from '../common/body-regions';
import type { BodyRegion } from '../common/body-regions';

/** An ellipse of a hot spot on the 200 × 420 figure. */
export interface Spot {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** Left and right copies of a spot (the figure is symmetric around x = 100). */
function pair(cx: number, cy: number, rx: number, ry = rx): Spot[] {
  return [
    { cx, cy, rx, ry },
    { cx: 200 - cx, cy, rx, ry },
  ];
}

/** Where each region sits on the front or the back view. Every region appears exactly once. */
export const FRONT_SPOTS: Partial<Record<BodyRegion, Spot[]>> = {
  brain: [{ cx: 100, cy: 22, rx: 17, ry: 8 }],
  eyes: [{ cx: 100, cy: 38, rx: 15, ry: 6 }],
  jaw: [{ cx: 100, cy: 56, rx: 12, ry: 6 }],
  neck: [{ cx: 100, cy: 74, rx: 7, ry: 7 }],
  side_neck: pair(86, 74, 5, 8),
  shoulder: pair(64, 94, 11),
  torso: [{ cx: 100, cy: 115, rx: 28, ry: 17 }],
  straight_belly: [{ cx: 100, cy: 165, rx: 14, ry: 24 }],
  side_belly: pair(75, 165, 8, 20),
  hip: pair(80, 212, 10),
  forearm_front: pair(49, 180, 8, 16),
  forearm_wrist: pair(47, 209, 8, 8),
  wrist: pair(46, 232, 8, 8),
  thigh_front: pair(83, 265, 12, 30),
  knee: pair(83, 312, 9),
  ankle_joint: pair(84, 395, 8, 7),
};

export const BACK_SPOTS: Partial<Record<BodyRegion, Spot[]>> = {
  head: [{ cx: 100, cy: 36, rx: 20, ry: 17 }],
  cervical_spine: [{ cx: 100, cy: 74, rx: 6, ry: 10 }],
  rotator_cuff: pair(66, 96, 10),
  rhomboids: pair(87, 114, 8, 13),
  back: [{ cx: 100, cy: 148, rx: 24, ry: 12 }],
  lumbar_spine: [{ cx: 100, cy: 184, rx: 13, ry: 13 }],
  buttocks: pair(86, 220, 14, 12),
  forearm_back: pair(49, 190, 8, 22),
  thigh_back: pair(83, 268, 12, 28),
  calf: pair(84, 350, 10, 24),
};
