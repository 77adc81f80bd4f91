import { POINT_KINDS, type PointKind } from '@officefit/domain';
import type { PointsEntry } from '../api/get-points-history';

/** A translate function as i18next's `t` (kept narrow so the label rule is testable without React). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

const KNOWN: ReadonlySet<string> = new Set<string>(POINT_KINDS);

/** Whether `reason` is a kind of the ledger (older rows may carry another word: they read "Other"). */
export const isPointKind = (reason: string): reason is PointKind => KNOWN.has(reason);

/** The points-history entry in words, e.g. "Einlösung im Shop: Trinkflasche" / "Redeemed in the shop: Bottle". */
export function pointsLabel(t: Translate, entry: Pick<PointsEntry, 'reason' | 'detail'>): string {
  const label = t(`score.reasons.${isPointKind(entry.reason) ? entry.reason : 'other'}`);
  return entry.detail ? t('score.withDetail', { label, detail: entry.detail }) : label;
}
