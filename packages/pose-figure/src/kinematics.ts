// Forward kinematics: joint angles → points. The figure is posed in 3D (X forwards, Y up, Z to the figure's left)
// with each limb as a direction from flexion and abduction, then projected on the side or front plane. Cheap, and
// one set of angles reads the same in both views.
import { placeOnContacts } from './contacts';
import { LENGTHS, SEAT_HEIGHT, type Point } from './dimensions';
import { FLOOR_BASES, type Pose, type PoseAngles, type PoseJoint } from './model';

export { LENGTHS, SEAT_HEIGHT, type Point };
type Vec = [number, number, number];

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

type Frame = (v: Vec) => Vec;

/** Pitch (forward lean: up turns towards +X), about Z. */
const pitch = (deg: number): Frame => {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return ([x, y, z]) => [x * c + y * s, -x * s + y * c, z];
};
/** Roll (sideways bend: up turns towards the figure's left, +Z), about X. */
const roll = (deg: number): Frame => {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return ([x, y, z]) => [x, y * c - z * s, y * s + z * c];
};
/** Yaw (rotation: the face turns towards the figure's left, +Z), about Y. */
const yaw = (deg: number): Frame => {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return ([x, y, z]) => [x * c - z * s, y, x * s + z * c];
};

/** A child frame: the parent's, turned by flexion, then side bend, then rotation (all 0 = the parent's). */
const joint =
  (parent: Frame, flexion: number, side: number, rotation: number): Frame =>
  (v) =>
    parent(pitch(flexion)(roll(side)(yaw(rotation)(v))));

