import { call } from '@officefit/api';
import type { AdminProduct, Coupon, CouponBodyInput, ProductBodyInput } from '@officefit/domain';
import { adminApi, saveCall } from '../../../area-api';

export type { AdminProduct };

// 'Products' is the shop's tag: a saved reward refetches the shop's cached lists in this tab too.
const PRODUCTS = { type: 'Products', id: 'ADMIN_LIST' } as const;
const COUPONS = { type: 'Products', id: 'ADMIN_COUPONS' } as const;

const shopAdminApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProduct[], void>({
      query: () => call('GET', 'officefit/v1/admin/shop/products'),
      providesTags: [PRODUCTS],
    }),
    saveProduct: build.mutation<AdminProduct, { id?: number; body: ProductBodyInput }>({
      query: ({ id, body }) => saveCall('officefit/v1/admin/shop/products', id, body),
      invalidatesTags: ['Products'],
    }),
    getAdminCoupons: build.query<Coupon[], void>({
      query: () => call('GET', 'officefit/v1/admin/shop/coupons'),
      providesTags: [COUPONS],
    }),
    saveCoupon: build.mutation<Coupon, { id?: number; body: CouponBodyInput }>({
      query: ({ id, body }) => saveCall('officefit/v1/admin/shop/coupons', id, body),
      invalidatesTags: [COUPONS],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useSaveProductMutation,
  useGetAdminCouponsQuery,
  useSaveCouponMutation,
} = shopAdminApi;
