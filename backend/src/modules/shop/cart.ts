// The cart, kept on the server per user (one line per reward), priced like the checkout will price it.
import type { Cart, ContentLang } from '../../shared/domain';
import { CART_AMOUNT_MAX } from '../../shared/domain';
import { type Db, type ProductRow, productQuery, soldOut, toShopProduct } from './catalogue';
import { shopErrors } from './errors';
import { priceOf } from './pricing';
import { totalPoints } from '../activity';

/** The user's cart lines with their products (active or not: the checkout refuses the inactive ones). */
export async function cartRows(db: Db, userId: number, lang: ContentLang, lock = false) {
  const items = await db
    .selectFrom('cart_items')
    .select(['product_id', 'amount'])
    .where('user_id', '=', userId)
    .orderBy('product_id')
    .execute();
  if (!items.length) return [];
  const products = await productQuery(db, userId, lang)
    .where(
      'p.id',
      'in',
      items.map((i) => i.product_id),
    )
    .orderBy('p.id')
    // the checkout locks the products in id order, so concurrent orders never wait on each other in a cycle
    .$if(lock, (qb) => qb.forUpdate('p'))
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return items.flatMap((item) => {
    const product = byId.get(item.product_id);
    return product ? [{ product, amount: item.amount }] : [];
  });
}

export type CartRow = { product: ProductRow; amount: number };

/** How many of the product the user's cart holds, or undefined when it is not in the cart. */
export async function cartAmount(db: Db, userId: number, productId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('cart_items')
    .select('amount')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.amount;
}

export async function cartOf(db: Db, userId: number, lang: ContentLang): Promise<Cart> {
  const [rows, balance] = await Promise.all([cartRows(db, userId, lang), totalPoints(db, userId)]);
  const price = priceOf(
    rows.map(({ product, amount }) => ({ ...product, amount })),
    null,
  );
  const { vat_by_rate: _rates, ...breakdown } = price;
  return {
    lines: rows.map(({ product, amount }) => ({
      product: toShopProduct(product, balance),
      amount,
      points: (product.points ?? 0) * amount,
      price_cents: (product.price_cents ?? 0) * amount,
    })),
    ...breakdown,
    balance,
    balance_after: balance - price.points,
    needs_delivery_address: rows.some((r) => r.product.physical),
    needs_payment: price.total_cents > 0,
  };
}

/** Refuses what cannot be ordered now: inactive, out of stock, or a one-per-user reward twice. */
export function checkOrderable(product: ProductRow, amount: number): void {
  if (!product.active) throw shopErrors.productInvalid();
  if (soldOut(product) || (product.stock !== null && product.stock < amount)) throw shopErrors.outOfStock();
  if (product.one_per_user && (product.bought || amount > 1)) throw shopErrors.alreadyBought();
}

/** Sets the amount of one line (0 removes it), after checking the reward can be ordered in that amount. */
export async function setCartAmount(
  db: Db,
  userId: number,
  productId: number,
  amount: number,
  lang: ContentLang,
): Promise<void> {
  if (amount === 0) {
    await db
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .execute();
    return;
  }
  if (amount > CART_AMOUNT_MAX) throw shopErrors.cartLimit(CART_AMOUNT_MAX);
  const product = await productQuery(db, userId, lang).where('p.id', '=', productId).executeTakeFirst();
  if (!product) throw shopErrors.productInvalid();
  checkOrderable(product, amount);
  await db
    .insertInto('cart_items')
    .values({ user_id: userId, product_id: productId, amount })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ amount }))
    .execute();
}
