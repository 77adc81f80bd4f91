// The shop's refusals (spec §8 shop and coupon messages); the apps translate them by code.
import { AppError } from '../../shared/errors';

export const shopErrors = {
  productInvalid: () => new AppError('not_found', 'shop_product_invalid', 'Invalid product'),
  outOfStock: () => new AppError('conflict', 'shop_out_of_stock', 'Product is currently out of stock'),
  alreadyBought: () => new AppError('conflict', 'shop_already_bought', 'Product already bought'),
  notEnoughPoints: () => new AppError('conflict', 'shop_not_enough_points', 'Not enough fitness points'),
  cartEmpty: () => new AppError('conflict', 'shop_cart_empty', 'The cart is empty.'),
  cartLimit: (max: number) =>
    new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): amount', {
      params: { amount: `At most ${max} pieces of a reward per order.` },
    }),
  couponInvalid: () => new AppError('invalid_data', 'shop_coupon_invalid', 'This code is not valid.'),
  couponExpired: () => new AppError('invalid_data', 'shop_coupon_expired', 'This code has expired.'),
  couponLimitReached: () =>
    new AppError(
      'conflict',
      'shop_coupon_limit_reached',
      "This coupon code has reached it's limit. You are on the waiting list.",
    ),
  notWhileSwitched: () =>
    new AppError(
      'forbidden',
      'shop_not_while_switched',
      "Rewards cannot be ordered while switched to a customer: the points are the customer's to spend.",
    ),
  couponAlreadyUsed: () =>
    new AppError('conflict', 'shop_coupon_already_used', 'You have already used this coupon code.'),
  trialPoints: () =>
    new AppError(
      'forbidden',
      'shop_trial_membership',
      'Rewards can be redeemed once a membership beyond the trial week has started.',
    ),
  couponNotFound: () => new AppError('not_found', 'shop_coupon_not_found', 'Coupon not found.'),
  orderInvalid: () => new AppError('not_found', 'shop_order_invalid', 'Invalid order.'),
  invoiceMissing: () => new AppError('not_found', 'shop_invoice_invalid', 'This order has no invoice.'),
  cancelExpired: () =>
    new AppError(
      'conflict',
      'shop_order_cancel_expired',
      'This order can no longer be cancelled here. Please contact our customer service.',
    ),
  orderNotCancellable: () =>
    new AppError('conflict', 'shop_order_not_cancellable', 'This order is already cancelled.'),
  /** An unexpected failure of the checkout: nothing was written, the cart is kept. */
  orderFailed: (cause: unknown) =>
    new AppError('internal', 'shop_order_failed', 'A mistake has appeared. Please try again', { cause }),
  missing: (field: string, text: string) =>
    new AppError('invalid_data', 'rest_invalid_param', `Invalid parameter(s): ${field}`, {
      params: { [field]: text },
    }),
  duplicate: (field: string, text: string) =>
    new AppError('conflict', 'shop_duplicate', text, { params: { [field]: text } }),
};
