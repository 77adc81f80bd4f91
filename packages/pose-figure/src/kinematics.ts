// Forward kinematics: joint angles → points. The figure is posed in 3D (X forwards, Y up, Z to the figure's left)
// with each limb as a direction from flexion and abduction, then projected on the side or front plane. Cheap, and
// one set of angles reads the same in both views.
import type { Pose, PoseAngles, PoseJoint } from './model';

export interface Point {
  x: number;
  y: number;
}
type Vec = [number, number, number];

/** Segment lengths in figure units (an upright figure is about 185 units tall). */
export const LENGTHS = {
  trunk: 60,
  neck: 9,
  headRadius: 11,
  upperArm: 31,
  forearm: 27,
  hand: 8,
  thigh: 45,
  shin: 43,
  foot: 15,
  shoulderHalfWidth: 17,
  hipHalfWidth: 9,
} as const;
/** Height of the chair's seat: a seated figure with knees at 90° has its feet on the floor. */
export const SEAT_HEIGHT = LENGTHS.shin + 3;

const rad = (deg: number) => (deg * Math.PI) / 180;
const add = (a: Vec, b: Vec, k = 1): Vec => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];

/** Direction of a limb in its parent's frame: flexion swings it forwards from hanging down, abduction sideways. */
function limb(flexion: number, abduction: number, outward: 1 | -1): Vec {
  const f = rad(flexion);
  const a = rad(abduction);
  return [Math.cos(a) * Math.sin(f), -Math.cos(a) * Math.cos(f), outward * Math.sin(a)];
}

