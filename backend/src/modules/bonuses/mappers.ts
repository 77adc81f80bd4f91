import type { ProductListRow } from './repository';

/** One reward of GET /officefit/v1/bonuses; `points` is its price in fitness points. */
export interface Bonus {
  id: number;
  name: string;
  description: string;
  points: number;
  out_of_stock: boolean;
  image: string | null;
}

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
