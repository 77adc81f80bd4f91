// Body regions that belong together for safety checks: pain in the lumbar spine also rules out exercises that
// must not load "back", and so on. Used only to widen exclusions, never to narrow them.
import type { BodyRegion } from '../../../shared/domain';

const RELATED: Partial<Record<BodyRegion, BodyRegion[]>> = {
  back: ['lumbar_spine', 'rhomboids'],
  lumbar_spine: ['back'],
  rhomboids: ['back'],
  neck: ['cervical_spine', 'side_neck'],
  cervical_spine: ['neck', 'side_neck'],
  side_neck: ['neck', 'cervical_spine'],
  shoulder: ['rotator_cuff'],
  rotator_cuff: ['shoulder'],
  wrist: ['forearm_wrist'],
  forearm_wrist: ['wrist', 'forearm_front', 'forearm_back'],
  forearm_front: ['forearm_wrist'],
  forearm_back: ['forearm_wrist'],
};

/** The regions plus the regions related to them. */
export function withRelatedRegions(regions: Iterable<BodyRegion>): Set<BodyRegion> {
  const result = new Set<BodyRegion>();
  for (const region of regions) {
    result.add(region);
    for (const related of RELATED[region] ?? []) result.add(related);
  }
  return result;
}

/** True when any of `regions` is in `set`. */
export function touches(regions: readonly BodyRegion[], set: ReadonlySet<BodyRegion>): boolean {
  return regions.some((region) => set.has(region));
}
