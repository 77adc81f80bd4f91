// The rewards as a user sees them: texts in the requested language (else German), stock, the already-bought
// flag (a successful or processing order of a one-per-user reward) and whether the balance covers the points.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContentLang, ShopProduct } from '../../shared/domain';

export type Db = Kysely<Database>;

/** Site-relative URL of a shipped product picture (served by media.ts). */
export function productImagePath(file: string): string {
  return `/wp-json/officefit/v1/media/products/${file}`;
}

/** Products with their texts and the user's already-bought flag (its result type is ProductRow). */
export function productQuery(db: Db, userId: number, lang: ContentLang) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang),
    )
    .leftJoin('product_translations as de', (join) =>
      join.onRef('de.product_id', '=', 'p.id').on('de.lang', '=', 'de'),
    )
    .select((eb) => [
      'p.id',
      'p.slug',
      'p.category',
      'p.points',
      'p.price_cents',
      'p.vat_rate',
      'p.physical',
      'p.one_per_user',
      'p.stock',
      'p.out_of_stock',
      'p.image',
      'p.active',
      eb.fn.coalesce('t.name', 'de.name').as('name'),
      eb
        .case()
        .when('t.name', 'is not', null)
        .then(eb.ref('t.description'))
        .else(eb.ref('de.description'))
        .end()
        .as('description'),
      eb
        .exists(
          eb
            .selectFrom('shop_order_lines as l')
            .innerJoin('shop_orders as o', 'o.id', 'l.order_id')
            .select(sql`1`.as('one'))
            .whereRef('l.product_id', '=', 'p.id')
            .where('o.user_id', '=', userId)
            .where('o.state', '<>', 'cancelled'),
        )
        .as('bought'),
    ])
    .where((eb) => eb.or([eb('t.name', 'is not', null), eb('de.name', 'is not', null)]));
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>['execute']>>[number];

/** Active rewards with a points price (points-only and co-payment ones), cheapest first: GET bonuses. */
export function pointsRewards(db: Db, userId: number, lang: ContentLang) {
  return productQuery(db, userId, lang)
    .where('p.active', '=', true)
    .where('p.points', 'is not', null)
    .$narrowType<{ points: number }>()
    .orderBy('p.points')
    .orderBy('p.id')
    .execute();
}

/** Out of stock: flagged by staff, or no pieces left. */
export const soldOut = (row: Pick<ProductRow, 'out_of_stock' | 'stock'>) =>
  row.out_of_stock || row.stock === 0;

export function toShopProduct(row: ProductRow, balance: number): ShopProduct {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    name: row.name ?? '',
    description: row.description ?? '',
    image: row.image,
    points: row.points,
    price_cents: row.price_cents,
    vat_rate: row.vat_rate,
    physical: row.physical,
    one_per_user: row.one_per_user,
    stock: row.stock,
    out_of_stock: soldOut(row),
    already_bought: row.one_per_user && Boolean(row.bought),
    affordable: (row.points ?? 0) <= balance,
  };
}
