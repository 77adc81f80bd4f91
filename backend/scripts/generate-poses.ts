// One-off authoring aid (run once, output reviewed and committed): writes data/poses-<file>.json, the key poses of
// every exercise, from the compact descriptions below (written from each exercise's startingPosition/sequence text).
// After the first run the JSON files are the source of truth (the admin pose editor changes the database); re-run
// only to regenerate everything: `pnpm --filter backend exec tsx scripts/generate-poses.ts` (that would lose the
// later edits of the JSON files, such as the spine, head, girdle, wrist and contact rework of issue 38).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  exercisePosesSchema,
  type ExercisePoses,
  type Pose,
  type PoseAngles,
  type PoseProp,
} from '@officefit/pose-figure';

type A = PoseAngles;
const DATA = path.join(__dirname, '../src/seed/catalogue/data');

const chair: PoseProp = { kind: 'chair' };
const desk: PoseProp = { kind: 'desk' };
const mat: PoseProp = { kind: 'mat' };
const step: PoseProp = { kind: 'step' };
const wallBack: PoseProp = { kind: 'wall', side: 'back' };
const wallFront: PoseProp = { kind: 'wall', side: 'front' };
type Band = Extract<PoseProp, { kind: 'band' }>;
const band = (from: Band['from'], to: Band['to'], anchorX?: number, anchorY?: number): PoseProp => ({
  kind: 'band',
  from,
  to,
  ...(anchorX === undefined ? {} : { anchorX }),
  ...(anchorY === undefined ? {} : { anchorY }),
});
const ball = (at: Extract<PoseProp, { kind: 'ball' }>['at']): PoseProp => ({ kind: 'ball', at });

// ---- base postures ----
const both = (
  name: 'shoulder' | 'shoulderAbd' | 'elbow' | 'hip' | 'hipAbd' | 'knee' | 'ankle',
  value: number,
): A => ({
  [`${name}L`]: value,
  [`${name}R`]: value,
});
/** Seated upright, hands on the thighs. */
const SIT: A = { ...both('hip', 90), ...both('knee', 90), ...both('shoulder', 20), ...both('elbow', 40) };
/** Seated, arms hanging beside the seat. */
const SIT_ARMS_DOWN: A = {
  ...both('hip', 90),
  ...both('knee', 90),
  ...both('shoulder', 0),
  ...both('elbow', 0),
};
/** Seated at the desk, forearms on the desktop. */
const SIT_DESK: A = {
  ...both('hip', 90),
  ...both('knee', 90),
  ...both('shoulder', 30),
  ...both('elbow', 70),
};
/** Standing, knees soft. */
const STAND: A = { ...both('knee', 5), ...both('hip', 3) };
/** On the back, knees bent, feet on the floor, arms beside the body. */
const HOOK: A = { trunk: -90, ...both('hip', 50), ...both('knee', 100), ...both('ankle', -40) };
/** Face down, legs long, arms beside the body. */
const PRONE: A = { trunk: 90, ...both('ankle', -80) };
/** On all fours: hands under the shoulders, knees under the hips (long arms tilt the trunk a little). */
const QUAD: A = {
  trunk: 72,
  ...both('shoulder', 72),
  ...both('hip', 72),
  ...both('knee', 90),
  ...both('ankle', -90),
};
/** Front view seated (for sideways movements). */
const SIT_FRONT: A = {
  ...both('hip', 90),
  ...both('knee', 90),
  ...both('shoulderAbd', 8),
  ...both('elbow', 10),
};
const STAND_FRONT: A = { ...both('shoulderAbd', 8), ...both('hipAbd', 4) };

function poses(base: Pose['base'], view: Pose['view'], start: A, props: PoseProp[], ...frames: A[]): Pose[] {
  return frames.map((frame) => ({
    base,
    view,
    angles: { ...start, ...frame },
    ...(props.length ? { props } : {}),
  }));
}
const seated = (props: PoseProp[], ...frames: A[]) =>
  poses('seated', 'side', SIT, [chair, ...props], ...frames);
const seatedFront = (props: PoseProp[], ...frames: A[]) =>
  poses('seated', 'front', SIT_FRONT, [chair, ...props], ...frames);
const standing = (props: PoseProp[], ...frames: A[]) => poses('standing', 'side', STAND, props, ...frames);
const standingFront = (props: PoseProp[], ...frames: A[]) =>
  poses('standing', 'front', STAND_FRONT, props, ...frames);
const supine = (props: PoseProp[], ...frames: A[]) =>
  poses('supine', 'side', HOOK, [mat, ...props], ...frames);
const prone = (props: PoseProp[], ...frames: A[]) =>
  poses('prone', 'side', PRONE, [mat, ...props], ...frames);
const quadruped = (...frames: A[]) => poses('quadruped', 'side', QUAD, [mat], ...frames);

/** Calm seated breathing: a small lift of chest and shoulders on the in-breath. */
const breathing = (hands: A, props: PoseProp[] = []) =>
  seated(
    props,
    { ...hands },
    {
      ...hands,
      trunk: -3,
      neck: -4,
      shoulderL: (hands.shoulderL ?? 20) + 4,
      shoulderR: (hands.shoulderR ?? 20) + 4,
    },
  );
