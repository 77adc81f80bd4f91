import { useState } from 'react';
import styled from 'styled-components';
import type { Address, Order } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { PriceSummary } from '../cart/price-summary';
import { useInvoiceDownload } from './invoice';

const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

const AddressBlock = styled.address`
  font-style: normal;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** "Invoice RE-2026-000001" as a download button, when the order has a bill. */
export function InvoiceButton({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const download = useInvoiceDownload();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!order.invoice_number) return null;
  const number = order.invoice_number;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(!(await download(order.id, number)));
          setBusy(false);
        }}
      >
        {t('orders.invoice', { number })}
      </Button>
      {failed && (
        <Alert severity="error" role="alert">
          {t('orders.invoiceFailed')}
        </Alert>
      )}
    </>
  );
}

function AddressView({ title, address }: { title: string; address: Address }) {
  return (
    <>
      <h3>{title}</h3>
      <AddressBlock>
        {[address.recipient, address.street, `${address.postal_code} ${address.city}`, address.country].join(
          '\n',
        )}
      </AddressBlock>
    </>
  );
}

/** What an order holds: its lines (names as ordered), the price breakdown and the addresses. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  return (
    <>
      <h3>{t('orders.items')}</h3>
      <Lines>
        {order.lines.map((line) => (
          <li key={line.product_id}>{t('orders.line', { amount: line.amount, name: line.name })}</li>
        ))}
      </Lines>
      <PriceSummary price={order} couponCode={order.coupon_code} />
      {order.delivery_address && (
        <AddressView title={t('checkout.delivery')} address={order.delivery_address} />
      )}
      {order.billing_address && order.payment_type && (
        <AddressView title={t('checkout.billing')} address={order.billing_address} />
      )}
    </>
  );
}
