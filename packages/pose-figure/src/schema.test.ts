import { POSE_ANGLES } from './model';
import { exercisePosesSchema, poseSchema } from './schema';
import { poseSvg } from './svg';
import { regionSegments } from './regions';

const pose = { base: 'seated', view: 'side', angles: { hipL: 90, hipR: 90 }, props: [{ kind: 'chair' }] };

test('the schema takes 2–4 valid poses and refuses the rest', () => {
  expect(exercisePosesSchema.safeParse({ poses: [pose, pose] }).success).toBe(true);
  expect(exercisePosesSchema.safeParse({ poses: [pose, pose, pose, pose], cycleSeconds: 8 }).success).toBe(
    true,
  );
  for (const bad of [
    { poses: [pose] },
    { poses: [pose, pose, pose, pose, pose] },
    { poses: [pose, pose], cycleSeconds: 0 },
    { poses: [pose, pose], extra: true },
  ]) {
    expect(exercisePosesSchema.safeParse(bad).success).toBe(false);
  }
  for (const bad of [
    { ...pose, base: 'hanging' },
    { ...pose, view: 'top' },
    { ...pose, angles: { elbowR: 181 } },
    { ...pose, angles: { tail: 3 } },
    { ...pose, props: [{ kind: 'band', from: 'handR' }] },
    { ...pose, props: [{ kind: 'ball', at: 'nose' }] },
    { ...pose, props: [{ kind: 'wall' }] },
  ]) {
    expect(poseSchema.safeParse(bad).success).toBe(false);
  }
  expect(POSE_ANGLES).toContain('kneeR');
});

test('the SVG string is accessible when labelled, decorative otherwise, and escapes the label', () => {
  const labelled = poseSvg({ base: 'standing', view: 'side', angles: {} }, { label: 'Knee "lift" <demo>' });
  expect(labelled).toMatch(/^<svg [^>]*role="img" aria-label="Knee &quot;lift&quot; &lt;demo&gt;"/);
  expect(labelled).toContain('<circle');
  const still = poseSvg({
    base: 'seated',
    view: 'side',
    angles: { hipL: 90, hipR: 90 },
    props: [{ kind: 'chair' }],
  });
  expect(still).toContain('aria-hidden="true"');
  // the same pose gives the same bytes (cards and the server draw the same picture)
  expect(poseSvg({ base: 'standing', view: 'side', angles: {} })).toBe(
    poseSvg({ base: 'standing', view: 'side', angles: {} }),
  );
});

test('target regions become highlighted segments', () => {
  expect(regionSegments(['knee', 'neck', 'unknown'])).toEqual(['shinL', 'shinR', 'neck']);
  const plain = poseSvg({ base: 'standing', view: 'side', angles: {} });
  const tinted = poseSvg({ base: 'standing', view: 'side', angles: {} }, { highlight: ['neck'] });
  expect(tinted).not.toBe(plain);
  expect(tinted).toContain('#2AA6B8');
});

test('angles stay within their joint limits; contacts name a body point and a surface', () => {
  expect(poseSchema.safeParse({ ...pose, angles: { headRot: 40, wristL: -80 } }).success).toBe(true);
  expect(poseSchema.safeParse({ ...pose, angles: { headRot: 41 } }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, angles: { kneeL: -5 } }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, angles: { pronationL: 80, pronationR: -85 } }).success).toBe(true);
  expect(poseSchema.safeParse({ ...pose, angles: { pronationR: 81 } }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, angles: { pronationL: -86 } }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, angles: { jaw: 30, eyesTurn: -35, eyesRaise: 30 } }).success).toBe(
    true,
  );
  expect(poseSchema.safeParse({ ...pose, angles: { jaw: -1 } }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, angles: { eyesTurn: 36 } }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, angles: { jawSide: -12, eyelids: 90 } }).success).toBe(true);
  expect(poseSchema.safeParse({ ...pose, angles: { jawSide: 13 } }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, angles: { eyelids: 91 } }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, angles: { knucklesL: 90, fingersR: 180 } }).success).toBe(true);
  expect(poseSchema.safeParse({ ...pose, angles: { knucklesR: -1 } }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, angles: { fingersL: 181 } }).success).toBe(false);
  expect(
    poseSchema.safeParse({
      ...pose,
      contacts: [
        { at: 'pelvis', on: 'seat' },
        { at: 'toeR', on: 'floor' },
      ],
    }).success,
  ).toBe(true);
  expect(poseSchema.safeParse({ ...pose, contacts: [{ at: 'pelvis', on: 'ceiling' }] }).success).toBe(false);
  expect(poseSchema.safeParse({ ...pose, contacts: [{ at: 'nose', on: 'floor' }] }).success).toBe(false);
});
