import { call } from '@officefit/api';
import type { Order } from '@officefit/domain';
import { CART_TAG, ORDERS_TAG, PRODUCTS_TAG } from '../tags';
import { shopApi } from '../../../area-api';

const ordersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getShopOrders: build.query<Order[], void>({
      query: () => call('GET', 'officefit/v1/shop/orders'),
      providesTags: [ORDERS_TAG],
    }),
    getShopOrder: build.query<Order, number>({
      query: (id) => call('GET', `officefit/v1/shop/orders/${id}`),
      providesTags: (_result, _error, id) => [ORDERS_TAG, { type: 'Orders', id }],
    }),
    // the owner's cancel gives points, stock and the coupon use back: balance, products and orders change
    cancelShopOrder: build.mutation<Order, number>({
      query: (id) => call('POST', `officefit/v1/shop/orders/${id}/cancel`),
      invalidatesTags: (result) => (result ? ['Me', 'Points', PRODUCTS_TAG, CART_TAG, ORDERS_TAG] : []),
    }),
  }),
});

export const { useGetShopOrdersQuery, useGetShopOrderQuery, useCancelShopOrderMutation } = ordersApi;
