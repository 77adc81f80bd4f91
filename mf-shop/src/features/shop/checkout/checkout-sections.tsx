import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Cart, CouponCheck } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, Checkbox, Stack } from '@officefit/ui';
import { AddressFields } from '../../../lib/forms/address-fields';
import { useWatch } from '../../../lib/forms/form-engine';
import { PriceSummary } from '../cart/price-summary';
import { CouponField } from './coupon-field';
import { needsBillingAddress, type CheckoutNeeds } from './form';
import { priceWithCoupon } from './price';
import type { CheckoutFormApi } from './use-checkout-form';

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The order-failed result (spec §2 "order cancelled", §8): the cart is kept; a retry sends the same order. */
export function OrderFailed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation('shop');
  return (
    <Alert severity="error" title={t('result.failedTitle')} data-testid="order-failed">
      <p>{t('errors.shop_order_failed')}</p>
      <Stack direction="row" gap="sm" wrap>
        <Button onClick={onRetry} loading={busy}>
          {t('result.retry')}
        </Button>
        <Button as={Link} to="/mybonuses/cart" variant="secondary">
          {t('checkout.backToCart')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The delivery address (when goods are shipped) and the billing address unless it is the same. */
export function CheckoutAddresses({ form, needs }: { form: CheckoutFormApi; needs: CheckoutNeeds }) {
  const { t } = useTranslation('shop');
  const sameBilling = useWatch({ control: form.control, name: 'same_billing' });
  return (
    <>
      {needs.delivery ? (
        <AddressFields
          prefix="delivery_address."
          legend={t('checkout.delivery')}
          autoCompleteSection="shipping"
        />
      ) : (
        <p>{t('checkout.noDelivery')}</p>
      )}
      {needs.payment && needs.delivery && (
        <Checkbox label={t('checkout.sameAddress')} {...form.register('same_billing')} />
      )}
      {needsBillingAddress(needs, sameBilling) && (
        <AddressFields
          prefix="billing_address."
          legend={t('checkout.billing')}
          recipientHint={t('checkout.billRecipientHint')}
          autoCompleteSection="billing"
        />
      )}
    </>
  );
}

/** The coupon (when there is a euro amount to reduce) and the price breakdown with the balance after the order. */
export function CheckoutPrice({
  cart,
  coupon,
  onCoupon,
}: {
  cart: Cart;
  coupon: CouponCheck | null;
  onCoupon: (coupon: CouponCheck | null) => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <>
      {cart.subtotal_cents > 0 && (
        <Section>
          <CouponField onChange={onCoupon} />
        </Section>
      )}
      <Section>
        <Card title={t('summary.title')}>
          <PriceSummary
            price={priceWithCoupon(cart, coupon)}
            couponCode={coupon?.code}
            balance={{ before: cart.balance, after: cart.balance_after }}
          />
        </Card>
      </Section>
    </>
  );
}
