import type { Bonus } from '../../shared/domain';
import { type pointsRewards, soldOut } from '../shop';

// One reward of GET /officefit/v1/bonuses: the wire type shared with the shop app (@officefit/domain).
export type { Bonus } from '../../shared/domain';

type RewardRow = Awaited<ReturnType<typeof pointsRewards>>[number];

/** Maps a row of the shop's catalogue; out of stock as the shop says it (staff flag or no pieces left). */
export function toBonus(row: RewardRow): Bonus {
  return {
    id: row.id,
    // the catalogue only returns rows that have a name in one of the two languages
    name: row.name ?? '',
    description: row.description ?? '',
    points: row.points,
    out_of_stock: soldOut(row),
    image: row.image,
  };
}
