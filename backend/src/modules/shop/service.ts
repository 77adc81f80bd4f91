// The user's side of the shop: rewards with filters and flags, the cart, the coupon check, the order history.
import type {
  Cart,
  ContentLang,
  CouponCheck,
  Order,
  ProductCategory,
  ShopProduct,
  ShopProductList,
} from '../../shared/domain';
import { cartAddBodySchema } from '../../shared/domain';
import type { z } from 'zod';
import { cartAmount, cartOf, setCartAmount } from './cart';
import { type Db, productQuery, soldOut, toShopProduct } from './catalogue';
import { toCouponCheck, usableCoupon, withWaitlist } from './coupons';
import { shopErrors } from './errors';
import { loadOrders, publicOrder } from './orders';
import { totalPoints } from '../activity';

export interface ProductFilter {
  lang: ContentLang;
  category?: ProductCategory;
  payment?: 'points' | 'euro';
  affordable?: 'true' | 'false';
  in_stock?: 'true' | 'false';
}

export function createShopService(db: Db, clock: () => Date) {
  return {
    /** Active rewards, cheapest in points first (euro-only ones after), with the user's balance. */
    async products(userId: number, filter: ProductFilter): Promise<ShopProductList> {
      const [rows, balance] = await Promise.all([
        productQuery(db, userId, filter.lang)
          .where('p.active', '=', true)
          .$if(filter.category !== undefined, (qb) => qb.where('p.category', '=', filter.category!))
          .$if(filter.payment === 'points', (qb) => qb.where('p.price_cents', 'is', null))
          .$if(filter.payment === 'euro', (qb) => qb.where('p.price_cents', 'is not', null))
          .orderBy((eb) => eb.fn.coalesce('p.points', eb.val(2_147_483_647)))
          .orderBy('p.price_cents')
          .orderBy('p.id')
          .execute(),
        totalPoints(db, userId),
      ]);
      const products = rows
        .filter((row) => filter.in_stock !== 'true' || !soldOut(row))
        .map((row) => toShopProduct(row, balance))
        .filter((p) => filter.affordable === undefined || p.affordable === (filter.affordable === 'true'));
      return { products, balance };
    },

    async product(userId: number, id: number, lang: ContentLang): Promise<ShopProduct> {
      const row = await productQuery(db, userId, lang)
        .where('p.id', '=', id)
        .where('p.active', '=', true)
        .executeTakeFirst();
      if (!row) throw shopErrors.productInvalid();
      return toShopProduct(row, await totalPoints(db, userId));
    },

    cart: (userId: number, lang: ContentLang): Promise<Cart> => cartOf(db, userId, lang),

    /** Adds pieces to the cart line (the amount adds up). */
    async addToCart(
      userId: number,
      body: z.output<typeof cartAddBodySchema>,
      lang: ContentLang,
    ): Promise<Cart> {
      const held = await cartAmount(db, userId, body.product_id);
      await setCartAmount(db, userId, body.product_id, (held ?? 0) + body.amount, lang);
      return cartOf(db, userId, lang);
    },

    async setAmount(userId: number, productId: number, amount: number, lang: ContentLang): Promise<Cart> {
      if ((await cartAmount(db, userId, productId)) === undefined) throw shopErrors.productInvalid();
      await setCartAmount(db, userId, productId, amount, lang);
      return cartOf(db, userId, lang);
    },

    async removeFromCart(userId: number, productId: number, lang: ContentLang): Promise<Cart> {
      await setCartAmount(db, userId, productId, 0, lang);
      return cartOf(db, userId, lang);
    },

    /** A valid coupon's terms; the other states are errors, limit reached puts the user on the waiting list. */
    checkCoupon(userId: number, code: string): Promise<CouponCheck> {
      return withWaitlist(db, code, userId, async () => toCouponCheck(await usableCoupon(db, code, clock())));
    },

    async orders(userId: number): Promise<Order[]> {
      return (await loadOrders(db, { userId })).map(publicOrder);
    },

    /** One of the user's orders; another user's order is answered as unknown. */
    async order(userId: number, orderId: number): Promise<Order> {
      const [order] = await loadOrders(db, { userId, orderId });
      if (!order) throw shopErrors.orderInvalid();
      return publicOrder(order);
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
