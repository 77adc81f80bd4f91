import { useState } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { OpenInvoice } from '@officefit/domain';
import { dateTimeFormat, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, Card, ConfirmDialog, QueryState, Stack } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { refusalKey } from '../../../lib/form';
import { useGetOpenInvoicesQuery, useMarkInvoicePaidMutation } from '../api/payments';

const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/**
 * Open invoices (issue 36): memberships paid by invoice and not paid yet, the longest overdue first, with the
 * dunning step the daily job reached; staff mark one paid when the money arrived (a paused membership runs again).
 */
export function OpenInvoices() {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const dispatch = useAppDispatch();
  const query = useGetOpenInvoicesQuery();
  const [markPaid, { isLoading }] = useMarkInvoicePaidMutation();
  const [pending, setPending] = useState<OpenInvoice | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      await markPaid(pending.membership_id).unwrap();
      dispatch(showSnackbar({ key: 'admin:payments.invoices.marked', severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
    setPending(null);
  };

  return (
    <Card title={t('payments.invoices.title')} headingLevel={2}>
      <Stack gap="md">
        <p>{t('payments.invoices.text')}</p>
        <QueryState
          query={query}
          isEmpty={(data) => data.invoices.length === 0}
          empty={t('payments.invoices.none')}
        >
          {({ invoices }) => <InvoiceTable invoices={invoices} onMarkPaid={setPending} />}
        </QueryState>
        <ConfirmDialog
          open={pending !== null}
          title={t('payments.invoices.markPaid')}
          message={
            pending
              ? t('payments.invoices.confirm', {
                  reference: pending.contract_reference,
                  name: pending.name,
                  amount: formatNumber(pending.amount_cents / 100, EURO),
                })
              : ''
          }
          confirmLabel={t('payments.invoices.markPaid')}
          loading={isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      </Stack>
    </Card>
  );
}

/** The open invoices, each with its dunning step and a button to mark it paid. */
function InvoiceTable({
  invoices,
  onMarkPaid,
}: {
  invoices: OpenInvoice[];
  onMarkPaid: (invoice: OpenInvoice) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ListTable
      caption={t('payments.invoices.caption', { count: invoices.length })}
      headings={[
        t('payments.invoices.member'),
        t('payments.invoices.reference'),
        t('payments.amount'),
        t('payments.invoices.due'),
        t('payments.invoices.step'),
        { hidden: t('payments.invoices.actions') },
      ]}
      items={invoices}
      rowKey={(invoice) => invoice.membership_id}
      rowTestId="invoice-row"
    >
      {(invoice) => (
        <>
          <th scope="row">
            {invoice.name}
            <br />
            {invoice.email}
          </th>
          <td>
            <code>{invoice.contract_reference}</code>
          </td>
          <td>{formatNumber(invoice.amount_cents / 100, EURO)}</td>
          <td>{date.format(new Date(invoice.due_at))}</td>
          <td>
            {t(`payments.invoices.steps.${invoice.dunning_step ?? 'none'}`)}
            {invoice.dunning_at && ` (${date.format(new Date(invoice.dunning_at))})`}
          </td>
          <td>
            <Button
              variant="text"
              size="sm"
              aria-label={t('payments.invoices.markPaidLabel', {
                reference: invoice.contract_reference,
              })}
              onClick={() => onMarkPaid(invoice)}
            >
              {t('payments.invoices.markPaid')}
            </Button>
          </td>
        </>
      )}
    </ListTable>
  );
}
