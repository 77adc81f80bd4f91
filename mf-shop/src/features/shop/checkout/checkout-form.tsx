import { useState } from 'react';
import { FormProvider, useForm, useWatch } from '../../../lib/forms/form-engine';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type ApiFailure, useGetMeQuery } from '@officefit/api';
import type { Cart, CouponCheck } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, Checkbox, Stack } from '@officefit/ui';
import { AddressFields } from '../../../lib/forms/address-fields';
import { failureOf } from '../../../lib/forms/api-failure';
import { useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import { PaymentFields } from '../../../lib/forms/payment-fields';
import { formResolver } from '../../../lib/forms/resolver';
import { PriceSummary } from '../cart/price-summary';
import { useShopErrorKey } from '../errors';
import { useShopLang } from '../lang';
import { useCheckoutMutation } from './api';
import { CouponField } from './coupon-field';
import {
  checkoutFormSchema,
  emptyCheckout,
  needsBillingAddress,
  type CheckoutOutput,
  type CheckoutValues,
} from './form';
import { priceWithCoupon } from './price';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Failures that mean "the order was not placed, try again": the shop's own 500 and no usable answer at all. */
function isOrderFailure(failure: ApiFailure): boolean {
  return failure.code === 'shop_order_failed' || typeof failure.status !== 'number' || failure.status >= 500;
}

/** The order-failed result (spec §2 "order cancelled", §8): the cart is kept; a retry sends the same order. */
function OrderFailed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
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

/**
 * The checkout of a loaded cart: addresses, coupon, price breakdown with the balance after the order, payment
 * when a euro amount is due, and the order itself with an Idempotency-Key (kept while the same order is retried).
 */
export function CheckoutForm({ cart, recipient }: { cart: Cart; recipient: string }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const lang = useShopLang();
  const errorKey = useShopErrorKey();
  const keyFor = useIdempotencyKey();
  const [order, { isLoading }] = useCheckoutMutation();
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failedBody, setFailedBody] = useState<Parameters<typeof order>[0] | null>(null);
  const needs = { delivery: cart.needs_delivery_address, payment: cart.needs_payment };
  const form = useForm<CheckoutValues, unknown, CheckoutOutput>({
    resolver: formResolver(checkoutFormSchema(needs)),
    defaultValues: emptyCheckout(recipient),
    shouldFocusError: false,
  });
  const focus = useFocusFirstError();
  const sameBilling = useWatch({ control: form.control, name: 'same_billing' });
  const price = priceWithCoupon(cart, coupon);
  // a coupon never touches points, so the balance after the order is the cart's
  const notEnough = cart.balance_after < 0;
  // only colleagues in the company ranking have a team feed to share in (issue 38)
  const participating = useGetMeQuery().data?.meta.participating === 1;

  const place = async (request: Parameters<typeof order>[0]) => {
    setRefusal(null);
    setFailedBody(null);
    try {
      const { order: placed } = await order(request).unwrap();
      navigate(`/mybonuses/orders/${placed.id}?placed=1`);
    } catch (caught) {
      const failure = failureOf(caught);
      if (isOrderFailure(failure)) setFailedBody(request);
      else setRefusal(errorKey(failure));
      if (failure.code.startsWith('shop_coupon_')) setCoupon(null);
    }
  };

  const submit = form.handleSubmit(async ({ sepa_mandate: _mandate, share_in_feed, ...parts }) => {
    // "share" goes on the wire only when ticked (the server's default is not to share)
    const shared = share_in_feed ? { share_in_feed } : {};
    const body = { ...parts, ...shared, ...(coupon ? { coupon: coupon.code } : {}), lang };
    await place({ body, idempotencyKey: keyFor(body) });
  }, focus.onInvalid);

  if (failedBody) return <OrderFailed onRetry={() => void place(failedBody)} busy={isLoading} />;

  return (
    <FormProvider {...form}>
      <form ref={focus.ref} onSubmit={submit} noValidate aria-label={t('checkout.formLabel')}>
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
        {cart.subtotal_cents > 0 && (
          <Section>
            <CouponField onChange={setCoupon} />
          </Section>
        )}
        <Section>
          <Card title={t('summary.title')}>
            <PriceSummary
              price={price}
              couponCode={coupon?.code}
              balance={{ before: cart.balance, after: cart.balance_after }}
            />
          </Card>
        </Section>
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
          <Button type="submit" loading={isLoading} disabled={notEnough}>
            {needs.payment ? t('checkout.submitPay') : t('checkout.submitPoints')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
