// Wire types of the bonus shop (docs/api-shop.md "Bonuses") as the backend sends them. Types only.

/** One reward of GET officefit/v1/bonuses; `points` is its price in fitness points. */
export interface Bonus {
  id: number;
  name: string;
  description: string;
  points: number;
  out_of_stock: boolean;
  image: string | null;
}
