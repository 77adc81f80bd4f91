// The pose model: a figure described by joint angles (degrees), a base position and the props around it. Data
// (exercise poses in the catalogue, the admin editor) is checked with the zod schemas of schema.ts, kept apart so that
// a screen that only draws figures does not bundle zod.

/** The bases where the trunk or limbs lie on the floor (kinematics.ts lifts their points by half a limb's width). */
export const FLOOR_BASES = [
  'supine',
  'prone',
  'side-lying',
  'quadruped',
  'kneeling',
  'floor-seated',
] as const;

/** Where the body rests; decides the grounding (chair seat or floor) and the default props. */
export const POSE_BASES = ['standing', 'seated', ...FLOOR_BASES] as const;
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
 * The spine below the neck has two segments on top of the pelvis (`trunk` is the pelvis's pitch, so poses written
 * before the segments existed read the same: every segment angle defaults to 0, neutral):
 * - `lumbar`, `thoracic` flexion (rounding forwards positive, arching back negative), `…Side` bend towards the
 *   figure's left positive, `…Rot` rotation turning the chest to the figure's left positive
 * - `neckRot` rotation of the cervical spine (with `neck` and `neckSide` the third segment)
 * - `headNod` (chin down positive), `headTilt` (ear to the left shoulder positive), `headRot` (look left positive)
 * - `shoulderElev*` shoulder-girdle elevation (shrug), `shoulderProt*` protraction (forwards; retraction negative)
 * - `wrist*` flexion in the plane the elbow bends in (palm side positive, extension negative)
 * - `pronation*` forearm rotation from the mid position (thumb up with the elbow bent, thumb forwards with the arm
 *   hanging): pronation (palm down) positive, supination (palm up) negative; drawn as the thumb's direction
 * - `knuckles*` flexion of the fingers' base joints, `fingers*` the curl of their middle and end joints together (0
 *   straight: the hand is one line; 90/180 a tabletop or a hook, both together a fist)
 * - the face: `eyesTurn` (gaze to the figure's left positive), `eyesRaise` (gaze up positive), `jaw` opening,
 *   `jawSide` the lower jaw's sideways glide (a turn about the other joint, towards the figure's left positive),
 *   `eyelids` how far the upper lids have come down over the eyes (0 open, 90 shut)
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
  'lumbar',
  'lumbarSide',
  'lumbarRot',
  'thoracic',
  'thoracicSide',
  'thoracicRot',
  'neckRot',
  'headNod',
  'headTilt',
  'headRot',
  'shoulderElevL',
  'shoulderElevR',
  'shoulderProtL',
  'shoulderProtR',
  'wristL',
  'wristR',
  'pronationL',
  'pronationR',
  'eyesTurn',
  'eyesRaise',
  'jaw',
  'jawSide',
  'eyelids',
  'knucklesL',
  'knucklesR',
  'fingersL',
  'fingersR',
] as const;
export type PoseAngle = (typeof POSE_ANGLES)[number];
export type PoseAngles = Partial<Record<PoseAngle, number>>;

/**
 * The range of every angle in degrees (the schema refuses the rest). The new spine, head, girdle and wrist angles
 * keep to anatomical ranges of motion; the older ones are wide because `trunk` is a pitch in the world and the
 * catalogue uses shoulder and elbow values to draw grips and reaches.
 */
export const JOINT_LIMITS: Record<PoseAngle, readonly [min: number, max: number]> = {
  trunk: [-180, 180],
  trunkSide: [-90, 90],
  neck: [-60, 75],
  neckSide: [-45, 45],
  shoulderL: [-180, 180],
  shoulderR: [-180, 180],
  shoulderAbdL: [-90, 180],
  shoulderAbdR: [-90, 180],
  elbowL: [-150, 160],
  elbowR: [-150, 160],
  hipL: [-45, 165],
  hipR: [-45, 165],
  hipAbdL: [-45, 90],
  hipAbdR: [-45, 90],
  kneeL: [0, 165],
  kneeR: [0, 165],
  ankleL: [-90, 50],
  ankleR: [-90, 50],
  lumbar: [-30, 60],
  lumbarSide: [-30, 30],
  lumbarRot: [-20, 20],
  thoracic: [-30, 50],
  thoracicSide: [-35, 35],
  thoracicRot: [-50, 50],
  neckRot: [-50, 50],
  headNod: [-30, 30],
  headTilt: [-20, 20],
  headRot: [-40, 40],
  shoulderElevL: [-10, 40],
  shoulderElevR: [-10, 40],
  shoulderProtL: [-25, 30],
  shoulderProtR: [-25, 30],
  wristL: [-80, 85],
  wristR: [-80, 85],
  pronationL: [-85, 80],
  pronationR: [-85, 80],
  eyesTurn: [-35, 35],
  eyesRaise: [-30, 30],
  jaw: [0, 30],
  jawSide: [-12, 12],
  eyelids: [0, 90],
  knucklesL: [0, 90],
  knucklesR: [0, 90],
  fingersL: [0, 180],
  fingersR: [0, 180],
};

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
  /**
   * A massage ball at a joint; with `on`, it lies between that body point and the surface (a calf or a foot rolling
   * it on the floor, a forearm on the desk): a contact of the point with the surface then rests on the ball.
   */
  | { kind: 'ball'; at: PoseJoint; on?: ContactSurface };

/** The surfaces a body point can rest on. */
export const CONTACT_SURFACES = ['floor', 'seat', 'wall', 'desk'] as const;
export type ContactSurface = (typeof CONTACT_SURFACES)[number];

/**
 * A body point resting on a surface (feet on the floor, back on the mat, hands on the wall, seat on the chair): the
 * figure is placed so that its contacts touch (see `skeleton`), and the catalogue's data test checks that every
 * key pose meets its contacts as written.
 */
export interface PoseContact {
  at: PoseJoint;
  on: ContactSurface;
}

export interface Pose {
  base: PoseBase;
  view: PoseView;
  angles: PoseAngles;
  props?: PoseProp[];
  contacts?: PoseContact[];
}

/** An exercise's demonstration: 2–4 key poses (start, movement, end) played in a loop. */
export interface ExercisePoses {
  poses: Pose[];
  /** Seconds for one loop through all poses; without it the player derives it from the exercise. */
  cycleSeconds?: number;
}

export const MIN_POSES = 2;
export const MAX_POSES = 4;
