import { LENGTHS, SEAT_HEIGHT, skeleton } from './kinematics';
import { COLORS, renderPose } from './render';
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

describe('spine, head, shoulder girdle and wrists', () => {
  const side = (angles: Pose['angles']) => skeleton({ base: 'standing', view: 'side', angles }).points;
  const front = (angles: Pose['angles']) => skeleton({ base: 'standing', view: 'front', angles }).points;

  test('new joints default to neutral: the trunk is one straight line of its old length', () => {
    const { pelvis, waist, shoulderMid } = side({});
    near(waist.x, pelvis.x);
    near(shoulderMid.y - pelvis.y, LENGTHS.trunk);
  });

  test('lumbar and thoracic flexion round the back in steps, extension arches it', () => {
    const rounded = side({ lumbar: 30, thoracic: 40 });
    // the lower segment leans less than the upper one: a curve, not a rigid bar
    const lower = Math.atan2(rounded.waist.x - rounded.pelvis.x, rounded.waist.y - rounded.pelvis.y);
    const upper = Math.atan2(
      rounded.shoulderMid.x - rounded.waist.x,
      rounded.shoulderMid.y - rounded.waist.y,
    );
    near((lower * 180) / Math.PI, 30, 0.1);
    near((upper * 180) / Math.PI, 70, 0.1);
    const arched = side({ lumbar: -20 });
    expect(arched.shoulderMid.x).toBeLessThan(arched.pelvis.x - 5);
    // the legs hang from the pelvis, which the spine does not move
    near(rounded.kneeR.x, side({}).kneeR.x);
  });

  test('side bends and rotation of the spine show in the front view', () => {
    const bent = front({ lumbarSide: 15, thoracicSide: 15 });
    expect(bent.shoulderMid.x).toBeGreaterThan(bent.waist.x);
    expect(bent.waist.x).toBeGreaterThan(bent.pelvis.x);
    const turned = front({ thoracicRot: 40 });
    // turning the chest to the left brings the right shoulder towards the middle in the front view
    expect(Math.abs(turned.shoulderR.x)).toBeLessThan(LENGTHS.shoulderHalfWidth - 3);
    near(turned.hipR.x, -LENGTHS.hipHalfWidth);
  });

  test('the head turns, tilts and nods without the trunk moving', () => {
    const still = front({});
    const turned = front({ neckRot: 30, headRot: 30 });
    near(turned.head.x, still.head.x, 0.01);
    expect(turned.noseTip.x).toBeGreaterThan(still.noseTip.x + 8);
    near(turned.shoulderL.x, still.shoulderL.x, 0.01);
    const tilted = front({ headTilt: 15 });
    expect(tilted.head.x).toBeGreaterThan(still.head.x + 2);
    const nod = side({ headNod: 25 });
    expect(nod.noseTip.y).toBeLessThan(side({}).noseTip.y - 4);
  });

  test('the shoulder girdle lifts and brings forward the shoulder and its arm', () => {
    const still = side({});
    const shrug = side({ shoulderElevR: 30 });
    near(shrug.shoulderR.y - still.shoulderR.y, LENGTHS.shoulderHalfWidth * Math.sin(Math.PI / 6));
    expect(shrug.handR.y).toBeGreaterThan(still.handR.y + 5);
    near(shrug.shoulderL.y, still.shoulderL.y);
    const forward = side({ shoulderProtR: 25 });
    expect(forward.shoulderR.x).toBeGreaterThan(still.shoulderR.x + 5);
  });

  test('the wrist bends the hand only', () => {
    const reach = side({ shoulderR: 90 });
    const bent = side({ shoulderR: 90, wristR: -70 });
    near(bent.wristR.x, reach.wristR.x);
    expect(bent.handR.y).toBeLessThan(reach.handR.y - LENGTHS.hand * 0.8);
  });

  test('forearm rotation turns the thumb about the forearm: up in the mid position, in with pronation, out with supination', () => {
    // elbows bent 90°, forearms forwards: in the front view the thumbs point up, then towards or away from the middle
    const bent = { elbowL: 90, elbowR: 90 };
    const mid = front(bent);
    near(mid.thumbR.x, mid.wristR.x);
    near(mid.thumbR.y - mid.wristR.y, LENGTHS.thumb);
    const prone = front({ ...bent, pronationL: 80, pronationR: 80 });
    expect(prone.thumbR.x).toBeGreaterThan(prone.wristR.x + LENGTHS.thumb * 0.9);
    expect(prone.thumbL.x).toBeLessThan(prone.wristL.x - LENGTHS.thumb * 0.9);
    const supine = front({ ...bent, pronationR: -80 });
    expect(supine.thumbR.x).toBeLessThan(supine.wristR.x - LENGTHS.thumb * 0.9);
    // the rotation moves the thumb only
    near(prone.handR.x, mid.handR.x, 0.01);
    near(prone.handR.y, mid.handR.y, 0.01);
  });

  test('in the side view a head turn shows on the near ear and the nose; a shrug lifts the shoulder clear of the trunk', () => {
    const ahead = side({});
    const left = side({ neckRot: 30, headRot: 30 });
    const right = side({ neckRot: -30, headRot: -30 });
    // turning away from the viewer (to the left) brings the near (right) ear forwards, towards the viewer back
    expect(left.earR.x).toBeGreaterThan(ahead.earR.x + 4);
    expect(right.earR.x).toBeLessThan(ahead.earR.x - 4);
    expect(left.noseTip.x - left.head.x).toBeLessThan((ahead.noseTip.x - ahead.head.x) * 0.6);
    const drawn = (angles: Pose['angles']) => {
      const shapes = renderPose({ base: 'standing', view: 'side', angles }).shapes;
      const cap = shapes.find((shape) => shape.tag === 'circle' && shape.attrs.r === 6.5)!;
      const trunk = shapes.find((shape) => shape.tag === 'polyline')!;
      const top = Math.min(
        ...String(trunk.attrs.points)
          .split(' ')
          .map((xy) => Number(xy.split(',')[1])),
      );
      return { capTop: Number(cap.attrs.cy) - 6.5, trunkTop: top - 10 };
    };
    const still = drawn({});
    const shrug = drawn({ shoulderElevL: 35, shoulderElevR: 35 });
    expect(still.capTop).toBeGreaterThanOrEqual(still.trunkTop - 1);
    // screen y grows downwards: the shrugged shoulder stands 8 units above the trunk's outline
    expect(shrug.capTop).toBeLessThan(shrug.trunkTop - 8);
  });

  test('the face: the pupils follow the gaze, the mouth opens with the jaw, the head stays where it is', () => {
    const ahead = front({});
    const looking = front({ eyesTurn: 30, eyesRaise: 20 });
    expect(looking.pupilR.x - looking.eyeR.x).toBeGreaterThan(ahead.pupilR.x - ahead.eyeR.x + 0.4);
    expect(looking.pupilR.y - looking.eyeR.y).toBeGreaterThan(ahead.pupilR.y - ahead.eyeR.y + 0.3);
    near(looking.head.x, ahead.head.x, 0.01);
    near(ahead.mouthBottom.y, ahead.mouthTop.y, 0.01);
    const open = side({ jaw: 30 });
    expect(open.mouthTop.y - open.mouthBottom.y).toBeGreaterThan(LENGTHS.headRadius * 0.4);
  });

  test("the jaw glides sideways (the lower lip moves to the figure's left in the front view, the upper stays)", () => {
    const ahead = front({ jaw: 6 });
    const glide = front({ jaw: 6, jawSide: 12 });
    near(glide.mouthTop.x, ahead.mouthTop.x, 0.01);
    expect(glide.mouthBottom.x - ahead.mouthBottom.x).toBeGreaterThan(LENGTHS.headRadius * 0.25);
    expect(front({ jaw: 6, jawSide: -12 }).mouthBottom.x).toBeLessThan(ahead.mouthBottom.x - 3);
  });

  test('the fingers bend at the knuckles and curl at their middle joints; a straight hand is as long as before', () => {
    const hand = (angles: Pose['angles']) => {
      const points = side({ shoulderR: 90, ...angles });
      return { length: points.handR.x - points.wristR.x, height: points.handR.y - points.wristR.y, points };
    };
    near(hand({}).length, LENGTHS.hand, 0.01);
    // tabletop: the fingers stand at a right angle to the palm, bent the way the elbow bends (up, for an arm held
    // forwards), the fingertips a finger's length from the hand's line
    const tabletop = hand({ knucklesR: 90 });
    near(tabletop.length, LENGTHS.palm, 0.01);
    near(tabletop.height, LENGTHS.hand - LENGTHS.palm, 0.01);
    expect(hand({ elbowR: 90 }).points.wristR.y).toBeGreaterThan(hand({}).points.wristR.y + 10);
    // a fist folds the fingers back to the knuckles
    const fist = hand({ knucklesR: 90, fingersR: 180 });
    expect(fist.length).toBeLessThanOrEqual(LENGTHS.palm + 0.01);
    expect(Math.abs(fist.height)).toBeLessThan(LENGTHS.hand - LENGTHS.palm);
    const shapes = (angles: Pose['angles']) =>
      renderPose({ base: 'standing', view: 'side', angles }).shapes.filter(
        (shape) => shape.tag === 'polyline',
      );
    // the curled fingers are drawn as their own links, a straight hand as one segment
    expect(shapes({ fingersR: 120 }).length - shapes({}).length).toBe(1);
  });

  test('the upper lids come down over the eyes: open at the brow, through the middle, shut at the bottom', () => {
    const lidHeight = (eyelids: number) => {
      const points = front({ eyelids });
      return points.lidR.y - points.eyeR.y;
    };
    near(lidHeight(0), LENGTHS.eyeRadius, 0.01);
    near(lidHeight(45), 0, 0.01);
    near(lidHeight(90), -LENGTHS.eyeRadius, 0.01);
    const lids = (eyelids: number) =>
      renderPose({ base: 'standing', view: 'front', angles: { eyelids } }).shapes.filter(
        (shape) => shape.tag === 'polygon' && shape.attrs.fill !== COLORS.propFill,
      ).length;
    // open eyes draw no lid; shut ones a lid over each eye (the trunk is the front view's other polygon)
    expect(lids(90) - lids(0)).toBe(2);
  });
});
