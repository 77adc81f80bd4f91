import { call } from '@officefit/api';
import type { Cart } from '@officefit/domain';
import { CART_TAG } from '../tags';
import { shopApi } from '../../../area-api';

type Lang = 'de' | 'en';

// Every cart call answers the whole cart, so a change writes it into the cached cart instead of reloading it.
const cartApi = shopApi.injectEndpoints({
  endpoints: (build) => {
    const changing = <A extends { lang: Lang }>(request: (args: A) => ReturnType<typeof call>) =>
      build.mutation<Cart, A>({
        query: request,
        async onQueryStarted({ lang }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(cartApi.util.upsertQueryData('getCart', lang, data));
        },
      });
    return {
      getCart: build.query<Cart, Lang>({
        query: (lang) => call('GET', 'officefit/v1/shop/cart', { lang }),
        providesTags: [CART_TAG],
      }),
      addToCart: changing<{ product_id: number; amount: number; lang: Lang }>(({ lang, ...body }) => ({
        ...call('POST', 'officefit/v1/shop/cart', body),
        url: `officefit/v1/shop/cart?lang=${lang}`,
      })),
      setCartAmount: changing<{ product_id: number; amount: number; lang: Lang }>(
        ({ lang, product_id, amount }) => ({
          ...call('PUT', `officefit/v1/shop/cart/${product_id}`, { amount }),
          url: `officefit/v1/shop/cart/${product_id}?lang=${lang}`,
        }),
      ),
      removeFromCart: changing<{ product_id: number; lang: Lang }>(({ lang, product_id }) =>
        call('DELETE', `officefit/v1/shop/cart/${product_id}`, { lang }),
      ),
    };
  },
});

export const { useGetCartQuery, useAddToCartMutation, useSetCartAmountMutation, useRemoveFromCartMutation } =
  cartApi;
