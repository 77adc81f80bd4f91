// The geometry of the body picker (health profile pain points and the /pain search): a front and a back figure
// on a 120 × 264 canvas, mirrored at x = 60. Every one of the 26 regions lies on exactly one of them.
import type { BodyRegion } from '@officefit/domain';

export type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r?: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number };

const rect = (x: number, y: number, w: number, h: number, r = 3): Shape => ({ kind: 'rect', x, y, w, h, r });
const ellipse = (cx: number, cy: number, rx: number, ry = rx): Shape => ({ kind: 'ellipse', cx, cy, rx, ry });
/** The same shape on both sides of the body. */
const pair = (x: number, y: number, w: number, h: number, r = 3): Shape[] => [
  rect(x, y, w, h, r),
  rect(120 - x - w, y, w, h, r),
];
const pairEllipse = (cx: number, cy: number, rx: number, ry = rx): Shape[] => [
  ellipse(cx, cy, rx, ry),
  ellipse(120 - cx, cy, rx, ry),
];

/** Width and height of the canvas both figures are drawn on. */
export const FIGURE_VIEWBOX = '0 0 120 264';

export interface BodyFigure {
  side: 'front' | 'back';
  /** Parts drawn for the outline only. */
  decor: Shape[];
  /** Clickable regions in reading order (top to bottom, the keyboard order); later ones lie on top. */
  regions: { region: BodyRegion; shapes: Shape[] }[];
}

const HEAD = ellipse(60, 25, 17, 18);
const LIMBS: Shape[] = [
  ...pair(25, 68, 11, 36, 5), // upper arms
  ...pairEllipse(25, 156, 6, 8), // hands
  ...pairEllipse(51, 256, 7, 4), // feet
];

/** Front and back of a simple figure with the 26 body regions of spec §3 (the face on the front, the head behind). */
export const BODY_FIGURES: readonly BodyFigure[] = [
  {
    side: 'front',
    decor: [...LIMBS, HEAD, ...pair(46, 194, 11, 44, 5)],
    regions: [
      { region: 'brain', shapes: [ellipse(60, 13, 12, 5)] },
      { region: 'eyes', shapes: [ellipse(60, 24, 11, 4)] },
      { region: 'jaw', shapes: [ellipse(60, 36, 9, 4)] },
      { region: 'side_neck', shapes: pair(46, 43, 7, 11, 2) },
      { region: 'neck', shapes: [rect(54, 43, 12, 11, 2)] },
      { region: 'shoulder', shapes: pairEllipse(35, 60, 9) },
      { region: 'torso', shapes: [rect(45, 55, 30, 30, 5)] },
      { region: 'side_belly', shapes: pair(43, 87, 7, 28, 2) },
      { region: 'straight_belly', shapes: [rect(51, 87, 18, 28, 3)] },
      { region: 'forearm_front', shapes: pair(21, 105, 11, 19, 4) },
      { region: 'forearm_wrist', shapes: pair(20, 125, 11, 13, 3) },
      { region: 'wrist', shapes: pair(19, 139, 12, 8, 3) },
      { region: 'hip', shapes: [rect(43, 117, 34, 14, 4)] },
      { region: 'thigh_front', shapes: pair(44, 133, 15, 46, 5) },
      { region: 'knee', shapes: pairEllipse(51.5, 186, 7) },
      { region: 'ankle_joint', shapes: pairEllipse(51.5, 244, 6, 5) },
    ],
  },
  {
    side: 'back',
    decor: [...LIMBS, ...pairEllipse(51.5, 186, 7), ...pairEllipse(51.5, 244, 6, 5)],
    regions: [
      { region: 'head', shapes: [HEAD] },
      { region: 'cervical_spine', shapes: [rect(54, 42, 12, 13, 2)] },
      { region: 'rotator_cuff', shapes: pairEllipse(36, 60, 9) },
      { region: 'rhomboids', shapes: [rect(47, 56, 26, 22, 4)] },
      { region: 'back', shapes: [rect(44, 80, 32, 20, 4)] },
      { region: 'lumbar_spine', shapes: [rect(47, 102, 26, 15, 3)] },
      { region: 'forearm_back', shapes: pair(21, 105, 11, 35, 4) },
      { region: 'buttocks', shapes: [rect(44, 119, 32, 18, 6)] },
      { region: 'thigh_back', shapes: pair(44, 139, 15, 42, 5) },
      { region: 'calf', shapes: pair(46, 194, 11, 42, 5) },
    ],
  },
];
