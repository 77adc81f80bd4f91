import type { PointsEntry } from '../../shared/domain';
import type { PointEventRow } from './repository';

// the answer's shape is a wire type of @officefit/domain, read by mf-community as well
export type { PointsEntry };

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
