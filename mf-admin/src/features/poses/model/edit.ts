// Pure edits of a demonstration draft (the editor's state): poses are added as a copy of the selected one, removed
// and moved within 2–4; props are switched on and off one kind at a time.
import {
  JOINT_LIMITS,
  MAX_POSES,
  MIN_POSES,
  type ExercisePoses,
  type Pose,
  type PoseAngle,
  type PoseContact,
  type PoseJoint,
  type PoseProp,
} from '@officefit/pose-figure';

/** The editor's groups of angles (every angle of the model in exactly one; a test checks it). */
export const ANGLE_GROUPS: Record<'spine' | 'arms' | 'legs', readonly PoseAngle[]> = {
  spine: [
    'trunk',
    'trunkSide',
    'lumbar',
    'lumbarSide',
    'lumbarRot',
    'thoracic',
    'thoracicSide',
    'thoracicRot',
    'neck',
    'neckSide',
    'neckRot',
    'headNod',
    'headTilt',
    'headRot',
    'eyesTurn',
    'eyesRaise',
    'eyelids',
    'jaw',
    'jawSide',
  ],
  arms: [
    'shoulderElevL',
    'shoulderElevR',
    'shoulderProtL',
    'shoulderProtR',
    'shoulderL',
    'shoulderR',
    'shoulderAbdL',
    'shoulderAbdR',
    'elbowL',
    'elbowR',
    'wristL',
    'wristR',
    'pronationL',
    'pronationR',
    'knucklesL',
    'knucklesR',
    'fingersL',
    'fingersR',
  ],
  legs: ['hipL', 'hipR', 'hipAbdL', 'hipAbdR', 'kneeL', 'kneeR', 'ankleL', 'ankleR'],
};

/** A new demonstration: standing, then both arms raised. */
export function starterPoses(): ExercisePoses {
  return {
    poses: [
      { base: 'standing', view: 'side', angles: {} },
      { base: 'standing', view: 'side', angles: { shoulderL: 170, shoulderR: 170 } },
    ],
  };
}

export function addPose(draft: ExercisePoses, after: number): ExercisePoses {
  if (draft.poses.length >= MAX_POSES) return draft;
  const source = draft.poses[after] ?? draft.poses[draft.poses.length - 1]!;
  const copy: Pose = structuredClone(source);
  const poses = [...draft.poses];
  poses.splice(after + 1, 0, copy);
  return { ...draft, poses };
}

export function removePose(draft: ExercisePoses, index: number): ExercisePoses {
  if (draft.poses.length <= MIN_POSES) return draft;
  return { ...draft, poses: draft.poses.filter((_, i) => i !== index) };
}

/** Moves pose `index` by `by` (−1 earlier, +1 later); out of range leaves the order. */
export function movePose(draft: ExercisePoses, index: number, by: -1 | 1): ExercisePoses {
  const target = index + by;
  if (target < 0 || target >= draft.poses.length) return draft;
  const poses = [...draft.poses];
  [poses[index], poses[target]] = [poses[target]!, poses[index]!];
  return { ...draft, poses };
}

export function updatePose(draft: ExercisePoses, index: number, change: (pose: Pose) => Pose): ExercisePoses {
  return { ...draft, poses: draft.poses.map((pose, i) => (i === index ? change(pose) : pose)) };
}

/** Sets one angle (clamped to the joint's limits, whole degrees); 0 removes it (the default). */
export function setAngle(pose: Pose, angle: PoseAngle, value: number): Pose {
  const [min, max] = JOINT_LIMITS[angle];
  const clamped = Math.round(Math.min(max, Math.max(min, Number.isFinite(value) ? value : 0)));
  const angles = { ...pose.angles };
  if (clamped === 0) delete angles[angle];
  else angles[angle] = clamped;
  return { ...pose, angles };
}

type Kind = PoseProp['kind'];

/** The props without those of `kind`, plus `prop` when given. */
export function setProp(pose: Pose, kind: Kind, prop: PoseProp | null): Pose {
  const props = (pose.props ?? []).filter((p) => p.kind !== kind);
  if (prop) props.push(prop);
  const { props: _old, ...rest } = pose;
  void _old;
  return props.length ? { ...rest, props } : rest;
}

export function propOf<K extends Kind>(pose: Pose, kind: K): Extract<PoseProp, { kind: K }> | undefined {
  return (pose.props ?? []).find((p): p is Extract<PoseProp, { kind: K }> => p.kind === kind);
}

export const BAND_DEFAULT: Extract<PoseProp, { kind: 'band' }> = { kind: 'band', from: 'handL', to: 'handR' };
export const BALL_DEFAULT: { kind: 'ball'; at: PoseJoint } = { kind: 'ball', at: 'handR' };

/** A new contact: the pelvis on the seat when seated, else the right heel on the floor. */
export function addContact(pose: Pose): Pose {
  const contact: PoseContact =
    pose.base === 'seated' ? { at: 'pelvis', on: 'seat' } : { at: 'ankleR', on: 'floor' };
  return { ...pose, contacts: [...(pose.contacts ?? []), contact] };
}

export function setContact(pose: Pose, index: number, contact: PoseContact): Pose {
  return { ...pose, contacts: (pose.contacts ?? []).map((c, i) => (i === index ? contact : c)) };
}

/** Removes contact `index`; without contacts the pose has no `contacts` field (as before contacts existed). */
export function removeContact(pose: Pose, index: number): Pose {
  const contacts = (pose.contacts ?? []).filter((_, i) => i !== index);
  const { contacts: _old, ...rest } = pose;
  void _old;
  return contacts.length ? { ...rest, contacts } : rest;
}
