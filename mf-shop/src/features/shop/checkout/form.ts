// The checkout form (spec §3 Address, Membership/order): delivery address for shipped rewards, billing address
// (the delivery address unless unticked; the bill recipient heads it) and payment when there is a euro amount.
// Validated with the domain's checkout schema, so the screen and POST shop/checkout keep one rule set.
import { z } from 'zod';
import { checkoutBodySchema } from '@officefit/domain';
import { emptyAddress, type AddressValues } from '../../../lib/forms/address-fields';
import { emptyPayment, paymentWire, type PaymentValues } from '../../../lib/forms/payment-fields';
import { requireSepaMandate } from '../../../lib/forms/paid-term';

export interface CheckoutValues {
  delivery_address: AddressValues;
  same_billing: boolean;
  billing_address: AddressValues;
  payment: PaymentValues;
  sepa_mandate: boolean;
  /** Tell the team feed about this redemption (issue 38); off unless the user ticks it. */
  share_in_feed: boolean;
}

/** What the cart asks of the form (Cart.needs_delivery_address, Cart.needs_payment). */
export interface CheckoutNeeds {
  delivery: boolean;
  payment: boolean;
}

export function emptyCheckout(recipient: string): CheckoutValues {
  return {
    delivery_address: { ...emptyAddress, recipient },
    same_billing: true,
    billing_address: { ...emptyAddress, recipient },
    payment: emptyPayment,
    sepa_mandate: false,
    share_in_feed: false,
  };
}

/** A separate billing address is asked for when there is a bill and it is not the delivery address. */
export function needsBillingAddress(needs: CheckoutNeeds, sameBilling: boolean): boolean {
  return needs.payment && !(needs.delivery && sameBilling);
}

const checkoutParts = checkoutBodySchema
  .pick({ delivery_address: true, billing_address: true, payment: true, share_in_feed: true })
  .safeExtend({ sepa_mandate: z.boolean() })
  .superRefine(requireSepaMandate);

/** Only the parts the cart needs go on the wire (and are checked); the rest of the form is ignored. */
export function checkoutFormSchema(needs: CheckoutNeeds) {
  return z.preprocess((raw) => {
    const values = raw as CheckoutValues;
    return {
      delivery_address: needs.delivery ? values.delivery_address : undefined,
      billing_address: needsBillingAddress(needs, values.same_billing) ? values.billing_address : undefined,
      payment: needs.payment ? paymentWire(values.payment) : undefined,
      sepa_mandate: values.sepa_mandate,
      share_in_feed: values.share_in_feed,
    };
  }, checkoutParts);
}

export type CheckoutOutput = z.output<typeof checkoutParts>;
