import type { PointEventRow } from './repository';

/** One entry of GET /officefit/v1/points. */
export interface PointsEntry {
  id: number;
  points: number;
  reason: string;
  created_at: string;
}

/** Maps a point event (int8 id as a number, see type-parsers.ts). */
export function toPointsEntry(row: PointEventRow): PointsEntry {
  return {
    id: Number(row.id),
    points: row.points,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
  };
}
