// Test data of the rewards shop screens (jest only): builders that fill the whole wire type.
import type { Address, Cart, CartLine, Order, ShopProduct } from '@officefit/domain';

export function product(overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id: 3,
    slug: 'massage-ball',
    category: 'equipment',
    name: 'Massageball',
    description: 'Handlicher Igelball für Übungen am Schreibtisch.',
    image: '/wp-json/officefit/v1/media/products/massage-ball.svg',
    points: 300,
    price_cents: null,
    vat_rate: 19,
    physical: true,
    one_per_user: false,
    stock: 40,
    out_of_stock: false,
    already_bought: false,
    affordable: true,
    ...overrides,
  };
}

export const yogaMat = product({
  id: 17,
  slug: 'yoga-mat',
  name: 'Yogamatte',
  points: null,
  price_cents: 2490,
  stock: 25,
});

export const treeDonation = product({
  id: 1,
  slug: 'donation-tree',
  category: 'donation',
  name: 'Baumspende',
  points: 200,
  vat_rate: 0,
  physical: false,
  stock: null,
});

export function line(of: ShopProduct, amount = 1): CartLine {
  return {
    product: of,
    amount,
    points: (of.points ?? 0) * amount,
    price_cents: (of.price_cents ?? 0) * amount,
  };
}

/** A cart; the figures are given, as the backend computes them (the screens only show them). */
export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    lines: [line(product(), 2), line(yogaMat)],
    points: 600,
    subtotal_cents: 2490,
    discount_cents: 0,
    shipping_cents: 560,
    total_cents: 3050,
    vat_cents: 487,
    balance: 1200,
    balance_after: 600,
    needs_delivery_address: true,
    needs_payment: true,
    ...overrides,
  };
}

/** A cart of the tree donation alone: paid with points only, nothing to deliver and no euro to pay. */
export function pointsOnlyCart(): Cart {
  return cart({
    lines: [line(treeDonation)],
    points: 200,
    subtotal_cents: 0,
    shipping_cents: 0,
    total_cents: 0,
    vat_cents: 0,
    balance: 350,
    balance_after: 150,
    needs_delivery_address: false,
    needs_payment: false,
  });
}

/** The address the checkout tests type in and the orders carry. */
export const danaAddress: Address = {
  recipient: 'Dana Demo',
  street: 'Hauptstraße 5',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    state: 'successful',
    created_at: '2026-11-25T08:00:00.000Z',
    lines: [{ product_id: 17, name: 'Yogamatte', amount: 1, points: 0, price_cents: 2490, vat_rate: 19 }],
    points: 0,
    subtotal_cents: 2490,
    discount_cents: 0,
    shipping_cents: 560,
    total_cents: 3050,
    vat_cents: 487,
    coupon_code: null,
    delivery_address: danaAddress,
    billing_address: danaAddress,
    payment_type: 'invoice',
    invoice_number: 'RE-2026-000001',
    ...overrides,
  };
}
