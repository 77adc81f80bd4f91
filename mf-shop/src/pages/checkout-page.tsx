import { Link } from 'react-router-dom';
import { useGetMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, PageContainer, QueryState, Spinner, usePageTitle } from '@officefit/ui';
import { useGetCartQuery } from '../features/shop/cart/api';
import { CheckoutForm } from '../features/shop/checkout/checkout-form';
import { useShopLang } from '../features/shop/lang';
import '../i18n/checkout';

/** `/mybonuses/checkout`: the cart becomes an order (addresses, coupon, price, payment). */
export default function CheckoutPage() {
  const { t } = useTranslation('shop');
  const query = useGetCartQuery(useShopLang());
  const { data: me, isLoading: meLoading } = useGetMeQuery();
  usePageTitle(t('checkout.title'));
  const recipient = me ? `${me.first_name} ${me.last_name}`.trim() : '';
  return (
    <PageContainer width="narrow">
      <h1>{t('checkout.title')}</h1>
      <QueryState
        query={query}
        isEmpty={(cart) => cart.lines.length === 0}
        empty={t('cart.empty')}
        emptyAction={
          <Button as={Link} to="/mybonuses">
            {t('cart.toRewards')}
          </Button>
        }
      >
        {/* the recipient is prefilled with the user's name, so the form waits for `me` */}
        {(cart) => (meLoading ? <Spinner /> : <CheckoutForm cart={cart} recipient={recipient} />)}
      </QueryState>
    </PageContainer>
  );
}
