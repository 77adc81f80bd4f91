// Request schemas of the rewards shop (issue 12; spec §2 shop, §3 Membership, order and product; Address, §9):
// product filters, the cart, coupon check, checkout with addresses and payment, and the staff's product and
// coupon forms. Message-free (see the convention in ./index.ts), no custom codes: the staff-only rules across
// fields (a price in points or euros, a percentage up to 100, valid_until after valid_from) are checked by the
// backend service. Response shapes: ../wire/shop.ts; API: docs/api-shop.md.
import { z } from 'zod';
import { paymentSchema } from './accounts';
import { contentLangField, dateField, intField } from './fields';

/** Reward categories (filters of /mybonuses). */
export const PRODUCT_CATEGORIES = ['voucher', 'equipment', 'donation', 'service'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Most pieces of one product in a cart line. */
export const CART_AMOUNT_MAX = 10;
export const COUPON_CODE_MAX = 40;
/** Letters, digits and - or _, case-insensitive (stored upper case). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
export const ADDRESS_FIELD_MAX = 120;
/** German postal codes have 5 digits; other countries up to 10 letters, digits, spaces or -. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{3,10}$/;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRICE_CENTS_MAX = 1_000_000;
export const POINTS_PRICE_MAX = 1_000_000;
export const STOCK_MAX = 1_000_000;

const couponCode = () => z.string().trim().regex(COUPON_CODE_PATTERN);

/** GET shop/products: filter by category, by what the user can afford, and hide out-of-stock rewards. */
export const productListQuerySchema = z.strictObject({
  lang: contentLangField(),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  /** 'points': payable with points only; 'euro': has a euro price. */
  payment: z.enum(['points', 'euro']).optional(),
  affordable: z.enum(['true', 'false']).optional(),
  in_stock: z.enum(['true', 'false']).optional(),
});
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

/** POST shop/cart: add `amount` pieces (added to what the cart holds). */
export const cartAddBodySchema = z.strictObject({
  product_id: intField(1, 2_147_483_647),
  amount: intField(1, CART_AMOUNT_MAX).default(1),
});
export type CartAddBodyInput = z.input<typeof cartAddBodySchema>;

/** PUT shop/cart/{product}: the new amount (0 removes the line). */
export const cartAmountBodySchema = z.strictObject({ amount: intField(0, CART_AMOUNT_MAX) });
export type CartAmountBodyInput = z.input<typeof cartAmountBodySchema>;

/** POST shop/coupon: check a code before the checkout. */
export const couponCheckBodySchema = z.strictObject({ code: couponCode() });
export type CouponCheckBodyInput = z.input<typeof couponCheckBodySchema>;

/** Street and number, postal code, city (spec §3 Address); the recipient's name heads the address. */
export const addressSchema = z.strictObject({
  recipient: z.string().trim().min(1).max(ADDRESS_FIELD_MAX),
  street: z.string().trim().min(1).max(ADDRESS_FIELD_MAX),
  postal_code: z.string().trim().regex(POSTAL_CODE_PATTERN),
  city: z.string().trim().min(1).max(ADDRESS_FIELD_MAX),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/)
    .default('DE'),
});
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/**
 * POST shop/checkout (header Idempotency-Key): the cart becomes an order. A delivery address is needed for
 * physical rewards; the billing address defaults to it (`billing_address` omitted = same); `payment` is needed
 * when there is a euro amount to pay.
 */
export const checkoutBodySchema = z.strictObject({
  coupon: couponCode().optional(),
  delivery_address: addressSchema.optional(),
  billing_address: addressSchema.optional(),
  payment: z.optional(paymentSchema),
  lang: contentLangField(),
  /** Issue 38: tell the colleagues of the team feed about this redemption (only when the user ticks it). */
  share_in_feed: z.boolean().default(false),
});
export type CheckoutBodyInput = z.input<typeof checkoutBodySchema>;
export type CheckoutBody = z.output<typeof checkoutBodySchema>;

const productText = z.strictObject({
  name: z.string().trim().min(1).max(PRODUCT_NAME_MAX),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX).default(''),
});

/** POST admin/shop/products and PUT admin/shop/products/{id} (the whole product). */
export const productBodySchema = z.strictObject({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80),
  category: z.enum(PRODUCT_CATEGORIES),
  points: intField(1, POINTS_PRICE_MAX).nullable().default(null),
  price_cents: intField(1, PRICE_CENTS_MAX).nullable().default(null),
  vat_rate: intField(0, 100).default(19),
  physical: z.boolean().default(false),
  one_per_user: z.boolean().default(false),
  /** null: unlimited. */
  stock: intField(0, STOCK_MAX).nullable().default(null),
  out_of_stock: z.boolean().default(false),
  active: z.boolean().default(true),
  image: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*\.svg$/)
    .nullable()
    .default(null),
  texts: z.strictObject({ de: productText, en: productText }),
});
export type ProductBodyInput = z.input<typeof productBodySchema>;
export type ProductBody = z.output<typeof productBodySchema>;

/** PUT admin/shop/products/{id}/stock: set the stock (null: unlimited) or add a delta. */
export const stockBodySchema = z.union([
  z.strictObject({ stock: intField(0, STOCK_MAX).nullable() }),
  z.strictObject({ add: intField(-STOCK_MAX, STOCK_MAX) }),
]);
export type StockBodyInput = z.input<typeof stockBodySchema>;

/** POST admin/shop/coupons: percentage (1–100) or fixed amount in cents, validity dates, usage limit. */
export const couponBodySchema = z.strictObject({
  code: couponCode(),
  kind: z.enum(['percent', 'fixed']),
  value: intField(1, PRICE_CENTS_MAX),
  valid_from: dateField().nullable().default(null),
  valid_until: dateField().nullable().default(null),
  usage_limit: intField(1, STOCK_MAX).nullable().default(null),
  active: z.boolean().default(true),
});
export type CouponBodyInput = z.input<typeof couponBodySchema>;
export type CouponBody = z.output<typeof couponBodySchema>;
