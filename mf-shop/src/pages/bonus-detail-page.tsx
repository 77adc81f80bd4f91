import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { CART_AMOUNT_MAX, type ShopProduct } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, PageContainer, QueryState, Select, Stack, usePageTitle } from '@officefit/ui';
import { failureOf } from '../lib/forms/api-failure';
import { useAddToCartMutation } from '../features/shop/cart/api';
import { CartLink } from '../features/shop/cart/cart-link';
import { useGetShopProductQuery } from '../features/shop/catalogue/api';
import { ProductBadges } from '../features/shop/catalogue/product-badges';
import { usePriceText, useVatText } from '../features/shop/catalogue/product-price';
import { useShopErrorKey } from '../features/shop/errors';
import { useShopLang } from '../features/shop/lang';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySurface};
`;

const Price = styled.p`
  margin-bottom: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AmountRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & > :first-child {
    width: 8rem;
  }
`;

/** The most pieces the user can put in the cart: one for a one-per-user reward, never more than the stock. */
function maxAmount(product: ShopProduct): number {
  if (product.one_per_user) return 1;
  return Math.max(1, Math.min(CART_AMOUNT_MAX, product.stock ?? CART_AMOUNT_MAX));
}

function ProductDetail({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const lang = useShopLang();
  const price = usePriceText();
  const vat = useVatText();
  const errorKey = useShopErrorKey();
  const [amount, setAmount] = useState('1');
  const [add, { isLoading }] = useAddToCartMutation();
  const blocked = product.out_of_stock || product.already_bought;
  const vatText = vat(product);

  const addToCart = async () => {
    try {
      await add({ product_id: product.id, amount: Number(amount), lang }).unwrap();
      dispatch(
        showSnackbar({ key: 'shop:detail.added', values: { name: product.name }, severity: 'success' }),
      );
    } catch (caught) {
      dispatch(showSnackbar({ key: errorKey(failureOf(caught)), severity: 'error' }));
    }
  };

  return (
    <Layout>
      {product.image && <Picture src={product.image} alt="" width={480} height={360} />}
      <div>
        <h1>{product.name}</h1>
        <p>{product.description}</p>
        <Price data-testid="product-price">{price(product)}</Price>
        {vatText && <Muted>{vatText}</Muted>}
        <ProductBadges product={product} />
        {!product.out_of_stock && (
          <Muted data-testid="product-stock">
            {product.stock === null ? t('detail.inStock') : t('detail.stock', { count: product.stock })}
          </Muted>
        )}
        {!blocked && (
          <AmountRow>
            <Select
              label={t('detail.amount')}
              name="amount"
              value={amount}
              onChange={setAmount}
              options={Array.from({ length: maxAmount(product) }, (_, i) => {
                const value = String(i + 1);
                return { value, label: value };
              })}
            />
            <Button onClick={() => void addToCart()} loading={isLoading}>
              {t('detail.add')}
            </Button>
          </AmountRow>
        )}
      </div>
    </Layout>
  );
}

/** `/mybonuses/{id}`: one reward — picture, texts in the interface language, price, stock, amount, add to cart. */
export default function BonusDetailPage() {
  const { t } = useTranslation('shop');
  const id = Number(useParams().id);
  const query = useGetShopProductQuery({ id, lang: useShopLang() }, { skip: !Number.isInteger(id) });
  usePageTitle(query.data?.name ?? t('detail.title'));
  return (
    <PageContainer>
      <Stack direction="row" justify="space-between" align="center" wrap gap="sm">
        <Button as={Link} to="/mybonuses" variant="text">
          {t('detail.back')}
        </Button>
        <CartLink />
      </Stack>
      <QueryState
        query={Number.isInteger(id) ? query : { data: null, isError: false }}
        empty={t('errors.shop_product_invalid')}
        error={(error) =>
          (error as { status?: number })?.status === 404 ? t('errors.shop_product_invalid') : undefined
        }
      >
        {(product) => <ProductDetail product={product} />}
      </QueryState>
    </PageContainer>
  );
}
