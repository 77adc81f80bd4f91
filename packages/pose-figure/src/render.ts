// Turns a pose into a flat list of SVG shapes (screen coordinates, y down). The string renderer and the React
// component both draw this list, so a still on the server and a frame in the player are the same picture.
import { CONTACT_RADIUS, wallFace } from './contacts';
import { BALL_RADIUS } from './dimensions';
import { LENGTHS, SEAT_HEIGHT, skeleton, type Point, type Segment, type Skeleton } from './kinematics';
import type { Pose, PoseJoint, PoseProp } from './model';

export interface Shape {
  tag: 'line' | 'circle' | 'rect' | 'polygon' | 'polyline';
  attrs: Record<string, string | number>;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const COLORS = {
  near: '#5B6B78',
  far: '#A3B0BA',
  highlightNear: '#2AA6B8',
  highlightFar: '#8FD6E0',
  prop: '#C9D2D9',
  propFill: '#EEF2F4',
  mat: '#B9E3E9',
  band: '#E0704F',
  ball: '#F2B84B',
  pupil: '#28323A',
} as const;

/** Stroke widths of the segments (figure units). */
const WIDTHS: Record<Segment, number> = {
  trunk: 20,
  pelvis: 18,
  neck: 8,
  head: 0,
  upperArmL: 9,
  upperArmR: 9,
  forearmL: 7.5,
  forearmR: 7.5,
  handL: 6,
  handR: 6,
  thighL: 13,
  thighR: 13,
  shinL: 10,
  shinR: 10,
  footL: 6,
  footR: 6,
};

const THUMB_WIDTH = 3.5;
const EAR_RADIUS = 3;
const EYE_RADIUS = LENGTHS.eyeRadius;
const SHOULDER_RADIUS = 6.5;
/** The side view's trunk ends this far below the shoulders, so that a shrug lifts the shoulder clear of it. */
const TRUNK_TOP_DROP = 4;

/** The point `by` units from `from` towards `to`. */
function towards(from: Point, to: Point, by: number): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: from.x + ((to.x - from.x) * by) / length, y: from.y + ((to.y - from.y) * by) / length };
}

/** Height of a stair step (figure units). */
const STEP_HEIGHT = 20;

const r1 = (n: number) => Math.round(n * 10) / 10;
const screen = (p: Point): Point => ({ x: r1(p.x), y: r1(-p.y) });

export interface RenderOptions {
  /** Segments drawn in the highlight colour (the exercise's target regions). */
  highlight?: readonly Segment[];
}

export interface RenderedPose {
  shapes: Shape[];
  bounds: Bounds;
}

function segmentLine(from: Point, to: Point, width: number, color: string): Shape {
  const a = screen(from);
  const b = screen(to);
  return {
    tag: 'line',
    attrs: {
      x1: a.x,
      y1: a.y,
      x2: b.x,
      y2: b.y,
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
    },
  };
}

/** The figure's segments of one side (or the middle), in drawing order. */
function limbShapes(sk: Skeleton, side: 'L' | 'R', color: (segment: Segment) => string): Shape[] {
  const p = sk.points;
  const elbow = p[`elbow${side}`];
  const wrist = p[`wrist${side}`];
  const seg = (name: Segment, from: Point, to: Point) => segmentLine(from, to, WIDTHS[name], color(name));
  return [
    seg(`thigh${side}`, p[`hip${side}`], p[`knee${side}`]),
    seg(`shin${side}`, p[`knee${side}`], p[`ankle${side}`]),
    seg(`foot${side}`, p[`ankle${side}`], p[`toe${side}`]),
    seg(`upperArm${side}`, p[`shoulder${side}`], elbow),
    seg(`forearm${side}`, elbow, wrist),
    ...handShapes(
      p[`wrist${side}`],
      p[`knuckle${side}`],
      p[`finger${side}`],
      p[`hand${side}`],
      color(`hand${side}`),
    ),
    // the thumb shows the forearm's rotation (up in the mid position, turned in with pronation)
    segmentLine(wrist, p[`thumb${side}`], THUMB_WIDTH, color(`hand${side}`)),
  ];
}

const FINGER_WIDTH = 3.5;

