import { CONTACT_RADIUS, contactGaps, MAX_CORRECTION } from './contacts';
import { BALL_RADIUS } from './dimensions';
import { skeleton } from './kinematics';
import type { Pose } from './model';
import { COLORS, renderPose } from './render';

const mat = [{ kind: 'mat' as const }];
const bridgeContacts: Pose['contacts'] = [
  { at: 'upperBack', on: 'floor' },
  { at: 'head', on: 'floor' },
  { at: 'toeR', on: 'floor' },
  { at: 'toeL', on: 'floor' },
  { at: 'ankleR', on: 'floor' },
  { at: 'ankleL', on: 'floor' },
];
/** Hips lifted, the thoracic spine flat on the mat, feet flat. */
const bridge: Pose = {
  base: 'supine',
  view: 'side',
  angles: {
    trunk: -120,
    thoracic: 38,
    neck: -10,
    hipL: 8,
    hipR: 8,
    kneeL: 108,
    kneeR: 106,
    ankleL: -28,
    ankleR: -30,
  },
  props: mat,
  contacts: bridgeContacts,
};
const worst = (pose: Pose) =>
  Math.max(...contactGaps(pose, skeleton(pose).points).map(({ gap }) => Math.abs(gap)));

test('a glute bridge written right keeps head, shoulders and feet on the mat without help', () => {
  const sk = skeleton(bridge);
  expect(Math.abs(sk.correction)).toBeLessThan(1);
  expect(worst(bridge)).toBeLessThan(3);
  // the pelvis is lifted well above the mat
  expect(sk.points.pelvis.y).toBeGreaterThan(18);
});

test('a bridge whose trunk rises towards the head (the old data) cannot meet its contacts', () => {
  const floating: Pose = { ...bridge, angles: { ...bridge.angles, trunk: -65, thoracic: 0 } };
  const sk = skeleton(floating);
  expect(Math.abs(sk.correction)).toBe(MAX_CORRECTION);
  expect(worst(floating)).toBeGreaterThan(10);
});

test('the solver turns an in-between frame a little to keep both ends down', () => {
  const tilted: Pose = { ...bridge, angles: { ...bridge.angles, trunk: -110 } };
  const sk = skeleton(tilted);
  expect(Math.abs(sk.correction)).toBeGreaterThan(0.5);
  expect(Math.abs(sk.correction)).toBeLessThan(MAX_CORRECTION);
  // the outermost contacts (head and toes) rest at the same height, on the mat
  const { toeL, toeR, head } = sk.points;
  const front = toeL.x > toeR.x ? toeL : toeR;
  expect(Math.abs(front.y - 3 - (head.y - 11))).toBeLessThan(0.1);
});

test('a seated figure sits on the seat with its feet on the floor; a wall stands where the back touches it', () => {
  const seated: Pose = {
    base: 'seated',
    view: 'side',
    angles: { hipL: 90, hipR: 90, kneeL: 90, kneeR: 90 },
    props: [{ kind: 'chair' }],
    contacts: [
      { at: 'pelvis', on: 'seat' },
      { at: 'ankleR', on: 'floor' },
    ],
  };
  expect(worst(seated)).toBeLessThan(3);
  const wallSit: Pose = {
    base: 'standing',
    view: 'side',
    angles: { hipL: 90, hipR: 90, kneeL: 90, kneeR: 90 },
    props: [{ kind: 'wall', side: 'back' }],
    contacts: [
      { at: 'upperBack', on: 'wall' },
      { at: 'toeR', on: 'floor' },
    ],
  };
  expect(worst(wallSit)).toBeLessThan(0.01);
  const wall = renderPose(wallSit).shapes.find((shape) => shape.tag === 'rect')!;
  const backX = skeleton(wallSit).points.upperBack.x - 1;
  expect(Number(wall.attrs.x) + Number(wall.attrs.width)).toBeCloseTo(backX, 0);
});

test('a ball between a body point and its surface holds the point a ball above it, and is drawn under the point', () => {
  const heelOnBall: Pose = {
    base: 'seated',
    view: 'side',
    angles: { hipL: 90, hipR: 90, kneeL: 90, kneeR: 45, ankleR: -40 },
    props: [{ kind: 'chair' }, { kind: 'ball', at: 'ankleR', on: 'floor' }],
    contacts: [
      { at: 'pelvis', on: 'seat' },
      { at: 'ankleR', on: 'floor' },
    ],
  };
  const sk = skeleton(heelOnBall);
  expect(worst(heelOnBall)).toBeLessThan(2);
  // the skin at the heel rests a ball's diameter above the floor
  expect(sk.points.ankleR.y - CONTACT_RADIUS.ankleR).toBeCloseTo(2 * BALL_RADIUS, 0);
  const ball = renderPose(heelOnBall).shapes.find((shape) => shape.attrs.fill === COLORS.ball)!;
  expect(Number(ball.attrs.cx)).toBeCloseTo(sk.points.ankleR.x, 0);
  // screen y grows downwards: the ball's centre is a ball's radius above the floor (y = 0)
  expect(Number(ball.attrs.cy)).toBeCloseTo(-BALL_RADIUS, 0);
  // without the ball the same heel would sink to the floor
  const withoutBall = { ...heelOnBall, props: [{ kind: 'chair' as const }] };
  expect(skeleton(withoutBall).points.ankleR.y).toBeLessThan(sk.points.ankleR.y - 2 * BALL_RADIUS + 1);
});
