import { api, call } from '@officefit/api';
import type { Order } from '@officefit/domain';
import { ORDERS_TAG } from '../tags';

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopOrders: build.query<Order[], void>({
      query: () => call('GET', 'officefit/v1/shop/orders'),
      providesTags: [ORDERS_TAG],
    }),
    getShopOrder: build.query<Order, number>({
      query: (id) => call('GET', `officefit/v1/shop/orders/${id}`),
      providesTags: (_result, _error, id) => [ORDERS_TAG, { type: 'Orders', id }],
    }),
  }),
});

export const { useGetShopOrdersQuery, useGetShopOrderQuery } = ordersApi;
