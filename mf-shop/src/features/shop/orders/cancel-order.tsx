import { useState } from 'react';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import type { Order } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog } from '@officefit/ui';
import { useShopErrorKey } from '../errors';
import { useCancelShopOrderMutation } from './api';
import { useFormatOrderDateTime } from './format';

/** Whether the owner may still cancel the order themselves (the backend's 24-hour window, spec §4 cancelled). */
export function canCancel(order: Order, now: Date = new Date()): boolean {
  return (
    order.state !== 'cancelled' &&
    !!order.cancellable_until &&
    new Date(order.cancellable_until).getTime() > now.getTime()
  );
}

/** "Cancel order" with a confirmation; points, stock and coupon come back on the server. */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const dispatch = useAppDispatch();
  const errorKey = useShopErrorKey();
  const date = useFormatOrderDateTime();
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelShopOrderMutation();
  if (!canCancel(order)) return null;

  const confirm = async () => {
    const result = await cancel(order.id);
    dispatch(
      'error' in result
        ? showSnackbar({ key: errorKey(toApiFailure(result.error)), severity: 'error' })
        : showSnackbar({ key: 'shop:orders.cancelled', severity: 'success' }),
    );
    setOpen(false);
  };

  return (
    <>
      <p>{t('orders.cancelUntil', { date: date(order.cancellable_until!) })}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('orders.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('orders.cancelTitle', { id: order.id })}
        message={<p>{t('orders.cancelText')}</p>}
        confirmLabel={t('orders.cancelConfirm')}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        loading={isLoading}
      />
    </>
  );
}
