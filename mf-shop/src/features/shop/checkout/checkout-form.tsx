import { Link } from 'react-router-dom';
import { useGetMeQuery } from '@officefit/api';
import type { Cart } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Checkbox, Stack } from '@officefit/ui';
import { FormProvider } from '../../../lib/forms/form-engine';
import { PaymentFields } from '../../../lib/forms/payment-fields';
import { CheckoutAddresses, CheckoutPrice, OrderFailed, Section } from './checkout-sections';
import { useCheckoutForm } from './use-checkout-form';

/**
 * The checkout of a loaded cart: addresses, coupon, price breakdown with the balance after the order, payment
 * when a euro amount is due, and the order itself with an Idempotency-Key (kept while the same order is retried).
 */
export function CheckoutForm({ cart, recipient }: { cart: Cart; recipient: string }) {
  const { t } = useTranslation('shop');
  const { form, needs, focus, submit, coupon, setCoupon, refusal, retry, ordering } = useCheckoutForm(
    cart,
    recipient,
  );
  // a coupon never touches points, so the balance after the order is the cart's
  const notEnough = cart.balance_after < 0;
  // only colleagues in the company ranking have a team feed to share in (issue 38)
  const participating = useGetMeQuery().data?.meta.participating === 1;

  if (retry) return <OrderFailed onRetry={retry} busy={ordering} />;

  return (
    <FormProvider {...form}>
      <form ref={focus.ref} onSubmit={submit} noValidate aria-label={t('checkout.formLabel')}>
        <CheckoutAddresses form={form} needs={needs} />
        <CheckoutPrice cart={cart} coupon={coupon} onCoupon={setCoupon} />
        {participating && (
          <Checkbox
            label={t('checkout.shareInFeed')}
            hint={t('checkout.shareInFeedHint')}
            {...form.register('share_in_feed')}
          />
        )}
        {needs.payment && (
          <Section aria-label={t('checkout.payment')}>
            <PaymentFields />
          </Section>
        )}
        {notEnough && (
          <Alert severity="error" data-testid="not-enough-points">
            {t('errors.shop_not_enough_points')}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" role="alert" data-testid="checkout-refused">
            {t(refusal)}
          </Alert>
        )}
        <Stack direction="row" justify="space-between" wrap gap="sm">
          <Button as={Link} to="/mybonuses/cart" variant="text">
            {t('checkout.backToCart')}
          </Button>
          <Button type="submit" loading={ordering} disabled={notEnough}>
            {needs.payment ? t('checkout.submitPay') : t('checkout.submitPoints')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
