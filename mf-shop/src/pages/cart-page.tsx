import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, PageContainer, Stack, usePageTitle } from '@officefit/ui';
import { CartState } from '../features/shop/cart/cart-state';
import { CartLines } from '../features/shop/cart/cart-lines';
import { PriceSummary } from '../features/shop/cart/price-summary';
import '../i18n/checkout';

/** The cart (kept on the server): change amounts, remove rewards, see the totals, go to the checkout. */
export default function CartPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('cart.title'));
  return (
    <PageContainer width="narrow">
      <h1>{t('cart.title')}</h1>
      <CartState>
        {(cart) => (
          <>
            <CartLines lines={cart.lines} />
            <Card title={t('summary.title')}>
              <PriceSummary price={cart} balance={{ before: cart.balance, after: cart.balance_after }} />
            </Card>
            {cart.balance_after < 0 && (
              <Alert
                severity="error"
                title={t('errors.shop_not_enough_points')}
                data-testid="not-enough-points"
              >
                {t('cart.notEnough')}
              </Alert>
            )}
            <Stack direction="row" justify="space-between" wrap gap="sm">
              <Button as={Link} to="/mybonuses" variant="text">
                {t('cart.continue')}
              </Button>
              {cart.balance_after >= 0 && (
                <Button as={Link} to="/mybonuses/checkout">
                  {t('cart.toCheckout')}
                </Button>
              )}
            </Stack>
          </>
        )}
      </CartState>
    </PageContainer>
  );
}