const HANDS_ON_BELLY: A = { ...both('shoulder', -25), ...both('elbow', 115) };
const HANDS_ON_CHEST: A = { shoulderR: -20, elbowR: 140, shoulderL: -25, elbowL: 115 };
const HANDS_TO_FACE: A = { ...both('shoulder', 40), ...both('elbow', 140), neck: 10 };

const EXERCISES: Record<string, Pose[]> = {
  // ---------------- upper: neck, shoulders, jaw, eyes ----------------
  'seated-chin-tuck': seated([], { neck: -6 }, { neck: 8 }),
  'supine-neck-flexor-hold': supine([], {}, { neck: 20 }, { neck: 35 }),
  'band-resisted-chin-tuck': seated(
    [band('handR', 'head'), band('handL', 'head')],
    { ...both('shoulder', 70), ...both('elbow', 80), neck: -8 },
    { ...both('shoulder', 70), ...both('elbow', 80), neck: 8 },
  ),
  'forehead-palm-press': seated(
    [desk],
    { shoulderR: 80, elbowR: 140, ...both('hip', 90), neck: 0 },
    { shoulderR: 80, elbowR: 142, neck: 4 },
  ),
  'side-head-palm-press': seatedFront(
    [],
    { shoulderAbdR: 120, elbowR: 130 },
    { shoulderAbdR: 120, elbowR: 130, neckSide: -5 },
  ),
  'upper-cervical-nod': seated([], { neck: 0 }, { neck: 15 }),
  'seated-neck-rotation': seatedFront([], { neckSide: 0 }, { neckSide: -10 }, { neckSide: 10 }),
  'seated-side-neck-stretch': seatedFront(
    [],
    { shoulderAbdR: 10, elbowR: 0 },
    { shoulderAbdR: 10, elbowR: 0, neckSide: 30 },
  ),
  'levator-scapulae-stretch': seatedFront(
    [],
    { shoulderAbdL: 130, elbowL: 120, elbowR: 0 },
    { shoulderAbdL: 120, elbowL: 130, elbowR: 0, neckSide: 25 },
  ),
  'shoulder-shrug-release': seated([], SIT_ARMS_DOWN, {
    ...SIT_ARMS_DOWN,
    neck: -3,
    ...both('shoulderAbd', 6),
  }),
  'backward-shoulder-rolls': seated(
    [],
    { ...SIT_ARMS_DOWN },
    { ...SIT_ARMS_DOWN, ...both('shoulder', 8) },
    { ...SIT_ARMS_DOWN, ...both('shoulder', -12), trunk: -3 },
  ),
  'seated-scapular-squeeze': seated(
    [],
    { ...both('shoulder', 0), ...both('elbow', 90) },
    { ...both('shoulder', -20), ...both('elbow', 90), trunk: -3 },
  ),
  'band-pull-apart': standingFront(
    [band('handL', 'handR')],
    { ...both('shoulder', 90), ...both('elbow', 0) },
    { ...both('shoulderAbd', 85), ...both('elbow', 0) },
  ),
  'band-standing-row': standing(
    [band('handR', 'anchor', 90, 110)],
    { ...both('shoulder', 85), ...both('elbow', 0) },
    { ...both('shoulder', -15), ...both('elbow', 95) },
  ),
  'band-external-rotation': seatedFront(
    [band('handL', 'handR')],
    { ...both('shoulderAbd', 5), ...both('elbow', 90), ...both('hip', 90) },
    { ...both('shoulderAbd', 15), ...both('elbow', 50) },
  ),
  'band-diagonal-pull': standingFront(
    [band('handR', 'toeL')],
    { shoulderAbdR: -25, elbowR: 10 },
    { shoulderAbdR: 80, elbowR: 5 },
    { shoulderAbdR: 140, elbowR: 0 },
  ),
  'band-overhead-pulldown': standingFront(
    [band('handL', 'handR')],
    { ...both('shoulderAbd', 160), ...both('elbow', 0) },
    { ...both('shoulderAbd', 70), ...both('elbow', 90) },
  ),
  'band-shoulder-pass-through': standing(
    [band('handL', 'handR')],
    { ...both('shoulder', 10) },
    { ...both('shoulder', 100) },
    { ...both('shoulder', 175) },
  ),
  // arms lifted off the mat: beyond 180° of flexion (Y), sideways (T), elbows bent back beside the ribs (W)
  'prone-y-t-w-raise': prone(
    [],
    { ...both('shoulder', -170), neck: 5 },
    { ...both('shoulderAbd', 85), ...both('shoulder', -15), neck: 5 },
    { ...both('shoulder', -25), ...both('elbow', -140), neck: 5 },
  ),
  'isometric-external-rotation-hand': seated(
    [],
    { shoulderR: 0, elbowR: 90, shoulderL: 25, elbowL: 70 },
    { shoulderR: 0, elbowR: 88, shoulderL: 25, elbowL: 72 },
  ),
  'cross-body-shoulder-stretch': seated(
    [],
    { shoulderR: 90, elbowR: 0 },
    { shoulderR: 95, elbowR: 0, shoulderL: 40, elbowL: 110 },
  ),
  'doorway-chest-stretch': standing(
    [wallFront],
    { shoulderR: -10, shoulderAbdR: 80, elbowR: 90, hipR: 0 },
    { shoulderR: -35, shoulderAbdR: 80, elbowR: 90, hipR: 25, kneeR: 25, hipL: -10, trunk: 8 },
  ),
  'wall-angel': poses(
    'standing',
    'front',
    { ...STAND_FRONT, ...both('knee', 10) },
    [],
    { ...both('shoulderAbd', 85), ...both('elbow', 90) },
    { ...both('shoulderAbd', 150), ...both('elbow', 30) },
  ),
  'seated-self-hug-stretch': seated(
    [],
    { ...SIT },
    { ...both('shoulder', 80), ...both('elbow', 140), trunk: 15, neck: 25 },
  ),
  'ball-suboccipital-release': supine([ball('head')], {}, { neck: 8 }),
  'ball-upper-trapezius-wall-release': standing(
    [wallBack, ball('upperBack')],
    { ...both('knee', 15), ...both('hip', 10), trunk: -4 },
    { ...both('knee', 35), ...both('hip', 25), ...both('ankle', 20), trunk: -4 },
  ),
  'ball-rhomboid-wall-roll': standing(
    [wallBack, ball('upperBack')],
    { ...both('shoulder', 60), ...both('elbow', 110), ...both('knee', 15), ...both('hip', 10), trunk: -4 },
    {
      ...both('shoulder', 60),
      ...both('elbow', 110),
      ...both('knee', 40),
      ...both('hip', 30),
      ...both('ankle', 22),
      trunk: -4,
    },
  ),
  'ball-rotator-cuff-wall-release': standing(
    [wallBack, ball('upperBack')],
    { shoulderR: 0, elbowR: 90, ...both('knee', 15), ...both('hip', 10), trunk: -4 },
    { shoulderR: -10, elbowR: 60, ...both('knee', 15), ...both('hip', 10), trunk: -4 },
  ),
  'ball-wall-circles': standing(
    [wallFront, ball('handR')],
    { trunk: 10, shoulderR: 95, ...both('hip', -8) },
    { trunk: 10, shoulderR: 105, ...both('hip', -8) },
    { trunk: 10, shoulderR: 85, ...both('hip', -8) },
  ),
  'prone-cobra-hold': prone(
    [],
    { ...both('shoulder', -5) },
    { trunk: 78, neck: 10, ...both('shoulder', -25), ...both('hip', -10) },
  ),
  'band-y-raise': standingFront(
    [band('handL', 'ankleR'), band('handR', 'ankleL')],
    { ...both('shoulderAbd', 8) },
    { ...both('shoulderAbd', 150) },
  ),
  'jaw-rest-position': seated([], {}, { neck: 4 }),
  'jaw-controlled-opening': seated(
    [],
    { ...both('shoulder', 40), ...both('elbow', 150) },
    { ...both('shoulder', 40), ...both('elbow', 150), neck: -8 },
  ),
  'jaw-side-glide': seatedFront([], {}, { neckSide: -5 }, { neckSide: 5 }),
  'jaw-isometric-hand-resistance': seated(
    [desk],
    { ...SIT_DESK, shoulderR: 45, elbowR: 140 },
    { ...SIT_DESK, shoulderR: 45, elbowR: 140, neck: -6 },
  ),
  'ball-jaw-muscle-massage': seated(
    [ball('handR')],
    { shoulderR: 35, elbowR: 150 },
    { shoulderR: 40, elbowR: 145, neck: -5 },
  ),
  'temple-scalp-massage': seated(
    [desk],
    { ...SIT_DESK, ...HANDS_TO_FACE, neck: 0 },
    { ...SIT_DESK, ...both('shoulder', 55), ...both('elbow', 150) },
  ),
  'eye-palming': seated([desk], { ...SIT_DESK }, { ...SIT_DESK, ...HANDS_TO_FACE, trunk: 10 }),
  'eye-near-far-focus': seated([], { shoulderR: 60, elbowR: 90 }, { shoulderR: 60, elbowR: 90, neck: -4 }),
  'eye-figure-eight': seated([], { neck: -4 }, { neck: 4 }),
  'eye-blink-reset': seated([], {}, { neck: 5 }),
  'gaze-stabilisation-head-turn': seatedFront(
    [],
    { shoulderAbdR: 5, elbowR: 5 },
    { neckSide: -8 },
    { neckSide: 8 },
  ),
  // ---------------- trunk ----------------
  'standing-band-anti-rotation-press': standing(
    [band('handR', 'anchor', 60, 110)],
    { ...both('shoulder', 30), ...both('elbow', 120), ...both('knee', 12), ...both('hip', 8) },
    { ...both('shoulder', 85), ...both('elbow', 0), ...both('knee', 12), ...both('hip', 8) },
  ),
  'seated-abdominal-brace-breathing': seated([], {}, { trunk: -3 }),
  'seated-alternating-knee-lift-brace': seated(
    [],
    { ...SIT_ARMS_DOWN },
    { ...SIT_ARMS_DOWN, hipR: 125, kneeR: 100 },
    { ...SIT_ARMS_DOWN },
    { ...SIT_ARMS_DOWN, hipL: 125, kneeL: 100 },
  ),
  'desk-incline-plank-hold': poses(
    'standing',
    'side',
    { trunk: 48, ...both('shoulder', 48), ...both('ankle', 48) },
    [desk],
    {},
    { trunk: 50, ...both('shoulder', 50), ...both('ankle', 50) },
  ),
  'floor-forearm-plank-alternating-leg-lift': poses(
    'prone',
    'side',
    { trunk: 80, ...both('shoulder', 80), ...both('elbow', 90), ...both('ankle', 0) },
    [mat],
    {},
    { hipR: -15, ankleR: -20 },
    {},
    { hipL: -15, ankleL: -20 },
  ),
  'floor-side-plank-hip-lift': poses(
    'side-lying',
    'front',
    { trunkSide: 75, shoulderAbdL: 75, elbowL: 90, shoulderAbdR: 15, ...both('hipAbd', 0) },
    [mat],
    { trunkSide: 84, shoulderAbdL: 84, hipAbdL: -10, hipAbdR: 10 },
    { trunkSide: 68, shoulderAbdL: 68 },
  ),
  'desk-incline-side-plank-hold': poses(
    'standing',
    'front',
    { trunkSide: 30, shoulderAbdL: 30, elbowL: 90, hipAbdL: -10, hipAbdR: -15, shoulderAbdR: 10 },
    [desk],
    {},
    { trunkSide: 34, shoulderAbdL: 34, hipAbdL: -12, hipAbdR: -18 },
  ),
  'standing-band-good-morning': standing(
    [band('handR', 'toeR')],
    { ...both('shoulder', -20), ...both('elbow', 150), ...both('knee', 12) },
    { trunk: 70, ...both('hip', 70), ...both('knee', 15), ...both('shoulder', -20), ...both('elbow', 150) },
  ),
  'floor-single-leg-glute-bridge': supine(
    [],
    { hipL: 50, kneeL: 0, ankleL: 0 },
    { trunk: -65, hipR: 25, kneeR: 100, ankleR: -15, hipL: 25, kneeL: 0, ankleL: 0 },
  ),
  'standing-band-lateral-side-steps': standingFront(
    [band('kneeL', 'kneeR')],
    {
      ...both('knee', 25),
      ...both('hip', 25),
      ...both('shoulderAbd', 30),
      ...both('elbow', 100),
      ...both('hipAbd', 5),
    },
    {
      ...both('knee', 25),
      ...both('hip', 25),
      ...both('shoulderAbd', 30),
      ...both('elbow', 100),
      hipAbdR: 18,
      hipAbdL: 5,
    },
  ),
  'seated-glute-squeeze-hold': seated([], {}, { trunk: -2, ...both('knee', 92) }),
  'quadruped-bird-dog-slow-reach': quadruped(
    {},
    { shoulderR: 170, hipL: -15, kneeL: 0, ankleL: -60 },
    {},
    { shoulderL: 170, hipR: -15, kneeR: 0, ankleR: -60 },
  ),
  'standing-band-high-to-low-woodchop': standingFront(
    [band('handL', 'anchor', -70, 190)],
    { shoulderAbdL: 135, shoulderAbdR: -40, elbowR: 50, ...both('hipAbd', 8) },
    {
      shoulderAbdL: 10,
      shoulderAbdR: -80,
      elbowR: 20,
      trunkSide: -8,
      ...both('knee', 15),
      ...both('hipAbd', 8),
    },
  ),
  'floor-prone-swimmer-back-extension': prone(
    [],
    { ...both('shoulder', 175) },
    { ...both('shoulder', 168), shoulderR: 178, hipL: -12, trunk: 84, neck: 5 },
    { ...both('shoulder', 168), shoulderL: 178, hipR: -12, trunk: 84, neck: 5 },
  ),
  'seated-band-hip-abduction-press': seatedFront(
    [band('kneeL', 'kneeR')],
    { ...both('hipAbd', 6) },
    { ...both('hipAbd', 25) },
  ),
  'floor-dead-bug-alternating-reach': poses(
    'supine',
    'side',
    { trunk: -90, ...both('hip', 90), ...both('knee', 90), ...both('shoulder', 90) },
    [mat],
    {},
    { shoulderR: 170, hipL: 15, kneeL: 0 },
    {},
    { shoulderL: 170, hipR: 15, kneeR: 0 },
  ),
  'seated-lean-back-core-hold': seated(
    [],
    { ...both('shoulder', 40), ...both('elbow', 140) },
    { ...both('shoulder', 40), ...both('elbow', 140), trunk: -25, ...both('hip', 65) },
  ),
  'standing-band-hip-extension-kickback': standing(
    [desk, band('ankleL', 'ankleR')],
    { trunk: 20, ...both('hip', 20), ...both('knee', 10), ...both('shoulder', 55) },
    { trunk: 22, hipL: 22, kneeL: 10, hipR: -20, kneeR: 5, ...both('shoulder', 58) },
  ),
  'seated-pelvic-tilt-rock': seated([], { trunk: 5 }, { trunk: -10, neck: 8 }),
  'seated-cat-cow-spine-wave': seated(
    [],
    { ...both('shoulder', 30), ...both('elbow', 20), trunk: -6, neck: -10 },
    { ...both('shoulder', 30), ...both('elbow', 10), trunk: 18, neck: 35 },
  ),
  'seated-crossed-arms-thoracic-rotation': seatedFront(
    [],
    { ...both('shoulder', 60), ...both('shoulderAbd', -30), ...both('elbow', 110) },
    {
      ...both('shoulder', 60),
      ...both('shoulderAbd', -30),
      ...both('elbow', 110),
      neckSide: -6,
      shoulderAbdR: -10,
    },
    {
      ...both('shoulder', 60),
      ...both('shoulderAbd', -30),
      ...both('elbow', 110),
      neckSide: 6,
      shoulderAbdL: -10,
    },
  ),
  'seated-overhead-reach-side-bend': seatedFront(
    [],
    { shoulderAbdR: 170, elbowR: 0, shoulderAbdL: 20 },
    { shoulderAbdR: 170, elbowR: 10, shoulderAbdL: 20, trunkSide: 22, hipAbdL: 22, hipAbdR: -22 },
  ),
  'standing-desk-supported-hip-circles': standing(
    [desk],
    { shoulderL: 30, elbowL: 5, kneeL: 10 },
    { shoulderL: 30, elbowL: 5, kneeL: 10, hipR: 90, kneeR: 90 },
    { shoulderL: 30, elbowL: 5, kneeL: 10, hipR: 40, kneeR: 90, hipAbdR: 40 },
  ),
  'standing-split-stance-hip-flexor-stretch': standing(
    [desk],
    { hipR: 30, kneeR: 10, hipL: -25, kneeL: 10, ankleL: -30, shoulderR: 32, elbowR: 5 },
    {
      hipR: 45,
      kneeR: 40,
      hipL: -30,
      kneeL: 20,
      ankleL: -40,
      shoulderL: 170,
      trunk: -4,
      shoulderR: 40,
      elbowR: 5,
    },
  ),
  'seated-figure-four-glute-stretch': seated(
    [],
    { hipR: 110, kneeR: 120, hipAbdR: 40 },
    { hipR: 130, kneeR: 120, hipAbdR: 40, trunk: 25, hipL: 115 },
  ),
  'standing-band-overhead-side-stretch': standingFront(
    [band('handL', 'handR')],
    { ...both('shoulderAbd', 160) },
    { ...both('shoulderAbd', 160), trunkSide: -20, hipAbdL: -20, hipAbdR: 20 },
  ),
  'seated-lateral-pelvic-hike': seatedFront(
    [],
    { trunkSide: 0 },
    { trunkSide: -6, hipAbdR: 4, hipAbdL: 8 },
    { trunkSide: 6, hipAbdL: -4, hipAbdR: 8 },
  ),
  'deep-lunge-thoracic-rotation-reach': poses(
    'kneeling',
    'side',
    { trunk: 60, hipR: 130, kneeR: 130, hipL: -25, kneeL: 5, ankleL: 20, ...both('shoulder', 60) },
    [mat],
    {},
    { shoulderR: 30, elbowR: 80 },
    { shoulderR: -120, neck: -20 },
  ),
  'standing-segmental-roll-down': standing(
    [],
    { ...both('knee', 10) },
    { trunk: 45, neck: 30, ...both('hip', 30), ...both('knee', 12) },
    { trunk: 100, neck: 30, ...both('hip', 95), ...both('knee', 15), ...both('shoulder', 95) },
  ),
  'floor-90-90-hip-switch': poses(
    'floor-seated',
    'front',
    { ...both('hip', 70), hipAbdR: 30, kneeR: 90, hipAbdL: 60, kneeL: 90, ...both('shoulderAbd', 25) },
    [mat],
    {},
    { hipAbdR: 70, hipAbdL: 30, trunkSide: 5 },
  ),
  'side-lying-open-book-rotation': poses(
    'side-lying',
    'front',
    { trunkSide: 90, ...both('hip', 90), ...both('knee', 90), ...both('shoulder', 90) },
    [mat],
    {},
    { shoulderR: 0, shoulderAbdR: 90, neckSide: -15 },
    { shoulderR: -20, shoulderAbdR: 150, neckSide: -25 },
  ),
  'standing-hands-on-hips-back-extension': standing(
    [],
    { ...both('shoulder', -40), ...both('elbow', 80) },
    { ...both('shoulder', -40), ...both('elbow', 80), trunk: -20, ...both('hip', -10), neck: -5 },
  ),
  'seated-massage-ball-glute-release': seated([ball('pelvis')], {}, { trunk: 6 }),
  'wall-massage-ball-mid-back-arm-raise': standing(
    [wallBack, ball('upperBack')],
    { trunk: -4, ...both('knee', 15), ...both('hip', 10) },
    { trunk: -4, ...both('knee', 15), ...both('hip', 10), shoulderR: 175 },
  ),
  'wall-massage-ball-lower-back-release': standing(
    [wallBack, ball('lowerBack')],
    { trunk: -4, ...both('knee', 15), ...both('hip', 10) },
    { trunk: -4, ...both('knee', 35), ...both('hip', 25), ...both('ankle', 20) },
  ),
  'prone-massage-ball-front-hip-release': poses(
    'prone',
    'side',
    { trunk: 75, ...both('shoulder', 75), ...both('elbow', 90), ...both('ankle', -80) },
    [mat, ball('hipR')],
    {},
    { kneeR: 90, ankleR: -10 },
  ),
  'wall-massage-ball-side-waist-release': standing(
    [wallBack, ball('lowerBack')],
    { trunk: -4, ...both('knee', 12), ...both('hip', 8) },
    { trunk: -4, ...both('knee', 30), ...both('hip', 22), ...both('ankle', 18), shoulderR: 170 },
  ),
  'wall-massage-ball-lateral-hip-release': poses(
    'standing',
    'front',
    { ...STAND_FRONT, trunkSide: -6 },
    [{ kind: 'wall', side: 'back' }, ball('hipR')],
    {},
    { trunkSide: -6, ...both('knee', 20) },
  ),
  'seated-diaphragmatic-belly-breathing': breathing(HANDS_ON_CHEST),
  'seated-forward-hang-back-release': seated(
    [],
    {},
    { trunk: 70, neck: 40, ...both('hip', 150), ...both('shoulder', 70), ...both('elbow', 0) },
  ),
  'seated-lateral-rib-breathing': seatedFront(
    [],
    { ...both('shoulderAbd', 25), ...both('elbow', 120) },
    { ...both('shoulderAbd', 30), ...both('elbow', 120) },
    { ...both('shoulderAbd', 25), ...both('elbow', 120), trunkSide: 10, hipAbdL: 10, hipAbdR: -10 },
  ),
  'supine-knee-to-chest-rocking': poses(
    'supine',
    'side',
    { trunk: -90, ...both('hip', 120), ...both('knee', 110), ...both('shoulder', 50), ...both('elbow', 40) },
    [mat],
    {},
    { ...both('hip', 130), trunk: -85 },
  ),
  'supine-bent-knee-windshield-wipers': poses(
    'supine',
    'front',
    { trunkSide: 0, ...both('shoulderAbd', 90) },
    [mat],
    { ...both('hipAbd', 0) },
    { hipAbdL: -35, hipAbdR: 35 },
  ),
  'kneeling-childs-pose-side-reach': poses(
    'kneeling',
    'side',
    {
      trunk: 105,
      ...both('hip', 160),
      ...both('knee', 160),
      ...both('ankle', -90),
      ...both('shoulder', 170),
      neck: 10,
    },
    [mat],
    {},
    { ...both('shoulder', 165) },
  ),
  'seated-trunk-tense-and-release': seated([], {}, { trunk: -3, ...both('shoulder', 15) }),
  // ---------------- lower: legs, feet, forearms, hands ----------------
  'seated-knee-extension-hold': seated([], { ...SIT_ARMS_DOWN }, { ...SIT_ARMS_DOWN, kneeR: 10, ankleR: 10 }),
  'wall-sit-quadriceps-hold': standing(
    [wallBack],
    { ...both('knee', 10), ...both('hip', 5) },
    { ...both('hip', 85), ...both('knee', 85), trunk: -3 },
  ),
  'split-squat-with-desk-support': standing(
    [desk],
    { hipR: 25, kneeR: 5, hipL: -20, kneeL: 5, ankleL: -30, shoulderR: 40, elbowR: 30 },
    { hipR: 75, kneeR: 85, hipL: -10, kneeL: 90, ankleL: -50, shoulderR: 30, elbowR: 30 },
  ),
  'standing-quad-stretch-desk-support': standing(
    [desk],
    { shoulderL: 30, elbowL: 5 },
    { shoulderL: 30, elbowL: 5, kneeR: 140, shoulderR: -40, elbowR: 10, ankleR: -40 },
  ),
  'chair-sit-to-stand-slow-lowering': poses(
    'seated',
    'side',
    { ...SIT, ...both('shoulder', 40), ...both('elbow', 140), ...both('knee', 100) },
    [chair],
    {},
    { trunk: 40, ...both('hip', 125), ...both('knee', 100), ...both('ankle', 15) },
  ).concat(poses('standing', 'side', { ...both('shoulder', 40), ...both('elbow', 140) }, [chair], {})),
  'single-leg-sit-to-stand-chair': poses(
    'seated',
    'side',
    { ...SIT, ...both('shoulder', 90), ...both('elbow', 0), kneeL: 20, kneeR: 100 },
    [chair],
    {},
    { trunk: 40, hipR: 125, hipL: 115, kneeL: 20 },
  ).concat(poses('standing', 'side', { ...both('shoulder', 90), hipL: 45, kneeL: 20 }, [chair], {})),
  'quadriceps-ball-roll-seated': seated(
    [ball('handR')],
    { shoulderR: 30, elbowR: 40, trunk: 10 },
    { shoulderR: 20, elbowR: 10, trunk: 18 },
  ),
  'seated-hamstring-stretch-heel-forward': seated(
    [],
    { kneeR: 10, hipR: 80, ankleR: 25 },
    { kneeR: 10, hipR: 110, ankleR: 30, trunk: 30, hipL: 120 },
  ),
  'hamstring-ball-release-on-chair': seated([ball('hipR')], {}, { kneeR: 20 }),
  'seated-heel-press-hamstring-isometric': seated([], { kneeR: 70 }, { kneeR: 75 }),
  'single-leg-hip-hinge-desk-support': standing(
    [desk],
    { shoulderL: 30, elbowL: 5, ...both('knee', 8) },
    { trunk: 70, hipR: 70, kneeR: 15, hipL: -5, kneeL: 0, shoulderL: 75, shoulderR: 70 },
  ),
  'band-standing-hamstring-curl': standing(
    [desk, band('ankleR', 'anchor', 60, 8)],
    { ...both('shoulder', 30), ...both('elbow', 5) },
    { ...both('shoulder', 30), ...both('elbow', 5), kneeR: 95 },
  ),
  'seated-thigh-tense-and-release': seated([], {}, { ...both('knee', 88) }),
  'seated-heel-slides-knee-bend': seated(
    [],
    { ...SIT_ARMS_DOWN },
    { ...SIT_ARMS_DOWN, kneeR: 20 },
    { ...SIT_ARMS_DOWN, kneeR: 120 },
  ),
  'band-terminal-knee-extension': standing(
    [band('kneeR', 'anchor', 60, 45)],
    { kneeR: 25, hipR: 10, hipL: -5 },
    { kneeR: 0, hipR: 0, hipL: -5 },
  ),
  'stair-step-down-heel-tap': poses(
    'standing',
    'side',
    { trunk: 10, shoulderR: 20 },
    [step],
    { hipL: 10, kneeL: 0 },
    { hipR: 45, kneeR: 60, ankleR: 20, hipL: 10, kneeL: 0, ankleL: 10, trunk: 20 },
  ),
  'seated-heel-raises-under-desk': seated(
    [desk],
    {},
    { ...both('ankle', -30), ...both('hip', 100), ...both('knee', 100) },
  ),
  'standing-single-leg-calf-raise': standing(
    [desk],
    { shoulderR: 28, kneeL: 60 },
    { shoulderR: 28, kneeL: 60, ankleR: -35 },
  ),
  'wall-calf-stretch-straight-knee': standing(
    [wallFront],
    { trunk: 10, ...both('shoulder', 80), ...both('elbow', 20), hipL: 20, kneeL: 15, hipR: -20 },
    { trunk: 20, ...both('shoulder', 75), ...both('elbow', 50), hipL: 35, kneeL: 45, hipR: -30, ankleR: 20 },
  ),
  'calf-ball-roll-hand-guided': seated(
    [ball('handR')],
    { hipR: 100, kneeR: 110, hipAbdR: 40, shoulderR: 40, elbowR: 40, trunk: 15 },
    { hipR: 100, kneeR: 110, hipAbdR: 40, shoulderR: 50, elbowR: 20, trunk: 18 },
  ),
  'band-seated-ankle-foot-press': seated(
    [band('toeR', 'handR')],
    { kneeR: 10, hipR: 80, ankleR: 15, ...both('shoulder', 15), ...both('elbow', 70) },
    { kneeR: 10, hipR: 80, ankleR: -30, ...both('shoulder', 15), ...both('elbow', 70) },
  ),
  'bent-knee-soleus-stretch-at-desk': standing(
    [desk],
    { trunk: 10, ...both('shoulder', 28), ...both('elbow', 5), hipL: 15, kneeL: 10, hipR: -10, kneeR: 5 },
    {
      trunk: 10,
      ...both('shoulder', 26),
      ...both('elbow', 5),
      hipL: 35,
      kneeL: 40,
      hipR: 10,
      kneeR: 45,
      ankleR: 25,
      ankleL: 15,
    },
  ),
  'seated-calf-shake-out': seated(
    [],
    { ...SIT_ARMS_DOWN },
    { ...SIT_ARMS_DOWN, hipR: 95, kneeR: 80 },
    { ...SIT_ARMS_DOWN, hipR: 95, kneeR: 95, ankleR: -15 },
  ),
  'eccentric-calf-lowering-on-step': poses(
    'standing',
    'side',
    { shoulderR: 30, elbowR: 30, kneeL: 30 },
    [step],
    { ...both('ankle', -30), kneeL: 0 },
    { ankleR: -25, kneeL: 40 },
    { ankleR: 20, kneeL: 40 },
  ),
  'seated-ankle-circles': seated(
    [],
    { hipR: 100, ...both('shoulder', 20) },
    { hipR: 100, ankleR: 25 },
    { hipR: 100, ankleR: -30 },
  ),
  'band-ankle-eversion-both-feet': seatedFront(
    [band('toeL', 'toeR')],
    { ...both('hipAbd', 4), ...both('shoulderAbd', 15), ...both('elbow', 50) },
    { ...both('hipAbd', 8), ...both('shoulderAbd', 15), ...both('elbow', 50) },
  ),
  'single-leg-balance-eyes-closed': standing(
    [desk],
    { shoulderR: 10 },
    { shoulderR: 10, hipL: 30, kneeL: 60, kneeR: 8 },
  ),
  'foot-sole-ball-roll-under-desk': seated([desk, ball('ankleR')], { kneeR: 80 }, { kneeR: 100 }),
  'knee-to-wall-ankle-mobilisation': standing(
    [wallFront],
    { ...both('shoulder', 80), ...both('elbow', 30), hipR: 15, kneeR: 10, hipL: -20 },
    { ...both('shoulder', 80), ...both('elbow', 60), hipR: 30, kneeR: 60, ankleR: 30, hipL: -20, kneeL: 10 },
  ),
  'wrist-flexor-stretch-at-desk': seated(
    [desk],
    { shoulderR: 90, elbowR: 0 },
    { shoulderR: 90, elbowR: 0, shoulderL: 70, elbowL: 40 },
  ),
  'wrist-extensor-stretch-at-desk': seated(
    [desk],
    { shoulderR: 90, elbowR: 0 },
    { shoulderR: 88, elbowR: 0, shoulderL: 70, elbowL: 40 },
  ),
  'interlaced-finger-wrist-figure-eight': seated(
    [],
    { ...both('shoulder', 20), ...both('elbow', 90) },
    { ...both('shoulder', 25), ...both('elbow', 100) },
    { ...both('shoulder', 15), ...both('elbow', 80) },
  ),
  'massage-ball-grip-squeeze': seated([desk, ball('handR')], { ...SIT_DESK }, { ...SIT_DESK, elbowR: 72 }),
  'forearm-flexor-ball-roll-on-desk': seated(
    [desk, ball('handR')],
    { ...SIT_DESK },
    { ...SIT_DESK, shoulderR: 45, elbowR: 55 },
  ),
  'forearm-extensor-ball-roll-hand-guided': seated(
    [desk, ball('handL')],
    { ...SIT_DESK, shoulderL: 40, elbowL: 60 },
    { ...SIT_DESK, shoulderL: 30, elbowL: 70 },
  ),
  'band-wrist-extension-curl-seated': seated(
    [band('handR', 'toeR')],
    { trunk: 15, shoulderR: 15, elbowR: 60 },
    { trunk: 15, shoulderR: 15, elbowR: 72 },
  ),
  'band-wrist-flexion-curl-seated': seated(
    [band('handR', 'toeR')],
    { trunk: 15, shoulderR: 15, elbowR: 60 },
    { trunk: 15, shoulderR: 15, elbowR: 72 },
  ),
  'band-eccentric-wrist-extension': seated(
    [band('handR', 'toeR')],
    { trunk: 15, shoulderR: 15, elbowR: 72, shoulderL: 30, elbowL: 70 },
    { trunk: 15, shoulderR: 15, elbowR: 58 },
  ),
  'seated-forearm-rotation-turns': seated(
    [],
    { ...both('shoulder', 0), ...both('elbow', 90) },
    { ...both('shoulder', 0), ...both('elbow', 92) },
  ),
  'loose-hand-shake-out': seated(
    [],
    { ...SIT_ARMS_DOWN, ...both('shoulder', 5) },
    { ...SIT_ARMS_DOWN, ...both('shoulder', 10), ...both('elbow', 10) },
  ),
  'finger-tendon-glide-sequence': seated(
    [desk],
    { ...both('shoulder', 40), ...both('elbow', 130) },
    { ...both('shoulder', 40), ...both('elbow', 135) },
  ),
};

