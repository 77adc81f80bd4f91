import type { Bonus } from '../../shared/domain';
import type { ProductListRow } from './repository';

// One reward of GET /officefit/v1/bonuses: the wire type shared with the shop app (@officefit/domain).
export type { Bonus } from '../../shared/domain';

/** Maps a product row. */
export function toBonus(row: ProductListRow): Bonus {
  return {
    id: row.id,
    // the query only returns rows that have a name in one of the two languages
    name: row.name ?? '',
    description: row.description ?? '',
    points: row.points,
    out_of_stock: row.out_of_stock,
    image: row.image,
  };
}