function normalise(v: Vec): Vec {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

/** The trunk's orientation: pitch (forward lean) first, then the sideways tilt, both in the world. */
function trunkFrame(pitch: number, roll: number): (v: Vec) => Vec {
  const p = rad(pitch);
  const r = rad(roll);
  return ([x, y, z]) => {
    const x1 = x * Math.cos(p) + y * Math.sin(p);
    const y1 = -x * Math.sin(p) + y * Math.cos(p);
    return [x1, y1 * Math.cos(r) - z * Math.sin(r), y1 * Math.sin(r) + z * Math.cos(r)];
  };
}

export type Side = 'L' | 'R';
export const SEGMENTS = [
  'trunk',
  'pelvis',
  'neck',
  'head',
  'upperArmL',
  'upperArmR',
  'forearmL',
  'forearmR',
  'handL',
  'handR',
  'thighL',
  'thighR',
  'shinL',
  'shinR',
  'footL',
  'footR',
] as const;
export type Segment = (typeof SEGMENTS)[number];

/** The posed figure, projected: every named point plus the shoulder and hip joints of both sides. */
export interface Skeleton {
  view: Pose['view'];
  points: Record<PoseJoint | 'shoulderL' | 'shoulderR' | 'shoulderMid' | 'noseTip', Point>;
}

/** Computes the figure's points for a pose, grounded: on the chair's seat when seated, else on the floor (y = 0). */
export function skeleton(pose: Pose): Skeleton {
  const a = (name: keyof PoseAngles) => pose.angles[name] ?? 0;
  const toWorld = trunkFrame(a('trunk'), a('trunkSide'));
  const pelvis: Vec = [0, 0, 0];
  const up = toWorld([0, 1, 0]);
  const forward = toWorld([1, 0, 0]);
  const left = toWorld([0, 0, 1]);
  const shoulderMid = add(pelvis, up, LENGTHS.trunk);
  const points3: Partial<Record<keyof Skeleton['points'], Vec>> = {
    pelvis,
    shoulderMid,
    chest: add(add(pelvis, up, LENGTHS.trunk * 0.72), forward, 9),
    upperBack: add(add(pelvis, up, LENGTHS.trunk * 0.72), forward, -9),
    lowerBack: add(add(pelvis, up, LENGTHS.trunk * 0.25), forward, -9),
  };
  const n = rad(a('neck'));
  const s = rad(a('neckSide'));
  const headDir = toWorld([Math.sin(n) * Math.cos(s), Math.cos(n) * Math.cos(s), Math.sin(s)]);
  const neck = add(shoulderMid, headDir, LENGTHS.neck);
  points3.neck = neck;
  points3.head = add(neck, headDir, LENGTHS.headRadius);
  // a small nose marks where the figure looks
  const faceDir = toWorld([Math.cos(n), -Math.sin(n), 0]);
  points3.noseTip = add(points3.head, faceDir, LENGTHS.headRadius + 2);

  for (const side of ['L', 'R'] as const) {
    const outward = side === 'L' ? 1 : -1;
    // arm: elbow flexion bends forwards; with the arm raised sideways it bends upwards (the "goalpost" shape)
    const shoulder = add(shoulderMid, left, outward * LENGTHS.shoulderHalfWidth);
    const flex = a(`shoulder${side}`);
    const abd = a(`shoulderAbd${side}`);
    const elbowFlex = a(`elbow${side}`);
    const upperArm = toWorld(limb(flex, abd, outward));
    const sideways = Math.min(1, Math.max(0, Math.abs(abd) / 90));
    const forearmLocal = normalise(
      add(
        limb(flex + elbowFlex, abd, outward).map((v) => v * (1 - sideways)) as Vec,
        limb(flex, abd + elbowFlex, outward),
        sideways,
      ),
    );
    const forearm = toWorld(forearmLocal);
    const elbow = add(shoulder, upperArm, LENGTHS.upperArm);
    const wrist = add(elbow, forearm, LENGTHS.forearm);
    points3[`shoulder${side}`] = shoulder;
    points3[`elbow${side}`] = elbow;
    points3[`hand${side}`] = add(wrist, forearm, LENGTHS.hand);

    // leg: knee flexion bends the shin backwards; the foot points forwards from the shin
    const hip = add(pelvis, left, outward * LENGTHS.hipHalfWidth);
    const hipFlex = a(`hip${side}`);
    const hipAbd = a(`hipAbd${side}`);
    const shinFlex = hipFlex - a(`knee${side}`);
    const knee = add(hip, toWorld(limb(hipFlex, hipAbd, outward)), LENGTHS.thigh);
    const ankle = add(knee, toWorld(limb(shinFlex, hipAbd, outward)), LENGTHS.shin);
    points3[`hip${side}`] = hip;
    points3[`knee${side}`] = knee;
    points3[`ankle${side}`] = ankle;
    points3[`toe${side}`] = add(
      ankle,
      toWorld(limb(shinFlex + 90 + a(`ankle${side}`), 0, outward)),
      LENGTHS.foot,
    );
  }

  const project =
    pose.view === 'side' ? (v: Vec) => ({ x: v[0], y: v[1] }) : (v: Vec) => ({ x: v[2], y: v[1] });
  const projected = Object.fromEntries(
    Object.entries(points3).map(([name, v]) => [name, project(v as Vec)]),
  ) as Skeleton['points'];

  // grounding: seated figures sit on the seat; the others rest their lowest point on the floor
  let dy: number;
  if (pose.base === 'seated') dy = SEAT_HEIGHT - projected.pelvis.y;
  else {
    const lowest = Math.min(
      ...Object.entries(projected)
        .filter(([name]) => name !== 'shoulderMid' && name !== 'noseTip')
        .map(([name, p]) => p.y - (name === 'head' ? LENGTHS.headRadius : 0)),
    );
    dy = -lowest + (BODY_ON_FLOOR.has(pose.base) ? 4 : 0);
  }
  for (const p of Object.values(projected)) p.y += dy;
  return { view: pose.view, points: projected };
}

/** Bases where the trunk or limbs lie on the floor: their points are lifted by half a limb's width. */
const BODY_ON_FLOOR = new Set<Pose['base']>([
  'supine',
  'prone',
  'side-lying',
  'quadruped',
  'kneeling',
  'floor-seated',
]);
