// The zod schemas of the pose model (model.ts): the backend validates every stored demonstration with them, the
// admin editor's data fits them by construction.
import { z } from 'zod';
import {
  MAX_POSES,
  MIN_POSES,
  CONTACT_SURFACES,
  JOINT_LIMITS,
  POSE_ANGLES,
  POSE_BASES,
  POSE_JOINTS,
  POSE_VIEWS,
  type ExercisePoses,
  type Pose,
  type PoseAngle,
} from './model';

const angle = z.number().min(-180).max(180);
const joint = z.enum(POSE_JOINTS);

/** Each angle within its joint's range (JOINT_LIMITS). */
export const poseAnglesSchema = z.strictObject(
  Object.fromEntries(
    POSE_ANGLES.map((name) => [name, angle.min(JOINT_LIMITS[name][0]).max(JOINT_LIMITS[name][1]).optional()]),
  ) as Record<PoseAngle, z.ZodOptional<typeof angle>>,
);

export const poseContactSchema = z.strictObject({ at: joint, on: z.enum(CONTACT_SURFACES) });

export const posePropSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['chair', 'desk', 'mat', 'step']) }),
  z.strictObject({ kind: z.literal('wall'), side: z.enum(['front', 'back']) }),
  z.strictObject({
    kind: z.literal('band'),
    from: joint,
    to: z.union([joint, z.literal('anchor')]),
    anchorX: z.number().min(-200).max(200).optional(),
    anchorY: z.number().min(0).max(220).optional(),
  }),
  z.strictObject({ kind: z.literal('ball'), at: joint, on: z.enum(CONTACT_SURFACES).optional() }),
]);

export const poseSchema = z.strictObject({
  base: z.enum(POSE_BASES),
  view: z.enum(POSE_VIEWS),
  angles: poseAnglesSchema,
  props: z.array(posePropSchema).max(6).optional(),
  contacts: z.array(poseContactSchema).max(8).optional(),
});

export const exercisePosesSchema = z.strictObject({
  poses: z.array(poseSchema).min(MIN_POSES).max(MAX_POSES),
  cycleSeconds: z.number().min(1).max(60).optional(),
});

// compile-time check that the schemas and the interfaces agree
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const poseMatches: Same<z.infer<typeof poseSchema>, Pose> = true;
const exerciseMatches: Same<z.infer<typeof exercisePosesSchema>, ExercisePoses> = true;
void poseMatches;
void exerciseMatches;
