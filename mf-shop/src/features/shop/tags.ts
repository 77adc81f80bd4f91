// Cache tags of the shop. The cart has no tag type of its own on the shared api slice, so it is the `CART` entry
// of `Products` (adding to the cart changes no product; an order changes both).
export const CART_TAG = { type: 'Products', id: 'CART' } as const;
export const PRODUCTS_TAG = { type: 'Products', id: 'LIST' } as const;
export const ORDERS_TAG = { type: 'Orders', id: 'LIST' } as const;
