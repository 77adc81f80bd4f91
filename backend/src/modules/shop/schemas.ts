// The request schemas are the contract shared with mf-shop (@officefit/domain, contract/shop.ts); this file adds
// the server-only parts (path ids, query coercions) and the English wire messages.
import { z } from 'zod';
import {
  cartAddBodySchema,
  cartAmountBodySchema,
  checkoutBodySchema,
  couponBodySchema,
  couponCheckBodySchema,
  idField,
  productBodySchema,
  productListQuerySchema,
  stockBodySchema,
} from '../../shared/domain';
import { contentLangParam } from '../../shared/params';
import { wireMessages } from '../../shared/validate';

const code = 'Please enter a valid code.';
const amount = 'amount must be a whole number from 1 to 10.';
const address = (field: string) => ({
  [`${field}.recipient`]: 'Please enter the recipient (1 to 120 characters).',
  [`${field}.street`]: 'Please enter street and number (1 to 120 characters).',
  [`${field}.postal_code`]: 'Please enter a valid postal code.',
  [`${field}.city`]: 'Please enter the city (1 to 120 characters).',
  [`${field}.country`]: 'country must be a two-letter country code (e.g. DE).',
});

export const productListQuery = wireMessages(productListQuerySchema, {
  category: 'category must be voucher, equipment, donation or service.',
  payment: 'payment must be points or euro.',
  affordable: 'affordable must be true or false.',
  in_stock: 'in_stock must be true or false.',
});
export const cartAddBody = wireMessages(cartAddBodySchema, { amount });
export const cartAmountBody = wireMessages(cartAmountBodySchema, {
  amount: 'amount must be a whole number from 0 to 10.',
});
export const couponCheckBody = wireMessages(couponCheckBodySchema, { code });
export const checkoutBody = wireMessages(checkoutBodySchema, {
  coupon: code,
  ...address('delivery_address'),
  ...address('billing_address'),
  'payment.type': 'payment.type must be sepa or invoice.',
  'payment.iban': 'The IBAN is not valid.',
  'payment.bic': 'The BIC is not valid.',
  'payment.account_owner': 'account_owner must be a text of 1 to 100 characters.',
  share_in_feed: 'share_in_feed must be true or false.',
});
export const productBody = wireMessages(productBodySchema, {});
export const stockBody = wireMessages(stockBodySchema, {
  '*': 'Send {stock: number|null} or {add: number}.',
});
export const couponBody = wireMessages(couponBodySchema, {
  code,
  valid_from: 'No valid date.',
  valid_until: 'No valid date.',
});

export const langQuery = z.strictObject({ lang: contentLangParam });
export const idParams = z.strictObject({ id: idField() });
