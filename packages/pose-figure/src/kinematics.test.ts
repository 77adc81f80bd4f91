import { LENGTHS, SEAT_HEIGHT, skeleton } from './kinematics';
import type { Pose } from './model';

const near = (a: number, b: number, tolerance = 0.5) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(tolerance);
const standing: Pose = { base: 'standing', view: 'side', angles: {} };

test('an upright figure stands on the floor with the head on top', () => {
  const { points } = skeleton(standing);
  near(Math.min(points.ankleL.y, points.ankleR.y, points.toeR.y), 0);
  near(points.pelvis.y, LENGTHS.thigh + LENGTHS.shin);
  near(points.head.y, points.pelvis.y + LENGTHS.trunk + LENGTHS.neck + LENGTHS.headRadius);
  // the figure faces right in the side view: the toes and the nose point to +x
  expect(points.toeR.x).toBeGreaterThan(points.ankleR.x);
  expect(points.noseTip.x).toBeGreaterThan(points.head.x);
});

test('flexion swings a limb forwards: 90° horizontal, 180° overhead; elbows bend forwards, knees backwards', () => {
  const { points } = skeleton({
    base: 'standing',
    view: 'side',
    angles: { shoulderR: 90, shoulderL: 180, kneeR: 90 },
  });
  const shoulder = points.shoulderMid;
  near(points.elbowR.y, shoulder.y);
  near(points.elbowR.x, shoulder.x + LENGTHS.upperArm);
  near(points.elbowL.x, shoulder.x);
  near(points.elbowL.y, shoulder.y + LENGTHS.upperArm);
  // the bent knee puts the right ankle behind the knee, at the knee's height
  near(points.ankleR.y, points.kneeR.y);
  expect(points.ankleR.x).toBeLessThan(points.kneeR.x - LENGTHS.shin + 1);
});

test('a seated figure sits on the seat with its feet on the floor', () => {
  const { points } = skeleton({
    base: 'seated',
    view: 'side',
    angles: { hipL: 90, hipR: 90, kneeL: 90, kneeR: 90 },
  });
  near(points.pelvis.y, SEAT_HEIGHT);
  near(points.kneeR.x, LENGTHS.thigh);
  near(points.ankleR.y, SEAT_HEIGHT - LENGTHS.shin);
  expect(points.ankleR.y).toBeGreaterThanOrEqual(0);
});

test('lying on the back puts the head on one side and the face up; prone faces down', () => {
  const supine = skeleton({ base: 'supine', view: 'side', angles: { trunk: -90 } }).points;
  expect(supine.head.x).toBeLessThan(supine.pelvis.x - LENGTHS.trunk);
  near(supine.head.y, supine.pelvis.y, 1);
  expect(supine.noseTip.y).toBeGreaterThan(supine.head.y);
  const prone = skeleton({ base: 'prone', view: 'side', angles: { trunk: 90 } }).points;
  expect(prone.head.x).toBeGreaterThan(prone.pelvis.x + LENGTHS.trunk);
  expect(prone.noseTip.y).toBeLessThan(prone.head.y);
});

test('the front view shows abduction and side bends; left is on the viewer’s right', () => {
  const { points } = skeleton({
    base: 'standing',
    view: 'front',
    angles: { shoulderAbdL: 90, shoulderAbdR: 90 },
  });
  expect(points.shoulderL.x).toBeGreaterThan(0);
  near(points.elbowL.y, points.shoulderL.y);
  near(points.elbowL.x, points.shoulderL.x + LENGTHS.upperArm);
  near(points.elbowR.x, points.shoulderR.x - LENGTHS.upperArm);
  const bent = skeleton({
    base: 'standing',
    view: 'front',
    angles: { trunkSide: 20, hipAbdL: 20, hipAbdR: -20 },
  }).points;
  expect(bent.head.x).toBeGreaterThan(10);
  // the legs stay under the pelvis
  near(bent.ankleL.x - bent.hipL.x, 0, 1);
});

test('a raised arm with a bent elbow makes the goalpost shape in the front view', () => {
  const { points } = skeleton({ base: 'standing', view: 'front', angles: { shoulderAbdL: 90, elbowL: 90 } });
  near(points.handL.x, points.elbowL.x, 1);
  expect(points.handL.y).toBeGreaterThan(points.elbowL.y + LENGTHS.forearm);
});
