// Which figure segments show an exercise's target regions (the body-region names of the catalogue, spec §3).
import type { Segment } from './kinematics';

const BOTH = (name: 'upperArm' | 'forearm' | 'hand' | 'thigh' | 'shin' | 'foot'): Segment[] => [
  `${name}L`,
  `${name}R`,
];

const REGION_SEGMENTS: Record<string, Segment[]> = {
  head: ['head'],
  brain: ['head'],
  eyes: ['head'],
  jaw: ['head'],
  neck: ['neck'],
  side_neck: ['neck'],
  cervical_spine: ['neck'],
  shoulder: BOTH('upperArm'),
  rotator_cuff: BOTH('upperArm'),
  rhomboids: ['trunk'],
  back: ['trunk'],
  lumbar_spine: ['trunk', 'pelvis'],
  torso: ['trunk'],
  straight_belly: ['trunk'],
  side_belly: ['trunk'],
  buttocks: ['pelvis'],
  hip: ['pelvis'],
  thigh_front: BOTH('thigh'),
  thigh_back: BOTH('thigh'),
  knee: BOTH('shin'),
  calf: BOTH('shin'),
  ankle_joint: BOTH('foot'),
  forearm_front: BOTH('forearm'),
  forearm_back: BOTH('forearm'),
  forearm_wrist: [...BOTH('forearm'), ...BOTH('hand')],
  wrist: BOTH('hand'),
};

/** The segments to highlight for a list of body regions; unknown regions are ignored. */
export function regionSegments(regions: readonly string[]): Segment[] {
  return [...new Set(regions.flatMap((region) => REGION_SEGMENTS[region] ?? []))];
}
