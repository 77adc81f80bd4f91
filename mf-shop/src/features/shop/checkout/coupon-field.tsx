import { useId, useState } from 'react';
import styled from 'styled-components';
import { couponCheckBodySchema, type CouponCheck } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, TextField } from '@officefit/ui';
import { failureOf } from '../../../lib/forms/api-failure';
import { useFormatEuro } from '../format';
import { useShopErrorKey } from '../errors';
import { AlertAction } from '../../../lib/alert-action';
import { useCheckCouponMutation } from './api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 12rem;
  }

  & > button {
    margin-top: 1.75rem;
  }
`;

/** valid → the discount is shown; invalid / expired → a field error; limit reached → the waiting-list notice. */
type Outcome =
  | { state: 'idle' }
  | { state: 'valid'; coupon: CouponCheck }
  | { state: 'refused'; messageKey: string }
  | { state: 'limit_reached' };

/**
 * The coupon code of the checkout (spec §4 coupon states, §8 texts). It is checked with POST shop/coupon when the
 * user redeems it; a code at its limit puts the user on its waiting list, which the notice says. A checked code
 * is sent with the order, which checks it again.
 */
export function CouponField({ onChange }: { onChange: (coupon: CouponCheck | null) => void }) {
  const { t } = useTranslation('shop');
  const euro = useFormatEuro();
  const errorKey = useShopErrorKey();
  const id = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [check, { isLoading }] = useCheckCouponMutation();

  const settle = (next: Outcome) => {
    setOutcome(next);
    onChange(next.state === 'valid' ? next.coupon : null);
  };

  const redeem = async () => {
    const parsed = couponCheckBodySchema.safeParse({ code });
    if (!parsed.success) return settle({ state: 'refused', messageKey: 'shop:checkout.couponFormat' });
    try {
      settle({ state: 'valid', coupon: await check(parsed.data).unwrap() });
    } catch (caught) {
      const failure = failureOf(caught);
      settle(
        failure.code === 'shop_coupon_limit_reached'
          ? { state: 'limit_reached' }
          : { state: 'refused', messageKey: errorKey(failure) },
      );
    }
  };

  if (outcome.state === 'valid') {
    const { coupon } = outcome;
    const value = coupon.kind === 'percent' ? `${coupon.value} %` : euro(coupon.value);
    return (
      <Alert severity="success" data-testid="coupon-valid">
        {t('checkout.couponValid', { code: coupon.code, value })}
        <AlertAction>
          <Button variant="text" size="sm" onClick={() => settle({ state: 'idle' })}>
            {t('checkout.removeCoupon')}
          </Button>
        </AlertAction>
      </Alert>
    );
  }
  return (
    <>
      <Row>
        <TextField
          id={id}
          label={t('checkout.coupon')}
          name="coupon"
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (outcome.state === 'refused') setOutcome({ state: 'idle' });
          }}
          onKeyDown={(event) => {
            // Enter redeems the code instead of placing the order
            if (event.key === 'Enter') {
              event.preventDefault();
              void redeem();
            }
          }}
          error={outcome.state === 'refused' ? t(outcome.messageKey) : undefined}
        />
        <Button type="button" variant="secondary" loading={isLoading} onClick={() => void redeem()}>
          {t('checkout.applyCoupon')}
        </Button>
      </Row>
      {outcome.state === 'limit_reached' && (
        <Alert severity="info" data-testid="coupon-waitlist">
          {t('errors.shop_coupon_limit_reached')}
        </Alert>
      )}
    </>
  );
}
