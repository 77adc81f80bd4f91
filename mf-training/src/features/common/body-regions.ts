// The 26 body regions of spec §3, in one place for the health profile and the pain search. They mirror
// backend/src/shared/domain.ts, which the frontend cannot import.

/** The 26 body regions of spec §3 (the `pain` parameter of GET pain_exercise). */
export const BODY_REGIONS = [
  'ankle_joint',
  'back',
  'brain',
  'buttocks',
  'calf',
  'cervical_spine',
  'eyes',
  'forearm_back',
  'forearm_front',
  'forearm_wrist',
  'head',
  'hip',
  'jaw',
  'knee',
  'lumbar_spine',
  'neck',
  'rhomboids',
  'rotator_cuff',
  'shoulder',
  'side_belly',
  'side_neck',
  'straight_belly',
  'thigh_back',
  'thigh_front',
  'torso',
  'wrist',
] as const;

export type BodyRegion = (typeof BODY_REGIONS)[number];

export function isBodyRegion(value: string | null | undefined): value is BodyRegion {
  return (BODY_REGIONS as readonly string[]).includes(value ?? '');
}
