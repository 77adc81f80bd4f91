import type { PainPointDraft, RedFlag } from './types';

/** The reasons to see a doctor first, by the rule of docs/api-training.md (shown while the pain point is edited). */
export function redFlagReasons(p: PainPointDraft): RedFlag['reasons'] {
  const reasons: RedFlag['reasons'] = [];
  if (p.severity !== null && p.severity >= 7) reasons.push('severe');
  if (p.worsening) reasons.push('worsening');
  if (p.accident) reasons.push('accident');
  if (p.numbness) reasons.push('numbness');
  if (p.duration === 3 && p.examined === false) reasons.push('long_unexamined');
  return reasons;
}
