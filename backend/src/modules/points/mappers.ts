import type { PointEventRow } from './repository';

/** One entry of GET /officefit/v1/points. */
export interface PointsEntry {
  id: number;
  points: number;
  /** The kind of entry (a PointKind of @officefit/domain; older rows may carry another word). */
  reason: string;
  /** What it was for in words where the kind alone does not say it (the products of a shop order), else null. */
  detail: string | null;
  created_at: string;
}

/** Maps a point event (int8 id as a number, see type-parsers.ts). */
export function toPointsEntry(row: PointEventRow): PointsEntry {
  return {
    id: Number(row.id),
    points: row.points,
    reason: row.reason,
    detail: row.detail,
    created_at: row.created_at.toISOString(),
  };
}