/** Mental exercises: calm seated (or standing) postures with a small breathing movement. */
function mentalPoses(slug: string, text: string): Pose[] {
  if (/palming|augen.*hände|handflächen.*augen/i.test(slug + text) && /palming/.test(slug))
    return seated([desk], { ...SIT_DESK }, { ...SIT_DESK, ...HANDS_TO_FACE, trunk: 10 });
  if (/nostril|wechselatmung/i.test(slug))
    return breathing({ ...SIT_DESK, shoulderR: 45, elbowR: 145 }, [desk]);
  if (/belly|abdomen|coherent|bauch/i.test(slug)) return breathing(HANDS_ON_BELLY);
  if (/list|dump|reflection|planning|if-then|tasking|worry|pre-meeting/.test(slug))
    return seated([desk], { ...SIT_DESK }, { ...SIT_DESK, neck: 12, elbowR: 80 });
  if (/stop-technique/.test(slug)) return standing([], {}, { neck: -4, ...both('shoulder', 4) });
  if (/gaze|blinking|panoramic|distance/.test(slug))
    return seated([desk], { ...SIT_DESK, neck: 5 }, { ...SIT_DESK, neck: -5 });
  return breathing(SIT);
}

const files = ['upper', 'trunk', 'lower', 'mental'];
const cycle = (exercise: { durationSeconds: number; repetitions: number | null }, count: number) =>
  exercise.repetitions ? undefined : Math.max(6, count * 3);
let missing = 0;
for (const file of files) {
  const exercises = JSON.parse(readFileSync(path.join(DATA, `${file}.json`), 'utf8')) as {
    slug: string;
    kind: string;
    durationSeconds: number;
    repetitions: number | null;
    de: { startingPosition: string };
  }[];
  const out: Record<string, ExercisePoses> = {};
  for (const exercise of exercises) {
    const list =
      EXERCISES[exercise.slug] ??
      (exercise.kind === 'mental' ? mentalPoses(exercise.slug, exercise.de.startingPosition) : undefined);
    if (!list) {
      missing += 1;
      console.warn(`no poses for ${exercise.slug}`);
      continue;
    }
    const seconds = cycle(exercise, list.length);
    out[exercise.slug] = exercisePosesSchema.parse({
      poses: list,
      ...(seconds ? { cycleSeconds: seconds } : {}),
    });
  }
  writeFileSync(path.join(DATA, `poses-${file}.json`), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`poses-${file}.json: ${Object.keys(out).length} exercises`);
}
if (missing > 0) process.exitCode = 1;
