// The demonstration data (data/poses-*.json): every exercise of the catalogue has 2–4 valid key poses, and they
// fit its text and equipment — seated exercises on a chair, floor exercises on a mat, the band or ball when it is
// the equipment, a desk where the starting position uses one.
import {
  contactProblems as problemsOf,
  describeProblem,
  exercisePosesSchema,
  JOINT_LIMITS,
  POSE_ANGLES,
  skeleton,
  type Pose,
} from '@officefit/pose-figure';
import { exerciseCatalogue, exercisePoses } from './index';

/** What is wrong with a key pose's contacts, in words (empty when they are met as written). */
function contactProblems(pose: Pose): string[] {
  const sk = skeleton(pose);
  return problemsOf(pose, sk.points, sk.correction).map(describeProblem);
}

/**
 * The exercises reworked with the spine, head, shoulder-girdle and wrist joints (issue #38): each key pose declares
 * its contacts, so that a floating head or a sunk shoulder fails here.
 */
const REWORKED = [
  'seated-neck-rotation',
  'backward-shoulder-rolls',
  'seated-cat-cow-spine-wave',
  'standing-segmental-roll-down',
  'floor-single-leg-glute-bridge',
  'seated-chin-tuck',
  'seated-side-neck-stretch',
  'gaze-stabilisation-head-turn',
  'seated-crossed-arms-thoracic-rotation',
  'seated-overhead-reach-side-bend',
  'wrist-flexor-stretch-at-desk',
  'wrist-extensor-stretch-at-desk',
  'band-wrist-extension-curl-seated',
  'band-wrist-flexion-curl-seated',
  'shoulder-shrug-release',
  'seated-scapular-squeeze',
  'levator-scapulae-stretch',
  'supine-neck-flexor-hold',
  'seated-pelvic-tilt-rock',
  'standing-band-overhead-side-stretch',
  'forehead-palm-press',
  'side-head-palm-press',
  'upper-cervical-nod',
  'band-resisted-chin-tuck',
  'seated-lateral-pelvic-hike',
  'deep-lunge-thoracic-rotation-reach',
  'side-lying-open-book-rotation',
  'standing-band-anti-rotation-press',
  'ball-rhomboid-wall-roll',
  'ball-upper-trapezius-wall-release',
  'wall-massage-ball-mid-back-arm-raise',
  'ball-suboccipital-release',
  'seated-self-hug-stretch',
  'seated-forward-hang-back-release',
  'standing-hands-on-hips-back-extension',
  'band-eccentric-wrist-extension',
  'forearm-extensor-ball-roll-hand-guided',
  'seated-forearm-rotation-turns',
  'interlaced-finger-wrist-figure-eight',
  'jaw-controlled-opening',
  'jaw-drop-soft-exhale-breathing',
  'eye-figure-eight',
  'eye-near-far-focus',
  'distance-gaze-20-20-20-eye-break',
  'jaw-rest-position',
  'jaw-isometric-hand-resistance',
  'ball-jaw-muscle-massage',
  'temple-scalp-massage',
  'band-standing-row',
  'band-pull-apart',
  'wall-angel',
  'prone-y-t-w-raise',
  'prone-cobra-hold',
  'band-external-rotation',
  'isometric-external-rotation-hand',
  'cross-body-shoulder-stretch',
  'doorway-chest-stretch',
  'jaw-side-glide',
  'eye-palming',
  'eye-palming-warm-hands',
  'eye-blink-reset',
  'conscious-blinking-eye-refresh',
  'forearm-flexor-ball-roll-on-desk',
  'foot-sole-ball-roll-under-desk',
  'finger-tendon-glide-sequence',
  'massage-ball-grip-squeeze',
];

test('the contact check fails for a glute bridge whose head and shoulders float above the mat', () => {
  const floating: Pose = {
    base: 'supine',
    view: 'side',
    angles: { trunk: -65, hipL: 25, hipR: 25, kneeR: 100, ankleR: -15 },
    props: [{ kind: 'mat' }],
    contacts: [
      { at: 'upperBack', on: 'floor' },
      { at: 'head', on: 'floor' },
      { at: 'ankleR', on: 'floor' },
    ],
  };
  expect(contactProblems(floating).join('; ')).toMatch(/floats|turn/);
});

