// The pose model: a figure described by joint angles (degrees), a base position and the props around it. Data
// (exercise poses in the catalogue, the admin editor) is checked with the zod schemas of schema.ts, kept apart so that
// a screen that only draws figures does not bundle zod.

/** Where the body rests; decides the grounding (chair seat or floor) and the default props. */
export const POSE_BASES = [
  'standing',
  'seated',
  'supine',
  'prone',
  'side-lying',
  'quadruped',
  'kneeling',
  'floor-seated',
] as const;
export type PoseBase = (typeof POSE_BASES)[number];

/** Side view (sagittal plane, the figure faces right) or front view (frontal plane, facing the viewer). */
export const POSE_VIEWS = ['side', 'front'] as const;
export type PoseView = (typeof POSE_VIEWS)[number];

/**
 * The joint angles, in degrees, 0 = anatomical neutral (standing upright, arms hanging, legs straight). Flexion is
 * drawn in the side view, abduction and side bends in the front view (the other plane only shortens the segment).
 * - `trunk`: the trunk's pitch in the world, forward lean positive (90 = horizontal, face down; -90 = lying on the back)
 * - `trunkSide`: sideways bend/tilt of the trunk in the world (front view; positive towards the figure's left)
 * - `neck` flexion (chin to chest positive), `neckSide` sideways tilt (front view)
 * - `shoulder*` flexion (arm forwards/up: 90 horizontal, 180 overhead; negative behind), `shoulderAbd*` abduction
 * - `elbow*`, `knee*` flexion (0 straight); `hip*` flexion (thigh forwards), `hipAbd*` abduction
 * - `ankle*` dorsiflexion (toes up positive, pointed foot negative)
 */
export const POSE_ANGLES = [
  'trunk',
  'trunkSide',
  'neck',
  'neckSide',
  'shoulderL',
  'shoulderR',
  'shoulderAbdL',
  'shoulderAbdR',
  'elbowL',
  'elbowR',
  'hipL',
  'hipR',
  'hipAbdL',
  'hipAbdR',
  'kneeL',
  'kneeR',
  'ankleL',
  'ankleR',
] as const;
export type PoseAngle = (typeof POSE_ANGLES)[number];
export type PoseAngles = Partial<Record<PoseAngle, number>>;

/** The points a prop can attach to (L = the figure's left side, drawn behind in the side view). */
export const POSE_JOINTS = [
  'head',
  'neck',
  'chest',
  'upperBack',
  'lowerBack',
  'pelvis',
  'elbowL',
  'elbowR',
  'handL',
  'handR',
  'hipL',
  'hipR',
  'kneeL',
  'kneeR',
  'ankleL',
  'ankleR',
  'toeL',
  'toeR',
] as const;
export type PoseJoint = (typeof POSE_JOINTS)[number];

export const PROP_KINDS = ['chair', 'desk', 'mat', 'wall', 'step', 'band', 'ball'] as const;
export type PropKind = (typeof PROP_KINDS)[number];

export type PoseProp =
  | { kind: 'chair' | 'desk' | 'mat' | 'step' }
  /** A wall touching the figure's front or back. */
  | { kind: 'wall'; side: 'front' | 'back' }
  /** A resistance band between two joints, or from a joint to a fixed anchor (x, y in figure units from the pelvis/floor). */
  | { kind: 'band'; from: PoseJoint; to: PoseJoint | 'anchor'; anchorX?: number; anchorY?: number }
  /** A massage ball at a joint. */
  | { kind: 'ball'; at: PoseJoint };

export interface Pose {
  base: PoseBase;
  view: PoseView;
  angles: PoseAngles;
  props?: PoseProp[];
}

/** An exercise's demonstration: 2–4 key poses (start, movement, end) played in a loop. */
export interface ExercisePoses {
  poses: Pose[];
  /** Seconds for one loop through all poses; without it the player derives it from the exercise. */
  cycleSeconds?: number;
}

export const MIN_POSES = 2;
export const MAX_POSES = 4;
