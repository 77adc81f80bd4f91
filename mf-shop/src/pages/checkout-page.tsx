import { useGetMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { PageContainer, Spinner, usePageTitle } from '@officefit/ui';
import { CartState } from '../features/shop/cart/cart-state';
import { CheckoutForm } from '../features/shop/checkout/checkout-form';
import '../i18n/checkout';

/** `/mybonuses/checkout`: the cart becomes an order (addresses, coupon, price, payment). */
export default function CheckoutPage() {
  const { t } = useTranslation('shop');
  const { data: me, isLoading: meLoading } = useGetMeQuery();
  usePageTitle(t('checkout.title'));
  const recipient = me ? `${me.first_name} ${me.last_name}`.trim() : '';
  return (
    <PageContainer width="narrow">
      <h1>{t('checkout.title')}</h1>
      <CartState>
        {/* the recipient is prefilled with the user's name, so the form waits for `me` */}
        {(cart) => (meLoading ? <Spinner /> : <CheckoutForm cart={cart} recipient={recipient} />)}
      </CartState>
    </PageContainer>
  );
}
