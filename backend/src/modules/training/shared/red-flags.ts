// Red flags of a pain point (contract "RedFlag"): reasons to see a doctor before training that region.
// RedFlag is a wire type of @officefit/domain, read by the training app as well.
import type { BodyRegion, RedFlag, RedFlagReason } from '../../../shared/domain';

export interface RedFlagInput {
  region: BodyRegion;
  /** 0 = 0–7 days … 3 = longer than 3 months. */
  duration: number;
  examined: boolean;
  severity: number;
  worsening: boolean;
  accident: boolean;
  numbness: boolean;
}

/** Pain at or above this severity (0–10) is a red flag. */
export const SEVERE_PAIN = 7;

/** The red-flag reasons of one pain point, in the contract's order (empty when none). */
export function redFlagReasons(injury: RedFlagInput): RedFlagReason[] {
  const reasons: RedFlagReason[] = [];
  if (injury.severity >= SEVERE_PAIN) reasons.push('severe');
  if (injury.worsening) reasons.push('worsening');
  if (injury.accident) reasons.push('accident');
  if (injury.numbness) reasons.push('numbness');
  if (injury.duration === 3 && !injury.examined) reasons.push('long_unexamined');
  return reasons;
}

const ORDER: readonly RedFlagReason[] = ['severe', 'worsening', 'accident', 'numbness', 'long_unexamined'];

/** One RedFlag per region that has any reason (pain points of the same region are merged). */
export function redFlagsOf(injuries: readonly RedFlagInput[]): RedFlag[] {
  const byRegion = new Map<BodyRegion, Set<RedFlagReason>>();
  for (const injury of injuries) {
    const reasons = redFlagReasons(injury);
    if (!reasons.length) continue;
    const set = byRegion.get(injury.region) ?? new Set<RedFlagReason>();
    for (const reason of reasons) set.add(reason);
    byRegion.set(injury.region, set);
  }
  return [...byRegion].map(([region, set]) => ({ region, reasons: ORDER.filter((r) => set.has(r)) }));
}
