// Wire types of the rewards shop (docs/api-shop.md) as the backend sends them. Types only. Money is in integer
// euro cents (gross, VAT included), points in fitness points.
import type { Address, ProductCategory } from '../contract/shop';

/** What a reward is, costs and has left: the fields the shop's and the staff's view of a reward share. */
export interface ProductTerms {
  id: number;
  slug: string;
  category: ProductCategory;
  /** Price in fitness points, null when the reward is bought with euros only. */
  points: number | null;
  /** Gross euro price in cents (VAT included), null when it costs points only. */
  price_cents: number | null;
  vat_rate: number;
  /** Shipped goods add the shipping cost once per order. */
  physical: boolean;
  one_per_user: boolean;
  /** Pieces left, null = unlimited. */
  stock: number | null;
  out_of_stock: boolean;
}

/** A reward of GET shop/products and shop/products/{id}. */
export interface ShopProduct extends ProductTerms {
  name: string;
  description: string;
  /** Site-relative picture URL (a shipped file), or null. */
  image: string | null;
  already_bought: boolean;
  /** The user's balance covers the points price. */
  affordable: boolean;
}

export interface ShopProductList {
  products: ShopProduct[];
  /** The caller's fitness points balance. */
  balance: number;
}

export interface CartLine {
  product: ShopProduct;
  amount: number;
  points: number;
  price_cents: number;
}

/** Price breakdown of a cart or order (spec §3 "Order or product"). */
export interface PriceBreakdown {
  points: number;
  /** Euro subtotal of the rewards (gross). */
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  /** What the invoice asks for: subtotal − discount + shipping. */
  total_cents: number;
  /** VAT contained in total_cents. */
  vat_cents: number;
}

export interface Cart extends PriceBreakdown {
  lines: CartLine[];
  balance: number;
  /** The balance after this cart were ordered (may be negative: the checkout would refuse it). */
  balance_after: number;
  needs_delivery_address: boolean;
  needs_payment: boolean;
}

export type CouponState = 'valid' | 'expired' | 'invalid' | 'limit_reached';

/** POST shop/coupon when the code is valid (the other states are errors, see docs/api-shop.md). */
export interface CouponCheck {
  state: 'valid';
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
}

export type OrderState = 'processing' | 'successful' | 'cancelled';

export interface OrderLine {
  product_id: number;
  name: string;
  amount: number;
  points: number;
  price_cents: number;
  vat_rate: number;
}

export interface Order extends PriceBreakdown {
  id: number;
  state: OrderState;
  created_at: string;
  lines: OrderLine[];
  coupon_code: string | null;
  delivery_address: Address | null;
  billing_address: Address | null;
  payment_type: 'sepa' | 'invoice' | null;
  invoice_number: string | null;
  /**
   * Until when the user may cancel the order (POST shop/orders/{id}/cancel; 24 hours after ordering); null once
   * it is cancelled. Later, customer service cancels. The backend always sends it; optional for answers stored
   * before it existed (a replayed checkout).
   */
  cancellable_until?: string | null;
}

/** POST shop/checkout: the order and the balance after it. */
export interface CheckoutResult {
  order: Order;
  balance: number;
}

/** Staff view of a coupon. */
export interface Coupon {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  used_count: number;
  active: boolean;
  waiting_list: number;
}

/** A reward as staff edit it (GET/POST/PUT admin/shop/products): both languages' texts, prices and stock. */
export interface AdminProduct extends ProductTerms {
  active: boolean;
  /** The picture's address (`/wp-json/officefit/v1/media/products/<name>`) or null. */
  image: string | null;
  texts: Record<'de' | 'en', { name: string; description: string }>;
}
