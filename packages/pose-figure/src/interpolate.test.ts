import { easeInOut, interpolatePose, poseAt } from './interpolate';
import type { Pose } from './model';

const a: Pose = { base: 'standing', view: 'side', angles: { shoulderR: 0, kneeL: 10 } };
const b: Pose = { base: 'seated', view: 'side', angles: { shoulderR: 90 }, props: [{ kind: 'chair' }] };

test('angles move linearly; missing angles count as 0; base and props switch half-way', () => {
  expect(interpolatePose(a, b, 0)).toEqual({ base: 'standing', view: 'side', angles: { kneeL: 10 } });
  expect(interpolatePose(a, b, 0.25)).toEqual({
    base: 'standing',
    view: 'side',
    angles: { shoulderR: 22.5, kneeL: 7.5 },
  });
  expect(interpolatePose(a, b, 0.75)).toEqual({
    base: 'seated',
    view: 'side',
    angles: { shoulderR: 67.5, kneeL: 2.5 },
    props: [{ kind: 'chair' }],
  });
  expect(interpolatePose(a, b, 2).angles).toEqual({ shoulderR: 90 });
});

test('the ease starts and ends slowly and is symmetric', () => {
  expect(easeInOut(0)).toBe(0);
  expect(easeInOut(1)).toBe(1);
  expect(easeInOut(0.5)).toBeCloseTo(0.5);
  expect(easeInOut(0.1)).toBeLessThan(0.1);
  expect(easeInOut(0.9)).toBeGreaterThan(0.9);
  expect(easeInOut(0.3) + easeInOut(0.7)).toBeCloseTo(1);
});

test('a loop holds each key pose, moves to the next and returns to the first', () => {
  const poses: Pose[] = [
    { base: 'standing', view: 'side', angles: { shoulderR: 0 } },
    { base: 'standing', view: 'side', angles: { shoulderR: 100 } },
  ];
  // 8 s loop, 4 s per transition, the first second holds
  expect(poseAt(poses, 8, 0).angles.shoulderR).toBeUndefined();
  expect(poseAt(poses, 8, 0.9).angles.shoulderR).toBeUndefined();
  expect(poseAt(poses, 8, 2.5).angles.shoulderR).toBeCloseTo(50);
  expect(poseAt(poses, 8, 4.5).angles.shoulderR).toBe(100);
  expect(poseAt(poses, 8, 6.5).angles.shoulderR).toBeCloseTo(50);
  expect(poseAt(poses, 8, 16.5).angles.shoulderR).toBeUndefined();
  expect(poseAt(poses.slice(0, 1), 8, 3)).toBe(poses[0]);
});

test('every new joint is tweened and contacts switch half-way', () => {
  const from: Pose = { base: 'seated', view: 'front', angles: {}, contacts: [{ at: 'pelvis', on: 'seat' }] };
  const to: Pose = {
    base: 'seated',
    view: 'front',
    angles: { neckRot: 40, headRot: 20, thoracic: 30, shoulderElevL: 20, wristR: -60 },
  };
  const mid = interpolatePose(from, to, 0.5);
  expect(mid.angles).toEqual({ neckRot: 20, headRot: 10, thoracic: 15, shoulderElevL: 10, wristR: -30 });
  expect(interpolatePose(from, to, 0.4).contacts).toEqual(from.contacts);
  expect(interpolatePose(from, to, 0.6).contacts).toBeUndefined();
});
