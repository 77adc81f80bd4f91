import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button, PageContainer, QueryState, Stack, usePageTitle } from '@officefit/ui';
import { useGetShopProductsQuery } from '../features/shop/catalogue/api';
import { ProductFilters, useProductFilters } from '../features/shop/catalogue/filters';
import { ProductCard } from '../features/shop/catalogue/product-card';
import { CartLink } from '../features/shop/cart/cart-link';
import { useShopLang } from '../features/shop/lang';
import { ShopNextVariant } from '../next/next-variant';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* 320 px columns: the longest seeded name word ("Buchhandlungsgutschein", about 285 px) fits a card's line, so
     it is never split even where the browser cannot hyphenate (#39) */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));

  & > li {
    min-width: 0;
  }
`;

const Balance = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * `/mybonuses`: the rewards shop — every active reward with its price and state (out of stock greyed, already
 * bought marked), filters, the user's balance, and the way to the cart and the orders.
 */
export default function BonusesPage() {
  const { t } = useTranslation('shop');
  const [filters] = useProductFilters();
  const query = useGetShopProductsQuery({ lang: useShopLang(), ...filters });
  const filtered = Object.values(filters).some(Boolean);
  usePageTitle(t('bonuses.title'));
  return (
    <PageContainer>
      <h1>{t('bonuses.title')}</h1>
      {process.env.OFFICEFIT_BUILD_VARIANT === 'next' && <ShopNextVariant />}
      <Stack direction="responsive-row" justify="space-between" align="center" gap="sm">
        <Balance data-testid="bonus-balance">
          {query.data && t('bonuses.balance', { points: query.data.balance })}
        </Balance>
        <Stack direction="row" gap="sm" wrap>
          <Button as={Link} to="/mybonuses/orders" variant="text">
            {t('bonuses.orders')}
          </Button>
          <CartLink />
        </Stack>
      </Stack>
      <ProductFilters />
      <QueryState
        query={query}
        isEmpty={(data) => data.products.length === 0}
        empty={filtered ? t('bonuses.emptyFiltered') : t('bonuses.empty')}
      >
        {(data) => (
          <Grid aria-label={t('bonuses.title')}>
            {data.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </Grid>
        )}
      </QueryState>
    </PageContainer>
  );
}
