import { call } from '@officefit/api';
import type { ProductListQueryInput, ShopProduct, ShopProductList } from '@officefit/domain';
import { PRODUCTS_TAG } from '../tags';
import { shopApi } from '../../../area-api';

const catalogueApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getShopProducts: build.query<ShopProductList, ProductListQueryInput>({
      query: (args) => call('GET', 'officefit/v1/shop/products', { ...args }),
      providesTags: [PRODUCTS_TAG],
    }),
    getShopProduct: build.query<ShopProduct, { id: number; lang: 'de' | 'en' }>({
      query: ({ id, lang }) => call('GET', `officefit/v1/shop/products/${id}`, { lang }),
      providesTags: [PRODUCTS_TAG],
    }),
  }),
});

export const { useGetShopProductsQuery, useGetShopProductQuery } = catalogueApi;
