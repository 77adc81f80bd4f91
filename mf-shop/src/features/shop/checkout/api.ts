import { call, type IdempotentRequest } from '@officefit/api';
import type { CheckoutBodyInput, CheckoutResult, CouponCheck } from '@officefit/domain';
import { CART_TAG, ORDERS_TAG, PRODUCTS_TAG } from '../tags';
import { shopApi } from '../../../area-api';

const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    checkCoupon: build.mutation<CouponCheck, { code: string }>({
      query: (body) => call('POST', 'officefit/v1/shop/coupon', body),
    }),
    // An order spends points (a negative point event): `me` (header, /home, /score), the points history, the
    // products (already bought, affordable, stock), the cart (emptied) and the orders all change. The ranking
    // does not: spending is not counted there (DECISIONS "Monthly point totals").
    checkout: build.mutation<CheckoutResult, IdempotentRequest<CheckoutBodyInput>>({
      query: ({ body, idempotencyKey }) => ({
        ...call('POST', 'officefit/v1/shop/checkout', { ...body }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? ['Me', 'Points', PRODUCTS_TAG, CART_TAG, ORDERS_TAG] : []),
    }),
  }),
});

export const { useCheckCouponMutation, useCheckoutMutation } = checkoutApi;
