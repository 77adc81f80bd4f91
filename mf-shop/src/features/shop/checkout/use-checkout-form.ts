import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { ApiFailure } from '@officefit/api';
import type { Cart, CouponCheck } from '@officefit/domain';
import { failureOf } from '../../../lib/forms/api-failure';
import { useForm } from '../../../lib/forms/form-engine';
import { useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import { formResolver } from '../../../lib/forms/resolver';
import { useShopErrorKey } from '../errors';
import { useShopLang } from '../lang';
import { useCheckoutMutation } from './api';
import { checkoutFormSchema, emptyCheckout, type CheckoutOutput, type CheckoutValues } from './form';

export type CheckoutFormApi = UseFormReturn<CheckoutValues, unknown, CheckoutOutput>;

/** Failures that mean "the order was not placed, try again": the shop's own 500 and no usable answer at all. */
function isOrderFailure(failure: ApiFailure): boolean {
  return failure.code === 'shop_order_failed' || typeof failure.status !== 'number' || failure.status >= 500;
}

/**
 * The checkout's state: the form checked by the contract, the coupon applied, and the order with an
 * Idempotency-Key (kept while the same order is retried); a refusal is a translated key, a failed order is kept
 * for a retry, and a coupon the server refused is dropped.
 */
export function useCheckoutForm(cart: Cart, recipient: string) {
  const navigate = useNavigate();
  const lang = useShopLang();
  const errorKey = useShopErrorKey();
  const keyFor = useIdempotencyKey();
  const [order, { isLoading }] = useCheckoutMutation();
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failedBody, setFailedBody] = useState<Parameters<typeof order>[0] | null>(null);
  const needs = { delivery: cart.needs_delivery_address, payment: cart.needs_payment };
  const form: CheckoutFormApi = useForm<CheckoutValues, unknown, CheckoutOutput>({
    resolver: formResolver(checkoutFormSchema(needs)),
    defaultValues: emptyCheckout(recipient),
    shouldFocusError: false,
  });
  const focus = useFocusFirstError();

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

  const retry = failedBody ? () => void place(failedBody) : null;
  return { form, needs, focus, submit, coupon, setCoupon, refusal, retry, ordering: isLoading };
}