/** The trunk's orientation: pitch (forward lean) first, then the sideways tilt, both in the world. */
function trunkFrame(pitchDeg: number, rollDeg: number): Frame {
  return (v) => roll(rollDeg)(pitch(pitchDeg)(v));
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

type Extra =
  | 'shoulderL'
  | 'shoulderR'
  | 'shoulderMid'
  | 'noseTip'
  | 'waist'
  | 'waistL'
  | 'waistR'
  | 'wristL'
  | 'wristR'
  | 'thumbL'
  | 'thumbR'
  | 'knuckleL'
  | 'knuckleR'
  | 'fingerL'
  | 'fingerR'
  | 'earL'
  | 'earR'
  | Face;
/**
 * The face's points: eyes, the pupils (where the eyes look), the upper lids' edges (`lid…`, at `brow…` when open) and
 * the mouth (open with the jaw).
 */
export type Face =
  'eyeL' | 'eyeR' | 'pupilL' | 'pupilR' | 'lidL' | 'lidR' | 'browL' | 'browR' | 'mouthTop' | 'mouthBottom';
/** Points inside the drawn body, never lower than the points that bound them (ignored when grounding). */
const INNER = new Set<string>([
  'shoulderMid',
  'noseTip',
  'waist',
  'waistL',
  'waistR',
  'wristL',
  'wristR',
  'thumbL',
  'thumbR',
  'knuckleL',
  'knuckleR',
  'fingerL',
  'fingerR',
  'earL',
  'earR',
  'eyeL',
  'eyeR',
  'pupilL',
  'pupilR',
  'lidL',
  'lidR',
  'browL',
  'browR',
  'mouthTop',
  'mouthBottom',
]);

/** The posed figure, projected: every named point plus the shoulder, waist and wrist points of both sides. */
export interface Skeleton {
  view: Pose['view'];
  points: Record<PoseJoint | Extra, Point>;
  /** Degrees the contact solver turned the figure in the view's plane to keep its contacts (0 without). */
  correction: number;
}
type Points3 = Partial<Record<keyof Skeleton['points'], Vec>>;
type AngleOf = (name: keyof PoseAngles) => number;

/** The spine (pelvis → lumbar → thoracic → cervical) and the head; returns the thoracic frame for the arms. */
function spine(a: AngleOf, points3: Points3): Frame {
  const pelvisFrame = trunkFrame(a('trunk'), a('trunkSide'));
  const lumbar = joint(pelvisFrame, a('lumbar'), a('lumbarSide'), a('lumbarRot'));
  const thoracic = joint(lumbar, a('thoracic'), a('thoracicSide'), a('thoracicRot'));
  const cervical = joint(thoracic, a('neck'), a('neckSide'), a('neckRot'));
  const head = joint(cervical, a('headNod'), a('headTilt'), a('headRot'));
  const UP: Vec = [0, 1, 0];
  const FORWARD: Vec = [1, 0, 0];
  const LEFT: Vec = [0, 0, 1];
  const pelvis: Vec = [0, 0, 0];
  const waist = add(pelvis, lumbar(UP), LENGTHS.lumbar);
  const upper = LENGTHS.trunk - LENGTHS.lumbar;
  const shoulderMid = add(waist, thoracic(UP), upper);
  const chestLevel = add(waist, thoracic(UP), LENGTHS.trunk * 0.72 - LENGTHS.lumbar);
  const lowerLevel = add(pelvis, lumbar(UP), LENGTHS.trunk * 0.25);
  Object.assign(points3, {
    pelvis,
    waist,
    waistL: add(waist, lumbar(LEFT), 12),
    waistR: add(waist, lumbar(LEFT), -12),
    shoulderMid,
    chest: add(chestLevel, thoracic(FORWARD), 9),
    upperBack: add(chestLevel, thoracic(FORWARD), -9),
    lowerBack: add(lowerLevel, lumbar(FORWARD), -9),
  });
  const neck = add(shoulderMid, cervical(UP), LENGTHS.neck);
  points3.neck = neck;
  points3.head = add(neck, head(UP), LENGTHS.headRadius);
  // a small nose marks where the figure looks
  points3.noseTip = add(points3.head, head(FORWARD), LENGTHS.headRadius + 2);
  // the ears, a little behind the head's middle: in the side view the near one shows how far the head turns
  for (const [name, sideways] of [
    ['earL', 1],
    ['earR', -1],
  ] as const) {
    const side = add(points3.head, head(LEFT), sideways * LENGTHS.headRadius * 0.75);
    points3[name] = add(side, head(FORWARD), -LENGTHS.headRadius * 0.15);
  }
  face(a, head, points3.head, points3);
  return thoracic;
}

/** Eyes on the front of the head with pupils turned by the gaze, and a mouth that opens and glides with the jaw. */
function face(a: AngleOf, head: Frame, centre: Vec, points3: Points3) {
  const r = LENGTHS.headRadius;
  const gaze = head(yaw(a('eyesTurn'))(pitch(-a('eyesRaise'))([1, 0, 0])));
  for (const side of ['L', 'R'] as const) {
    const eye = add(
      add(add(centre, head([1, 0, 0]), r * 0.72), head([0, 1, 0]), r * 0.25),
      head([0, 0, 1]),
      (side === 'L' ? 1 : -1) * r * 0.4,
    );
    points3[`eye${side}`] = eye;
    points3[`pupil${side}`] = add(eye, gaze, 1.1);
    // the lid's edge runs down over the eyeball: at its top when open, through the middle to its bottom when shut
    points3[`brow${side}`] = add(eye, head([0, 1, 0]), LENGTHS.eyeRadius);
    points3[`lid${side}`] = add(eye, head([0, 1, 0]), LENGTHS.eyeRadius * Math.cos(rad(2 * a('eyelids'))));
  }
  const mouth = add(add(centre, head([1, 0, 0]), r * 0.8), head([0, 1, 0]), -r * 0.42);
  points3.mouthTop = mouth;
  // the lower lip drops with the opening and glides sideways with the jaw (about 6 mm at the limit)
  const lowerLip = add(mouth, head([0, -1, 0]), (a('jaw') / 30) * r * 0.45);
  points3.mouthBottom = add(lowerLip, head([0, 0, 1]), (a('jawSide') / 12) * r * 0.3);
}

/** The arm's directions: elbow (and wrist) flexion bends forwards; raised sideways it bends upwards (the goalpost). */
function armDirection(flex: number, abd: number, bend: number, outward: 1 | -1): Vec {
  const sideways = Math.min(1, Math.max(0, Math.abs(abd) / 90));
  return normalise(
    add(
      limb(flex + bend, abd, outward).map((v) => v * (1 - sideways)) as Vec,
      limb(flex, abd + bend, outward),
      sideways,
    ),
  );
}

/** One arm, hanging from the shoulder girdle (elevation lifts, protraction brings the shoulder forwards). */
function arm(a: AngleOf, side: Side, thoracic: Frame, shoulderMid: Vec, points3: Points3) {
  const outward = side === 'L' ? 1 : -1;
  const elev = rad(a(`shoulderElev${side}`));
  const prot = rad(a(`shoulderProt${side}`));
  const clavicle: Vec = [
    Math.sin(prot) * Math.cos(elev),
    Math.sin(elev),
    outward * Math.cos(prot) * Math.cos(elev),
  ];
  const shoulder = add(shoulderMid, thoracic(clavicle), LENGTHS.shoulderHalfWidth);
  const flex = a(`shoulder${side}`);
  const abd = a(`shoulderAbd${side}`);
  const elbowFlex = a(`elbow${side}`);
  const elbow = add(shoulder, thoracic(limb(flex, abd, outward)), LENGTHS.upperArm);
  const wrist = add(elbow, thoracic(armDirection(flex, abd, elbowFlex, outward)), LENGTHS.forearm);
  // the hand bends on from the forearm at the wrist, the knuckles and the fingers' middle joints (all palm-wards);
  // `hand` is the fingertips, where a straight hand ends
  const palm = elbowFlex + a(`wrist${side}`);
  const knuckles = palm + a(`knuckles${side}`);
  const along = (bend: number) => thoracic(armDirection(flex, abd, bend, outward));
  const finger = LENGTHS.hand - LENGTHS.palm;
  const knuckle = add(wrist, along(palm), LENGTHS.palm);
  const middle = add(knuckle, along(knuckles), finger / 2);
  points3[`shoulder${side}`] = shoulder;
  points3[`elbow${side}`] = elbow;
  points3[`wrist${side}`] = wrist;
  points3[`knuckle${side}`] = knuckle;
  points3[`finger${side}`] = middle;
  points3[`hand${side}`] = add(middle, along(knuckles + a(`fingers${side}`)), finger / 2);
  points3[`thumb${side}`] = add(wrist, thoracic(thumb(a, side, flex, abd, elbowFlex)), LENGTHS.thumb);
}

/**
 * The thumb's direction: in the mid position it points where the forearm would if the elbow bent 90° further (up
 * with the elbow bent, forwards with the arm hanging); pronation turns it about the forearm towards the body's middle.
 */
function thumb(a: AngleOf, side: Side, flex: number, abd: number, elbowFlex: number): Vec {
  const outward = side === 'L' ? 1 : -1;
  const along = armDirection(flex, abd, elbowFlex, outward);
  const ahead = armDirection(flex, abd, elbowFlex + 90, outward);
  const dot = along[0] * ahead[0] + along[1] * ahead[1] + along[2] * ahead[2];
  const mid = normalise(add(ahead, along, -dot));
  const across: Vec = [
    along[1] * mid[2] - along[2] * mid[1],
    along[2] * mid[0] - along[0] * mid[2],
    along[0] * mid[1] - along[1] * mid[0],
  ];
  const turn = rad(-outward * a(`pronation${side}`));
  return add(mid.map((v) => v * Math.cos(turn)) as Vec, across, Math.sin(turn));
}

/** One leg from the pelvis: knee flexion bends the shin backwards; the foot points forwards from the shin. */
function leg(a: AngleOf, side: Side, pelvisFrame: Frame, points3: Points3) {
  const outward = side === 'L' ? 1 : -1;
  const hip = add([0, 0, 0], pelvisFrame([0, 0, 1]), outward * LENGTHS.hipHalfWidth);
  const hipFlex = a(`hip${side}`);
  const hipAbd = a(`hipAbd${side}`);
  const shinFlex = hipFlex - a(`knee${side}`);
  const knee = add(hip, pelvisFrame(limb(hipFlex, hipAbd, outward)), LENGTHS.thigh);
  const ankle = add(knee, pelvisFrame(limb(shinFlex, hipAbd, outward)), LENGTHS.shin);
  points3[`hip${side}`] = hip;
  points3[`knee${side}`] = knee;
  points3[`ankle${side}`] = ankle;
  points3[`toe${side}`] = add(
    ankle,
    pelvisFrame(limb(shinFlex + 90 + a(`ankle${side}`), 0, outward)),
    LENGTHS.foot,
  );
}

/**
 * Computes the figure's points for a pose and places it: with contacts, so that they touch their surfaces
 * (`placeOnContacts`); else on the chair's seat when seated, or with its lowest point on the floor (y = 0).
 */
export function skeleton(pose: Pose): Skeleton {
  const a: AngleOf = (name) => pose.angles[name] ?? 0;
  const points3: Points3 = {};
  const thoracic = spine(a, points3);
  const pelvisFrame = trunkFrame(a('trunk'), a('trunkSide'));
  for (const side of ['L', 'R'] as const) {
    arm(a, side, thoracic, points3.shoulderMid!, points3);
    leg(a, side, pelvisFrame, points3);
  }
  const project =
    pose.view === 'side' ? (v: Vec) => ({ x: v[0], y: v[1] }) : (v: Vec) => ({ x: v[2], y: v[1] });
  const projected = Object.fromEntries(
    Object.entries(points3).map(([name, v]) => [name, project(v as Vec)]),
  ) as Skeleton['points'];
  if (pose.contacts?.length) {
    const correction = placeOnContacts(pose, projected);
    return { view: pose.view, points: projected, correction };
  }
  // grounding: seated figures sit on the seat; the others rest their lowest point on the floor
  let dy: number;
  if (pose.base === 'seated') dy = SEAT_HEIGHT - projected.pelvis.y;
  else {
    const lowest = Math.min(
      ...Object.entries(projected)
        .filter(([name]) => !INNER.has(name))
        .map(([name, p]) => p.y - (name === 'head' ? LENGTHS.headRadius : 0)),
    );
    dy = -lowest + (BODY_ON_FLOOR.has(pose.base) ? 4 : 0);
  }
  for (const p of Object.values(projected)) p.y += dy;
  return { view: pose.view, points: projected, correction: 0 };
}

/** Bases where the trunk or limbs lie on the floor: their points are lifted by half a limb's width. */
const BODY_ON_FLOOR = new Set<Pose['base']>(FLOOR_BASES);