/** A straight hand is one segment; with bent knuckles or fingers the palm and the two finger links are drawn. */
function handShapes(wrist: Point, knuckle: Point, finger: Point, tip: Point, color: string): Shape[] {
  const cross = (a: Point, b: Point, c: Point) => (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
  const straight = Math.abs(cross(wrist, knuckle, finger)) + Math.abs(cross(knuckle, finger, tip)) < 0.05;
  if (straight) return [segmentLine(wrist, tip, WIDTHS.handR, color)];
  return [
    segmentLine(wrist, knuckle, WIDTHS.handR, color),
    {
      tag: 'polyline',
      attrs: {
        points: pointList([knuckle, finger, tip]),
        fill: 'none',
        stroke: color,
        'stroke-width': FINGER_WIDTH,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    },
  ];
}

function figureBounds(sk: Skeleton): Bounds {
  const all = Object.values(sk.points);
  const pad = 12;
  return {
    minX: Math.min(...all.map((p) => p.x)) - pad,
    maxX: Math.max(...all.map((p) => p.x)) + pad,
    minY: Math.min(0, ...all.map((p) => p.y)) - 2,
    maxY: Math.max(...all.map((p) => p.y)) + pad,
  };
}

const rect = (x: number, y: number, width: number, height: number, fill: string, extra = {}): Shape => ({
  tag: 'rect',
  attrs: { x: r1(x), y: r1(-(y + height)), width: r1(width), height: r1(height), fill, ...extra },
});
const line = (a: Point, b: Point, color: string, width: number): Shape => segmentLine(a, b, width, color);

/** What a prop's drawing function works with: the pose and its points, and where its shapes and box go. */
interface PropCanvas {
  pose: Pose;
  p: Skeleton['points'];
  /** The figure's box without props. */
  fig: Bounds;
  side: boolean;
  /** Furniture, drawn before the figure. */
  behind: Shape[];
  /** Band and ball, drawn over the figure. */
  front: Shape[];
  /** Widens the picture's box to hold the prop. */
  grow: (minX: number, maxX: number, maxY: number) => void;
}

type PropOf<K extends PoseProp['kind']> = PoseProp & { kind: K };

function drawChair({ p, side, behind, grow }: PropCanvas) {
  const x = p.pelvis.x;
  const top = SEAT_HEIGHT - 8;
  if (side) {
    behind.push(rect(x - 20, top - 4, 36, 4, COLORS.prop, { rx: 2 }));
    behind.push(line({ x: x - 18, y: top }, { x: x - 20, y: top + 44 }, COLORS.prop, 4));
    behind.push(line({ x: x - 16, y: 0 }, { x: x - 16, y: top - 4 }, COLORS.prop, 3));
    behind.push(line({ x: x + 12, y: 0 }, { x: x + 12, y: top - 4 }, COLORS.prop, 3));
    grow(x - 26, x + 20, top + 46);
  } else {
    behind.push(rect(x - 26, top + 16, 52, 30, COLORS.propFill, { rx: 4, stroke: COLORS.prop }));
    behind.push(rect(x - 24, top - 4, 48, 5, COLORS.prop, { rx: 2 }));
    behind.push(line({ x: x - 20, y: 0 }, { x: x - 20, y: top - 4 }, COLORS.prop, 3));
    behind.push(line({ x: x + 20, y: 0 }, { x: x + 20, y: top - 4 }, COLORS.prop, 3));
    grow(x - 28, x + 28, top + 48);
  }
}

function drawDesk({ pose, p, side, behind, grow }: PropCanvas) {
  const top = 74;
  if (side) {
    // the near edge just before the hands near the top, or the points resting on it (an elbow, a ball)
    const onDesk = (pose.contacts ?? []).filter((c) => c.on === 'desk').map((c) => p[c.at]);
    const handsNearTop = [
      ...[p.handL, p.handR].filter((h) => Math.abs(h.y - (top + 4)) < 14),
      ...onDesk,
    ].filter((h) => h.x > p.pelvis.x);
    const near =
      handsNearTop.length > 0
        ? Math.min(...handsNearTop.map((h) => h.x)) - 14
        : p.pelvis.x + (pose.base === 'seated' ? 36 : 44);
    behind.push(rect(near, top - 4, 70, 4, COLORS.prop, { rx: 1 }));
    behind.push(line({ x: near + 64, y: 0 }, { x: near + 64, y: top - 4 }, COLORS.prop, 4));
    grow(near, near + 72, top + 2);
  } else {
    behind.push(rect(-58, top - 4, 116, 4, COLORS.prop, { rx: 1 }));
    behind.push(line({ x: -54, y: 0 }, { x: -54, y: top - 4 }, COLORS.prop, 4));
    behind.push(line({ x: 54, y: 0 }, { x: 54, y: top - 4 }, COLORS.prop, 4));
    grow(-60, 60, top + 2);
  }
}

function drawMat({ fig, behind }: PropCanvas) {
  behind.push(rect(fig.minX - 6, -1, fig.maxX - fig.minX + 12, 4, COLORS.mat, { rx: 2 }));
}

function drawWall({ pose, p, fig, behind, grow }: PropCanvas, prop: PropOf<'wall'>) {
  // with wall contacts the wall stands where they touch, else just behind (in front of) the figure
  const face = wallFace(pose, p);
  const x = face ?? (prop.side === 'back' ? fig.minX + 1 : fig.maxX - 4);
  behind.push(rect(prop.side === 'back' ? x - 8 : x, 0, 8, 210, COLORS.propFill, { stroke: COLORS.prop }));
  grow(x - 8, x + 8, 210);
}

function drawStep({ p, behind, grow }: PropCanvas) {
  const toe = p.toeR;
  const height = Math.max(4, toe.y - 3);
  behind.push(rect(toe.x - 10, 0, 60, height, COLORS.propFill, { stroke: COLORS.prop }));
  grow(toe.x - 10, toe.x + 50, height);
}

function drawBand({ p, behind, front, grow }: PropCanvas, prop: PropOf<'band'>) {
  const from = p[prop.from];
  const to: Point =
    prop.to === 'anchor' ? { x: p.pelvis.x + (prop.anchorX ?? 70), y: prop.anchorY ?? 100 } : p[prop.to];
  if (prop.to === 'anchor') {
    behind.push(line({ x: to.x, y: 0 }, { x: to.x, y: Math.max(to.y + 20, 120) }, COLORS.prop, 5));
    grow(to.x - 6, to.x + 6, Math.max(to.y + 20, 120));
  }
  front.push(line(from, to, COLORS.band, 2.5));
}

function drawBall({ pose, p, front }: PropCanvas, prop: PropOf<'ball'>) {
  const at = screen(ballCentre(pose, p, prop));
  front.push({ tag: 'circle', attrs: { cx: at.x, cy: at.y, r: BALL_RADIUS, fill: COLORS.ball } });
}

/** One drawing function per prop kind. */
const DRAW_PROP: { [K in PoseProp['kind']]: (canvas: PropCanvas, prop: PropOf<K>) => void } = {
  chair: drawChair,
  desk: drawDesk,
  mat: drawMat,
  wall: drawWall,
  step: drawStep,
  band: drawBand,
  ball: drawBall,
};

/** Shapes of the props drawn behind the figure (furniture) and in front of it (band, ball). */
function propShapes(
  pose: Pose,
  sk: Skeleton,
  fig: Bounds,
): { behind: Shape[]; front: Shape[]; bounds: Bounds } {
  const b = { ...fig };
  const canvas: PropCanvas = {
    pose,
    p: sk.points,
    fig,
    side: pose.view === 'side',
    behind: [],
    front: [],
    grow: (minX, maxX, maxY) => {
      b.minX = Math.min(b.minX, minX);
      b.maxX = Math.max(b.maxX, maxX);
      b.maxY = Math.max(b.maxY, maxY);
    },
  };
  for (const prop of pose.props ?? []) {
    // a kind this version cannot draw (a pose from a newer editor) is left out
    const draw = DRAW_PROP[prop.kind] as ((canvas: PropCanvas, prop: PoseProp) => void) | undefined;
    draw?.(canvas, prop);
  }
  return { behind: canvas.behind, front: canvas.front, bounds: b };
}

/** The ball's centre: at its body point, or between the point and its surface (under it, or towards the wall). */
function ballCentre(pose: Pose, p: Skeleton['points'], ball: Extract<PoseProp, { kind: 'ball' }>): Point {
  const at = p[ball.at];
  if (!ball.on) return at;
  const off = CONTACT_RADIUS[ball.at] + BALL_RADIUS;
  if (ball.on !== 'wall') return { x: at.x, y: at.y - off };
  if (pose.view !== 'side') return at;
  const side = pose.props?.find((prop) => prop.kind === 'wall')?.side ?? 'back';
  return { x: at.x + (side === 'back' ? -off : off), y: at.y };
}

const pointList = (points: readonly Point[]) =>
  points
    .map(screen)
    .map((q) => `${q.x},${q.y}`)
    .join(' ');

/**
 * The trunk: in the side view the spine bends at the waist (a polyline with round joins, so a rounded or arched back
 * reads as a curve) and the near shoulder girdle shows its shrug and protraction; in the front view an outline
 * through shoulders, waist and hips that follows side bends.
 */
function trunkShapes(sk: Skeleton, color: string): Shape[] {
  const p = sk.points;
  if (sk.view === 'side') {
    return [
      {
        tag: 'polyline',
        attrs: {
          points: pointList([p.pelvis, p.waist, towards(p.shoulderMid, p.waist, TRUNK_TOP_DROP)]),
          fill: 'none',
          stroke: color,
          'stroke-width': WIDTHS.trunk,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        },
      },
    ];
  }
  return [
    {
      tag: 'polygon',
      attrs: {
        points: pointList([p.shoulderL, p.shoulderR, p.waistR, p.hipR, p.hipL, p.waistL]),
        fill: color,
        stroke: color,
        'stroke-width': 12,
        'stroke-linejoin': 'round',
      },
    },
  ];
}

/**
 * The near shoulder in the side view, drawn over the neck: a shrug lifts it towards the ear (it hides the neck), a
 * protraction brings it forwards of the chest.
 */
function shoulderCap(sk: Skeleton, color: string): Shape {
  const c = screen(sk.points.shoulderR);
  return { tag: 'circle', attrs: { cx: c.x, cy: c.y, r: SHOULDER_RADIUS, fill: color } };
}

/** Neck and head; the nose shows where the head looks (a line in the side view, a dot that turns in the front). */
function headOf(sk: Skeleton, neckColor: string, headColor: string): Shape[] {
  const p = sk.points;
  const head = screen(p.head);
  const shapes: Shape[] = [
    segmentLine(p.shoulderMid, p.neck, WIDTHS.neck, neckColor),
    { tag: 'circle', attrs: { cx: head.x, cy: head.y, r: LENGTHS.headRadius, fill: headColor } },
  ];
  const ear = (at: Point, color: string): Shape => {
    const c = screen(at);
    return { tag: 'circle', attrs: { cx: c.x, cy: c.y, r: EAR_RADIUS, fill: color } };
  };
  if (sk.view === 'side') {
    // the near ear moves forwards as the head turns away from the viewer, back as it turns towards the viewer
    const c = screen(p.earR);
    shapes.push(segmentLine(p.head, p.noseTip, 4, headColor), {
      // a ring, so that it does not read as an eye
      tag: 'circle',
      attrs: {
        cx: c.x,
        cy: c.y,
        r: EAR_RADIUS - 0.5,
        fill: 'none',
        stroke: COLORS.propFill,
        'stroke-width': 1.2,
      },
    });
  } else {
    // both ears behind the head: level and alike when it looks ahead, one hidden and one showing when it turns
    const rim = (at: Point) => ({
      x: p.head.x + (at.x - p.head.x) * 1.25,
      y: p.head.y + (at.y - p.head.y) * 1.25,
    });
    shapes.splice(1, 0, ear(rim(p.earL), headColor), ear(rim(p.earR), headColor));
    // the nose tip projected on the face: in the middle when looking ahead, towards the side the head turns
    const k = (LENGTHS.headRadius - 3) / (LENGTHS.headRadius + 2);
    const nose = screen({
      x: p.head.x + (p.noseTip.x - p.head.x) * k,
      y: p.head.y + (p.noseTip.y - p.head.y) * k,
    });
    shapes.push({ tag: 'circle', attrs: { cx: nose.x, cy: nose.y, r: 2.5, fill: COLORS.propFill } });
  }
  return shapes;
}

/**
 * An upper lid come down over the eye: the part of the eye above the lid's edge covered in the head's colour, and
 * the lid's margin as a dark line once it is well down (a shut eye reads as a line).
 */
function lidShapes(eye: Point, brow: Point, lid: Point, color: string): Shape[] {
  const upLength = Math.hypot(brow.x - eye.x, brow.y - eye.y);
  if (upLength < 0.01) return [];
  const up = { x: (brow.x - eye.x) / upLength, y: (brow.y - eye.y) / upLength };
  // how far the edge is above the eye's centre along the face's up, in the projection (open: the whole radius)
  const edge = (lid.x - eye.x) * up.x + (lid.y - eye.y) * up.y;
  if (edge >= upLength - 0.05) return [];
  const radius = EYE_RADIUS + 0.4;
  const half = Math.acos(Math.max(-1, Math.min(1, (edge / upLength) * (EYE_RADIUS / radius))));
  const arc: Point[] = Array.from({ length: 9 }, (_, i) => {
    const angle = -half + (2 * half * i) / 8;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    return { x: eye.x + radius * (up.x * c - up.y * s), y: eye.y + radius * (up.x * s + up.y * c) };
  });
  const shapes: Shape[] = [{ tag: 'polygon', attrs: { points: pointList(arc), fill: color } }];
  if (edge < upLength * 0.5) {
    shapes.push(segmentLine(arc[0]!, arc[8]!, 0.8, COLORS.pupil));
  }
  return shapes;
}

/** The face: the visible eyes (the near one in the side view) with their pupils, the mouth once the jaw opens. */
function faceOf(sk: Skeleton, headColor: string): Shape[] {
  const p = sk.points;
  const dot = (at: Point, r: number, fill: string): Shape => {
    const c = screen(at);
    return { tag: 'circle', attrs: { cx: c.x, cy: c.y, r, fill } };
  };
  const sides = sk.view === 'side' ? (['R'] as const) : (['L', 'R'] as const);
  const shapes = sides.flatMap((side) => [
    dot(p[`eye${side}`], EYE_RADIUS, COLORS.propFill),
    dot(p[`pupil${side}`], EYE_RADIUS * 0.55, COLORS.pupil),
    ...lidShapes(p[`eye${side}`], p[`brow${side}`], p[`lid${side}`], headColor),
  ]);
  if (Math.hypot(p.mouthBottom.x - p.mouthTop.x, p.mouthBottom.y - p.mouthTop.y) > 0.3) {
    shapes.push(segmentLine(p.mouthTop, p.mouthBottom, 3, COLORS.pupil));
  }
  return shapes;
}

/** The figure's shapes for a pose; `bounds` are in screen coordinates (y down) and include the props. */
export function renderPose(pose: Pose, options: RenderOptions = {}): RenderedPose {
  const sk = skeleton(pose);
  // on a step the right foot stands on it: lift the figure so that the step has a visible height
  if (pose.props?.some((prop) => prop.kind === 'step')) {
    const lift = Math.max(0, STEP_HEIGHT - sk.points.toeR.y);
    for (const point of Object.values(sk.points)) point.y += lift;
  }
  const highlight = new Set(options.highlight ?? []);
  const tone = (near: boolean) => (segment: Segment) =>
    highlight.has(segment)
      ? near
        ? COLORS.highlightNear
        : COLORS.highlightFar
      : near
        ? COLORS.near
        : COLORS.far;
  const p = sk.points;
  const fig = figureBounds(sk);
  const props = propShapes(pose, sk, fig);
  const body = tone(true);
  const trunk = trunkShapes(sk, body('trunk'));
  const headShapes = [...headOf(sk, body('neck'), body('head')), ...faceOf(sk, body('head'))];
  const pelvis = segmentLine(p.hipL, p.hipR, WIDTHS.pelvis, body('pelvis'));
  const floor = line({ x: fig.minX - 14, y: 0 }, { x: fig.maxX + 14, y: 0 }, COLORS.prop, 1.5);
  // side view: the left limbs are further away (drawn first, lighter); front view: all limbs over the trunk
  const shapes =
    pose.view === 'side'
      ? [
          floor,
          ...props.behind,
          ...limbShapes(sk, 'L', tone(false)),
          pelvis,
          ...trunk,
          ...headShapes,
          shoulderCap(sk, body('upperArmR')),
          ...limbShapes(sk, 'R', tone(true)),
          ...props.front,
        ]
      : [
          floor,
          ...props.behind,
          ...trunk,
          pelvis,
          ...headShapes,
          ...limbShapes(sk, 'L', body),
          ...limbShapes(sk, 'R', body),
          ...props.front,
        ];
  const bb = props.bounds;
  return {
    shapes,
    bounds: { minX: bb.minX - 14, maxX: bb.maxX + 14, minY: -bb.maxY, maxY: -bb.minY },
  };
}

/** The smallest box holding every box, for a steady frame while a figure moves. */
export function unionBounds(boxes: readonly Bounds[]): Bounds {
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

/** A square-ish viewBox around the bounds (figures stay the same size on cards of the same size). */
export function viewBox(b: Bounds, minSize = 200): string {
  const width = Math.max(minSize, b.maxX - b.minX);
  const height = Math.max(minSize, b.maxY - b.minY);
  const x = (b.minX + b.maxX) / 2 - width / 2;
  // keep the floor at the bottom: extra height goes above the figure
  const y = b.maxY - height;
  return `${r1(x)} ${r1(y)} ${r1(width)} ${r1(height)}`;
}

export type { PoseJoint, PoseProp };