test('the eye exercises shut the lids, the jaw side glide goes both ways, the finger exercises bend the fingers', () => {
  const angles = (slug: string) => exercisePoses.get(slug)!.poses.map((pose) => pose.angles);
  for (const slug of [
    'eye-palming',
    'eye-palming-warm-hands',
    'eye-blink-reset',
    'conscious-blinking-eye-refresh',
  ]) {
    expect([slug, angles(slug).some((pose) => (pose.eyelids ?? 0) >= 80)]).toEqual([slug, true]);
  }
  // the tendon glides: straight hand, hook, fist and tabletop; the grip closes the fingers round the ball
  const glides = angles('finger-tendon-glide-sequence').map((pose) => [
    pose.knucklesR ?? 0,
    pose.fingersR ?? 0,
  ]);
  expect(glides).toEqual([
    [0, 0],
    [0, 180],
    [90, 180],
    [90, 0],
  ]);
  expect(
    Math.max(...angles('massage-ball-grip-squeeze').map((pose) => pose.fingersR ?? 0)),
  ).toBeGreaterThanOrEqual(90);
  const glide = angles('jaw-side-glide').map((pose) => pose.jawSide ?? 0);
  expect(Math.min(...glide)).toBeLessThanOrEqual(-10);
  expect(Math.max(...glide)).toBeGreaterThanOrEqual(10);
});

const cases = exerciseCatalogue.map((exercise) => [exercise.slug, exercise] as const);

test('every exercise has a demonstration and every demonstration an exercise', () => {
  expect(exerciseCatalogue.length).toBeGreaterThanOrEqual(159);
  const slugs = new Set(exerciseCatalogue.map((exercise) => exercise.slug));
  expect([...exercisePoses.keys()].filter((slug) => !slugs.has(slug))).toEqual([]);
  expect([...slugs].filter((slug) => !exercisePoses.has(slug))).toEqual([]);
});

describe.each(cases)('%s', (slug, exercise) => {
  const demonstration = exercisePoses.get(slug)!;
  const props = new Set(demonstration.poses.flatMap((pose) => (pose.props ?? []).map((prop) => prop.kind)));
  const start = demonstration.poses[0]!;
  const text = exercise.de.startingPosition;

  test('2–4 valid poses that differ', () => {
    expect(exercisePosesSchema.safeParse(demonstration).success).toBe(true);
    const distinct = new Set(demonstration.poses.map((pose) => JSON.stringify(pose)));
    expect(distinct.size).toBeGreaterThanOrEqual(2);
    // every pose can be drawn (finite points)
    for (const pose of demonstration.poses) {
      for (const point of Object.values(skeleton(pose).points)) {
        expect(Number.isFinite(point.x) && Number.isFinite(point.y)).toBe(true);
      }
    }
  });

  test('every angle within its joint limits and every declared contact met', () => {
    for (const [index, pose] of demonstration.poses.entries()) {
      for (const name of POSE_ANGLES) {
        const value = pose.angles[name] ?? 0;
        expect([name, value >= JOINT_LIMITS[name][0] && value <= JOINT_LIMITS[name][1]]).toEqual([
          name,
          true,
        ]);
      }
      expect([index, contactProblems(pose)]).toEqual([index, []]);
      if (REWORKED.includes(slug)) expect(pose.contacts?.length ?? 0).toBeGreaterThan(0);
    }
  });

  test('equipment and setting match the text', () => {
    expect(props.has('band')).toBe(exercise.equipment === 'band');
    if (exercise.equipment === 'ball') expect(props.has('ball')).toBe(true);
    if (/\bMatte\b/.test(text)) expect(props.has('mat')).toBe(true);
    if (start.base === 'seated') expect(start.props?.some((prop) => prop.kind === 'chair')).toBe(true);
    if (/^(Sitzen Sie|Setzen Sie sich|Sie sitzen)/.test(text) && !/Matte/.test(text))
      expect(start.base).toBe('seated');
    if (/^(Legen Sie sich|Knien Sie)/.test(text))
      expect(['supine', 'prone', 'side-lying', 'kneeling']).toContain(start.base);
    if (/^(Stehen Sie|Stellen Sie sich|Sie stehen)/.test(text)) expect(start.base).toBe('standing');
    if (
      /Schreibtisch/.test(text) &&
      !/Schreibtischbein|Tischbein|Tür/.test(text) &&
      start.base !== 'standing'
    ) {
      expect(props.has('desk')).toBe(true);
    }
  });
});
