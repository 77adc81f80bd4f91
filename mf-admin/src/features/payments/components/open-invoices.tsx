import type { OpenInvoice } from '@officefit/domain';
import { dateTimeFormat, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, Card, ConfirmDialog, QueryState, Stack } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useGetOpenInvoicesQuery, useMarkInvoicePaidMutation } from '../api/payments';

const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/**
 * Open invoices (issue 36): memberships paid by invoice and not paid yet, the longest overdue first, with the
 * dunning step the daily job reached; staff mark one paid when the money arrived (a paused membership runs again).
 */
export function OpenInvoices() {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const query = useGetOpenInvoicesQuery();
  const [markPaid, { isLoading }] = useMarkInvoicePaidMutation();
  const { pending, setPending, confirm } = useConfirmedAction(
    (invoice: OpenInvoice) => markPaid(invoice.membership_id).unwrap(),
    () => ({ key: 'admin:payments.invoices.marked' }),
  );

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
      items={invoices}
      rowKey={(invoice) => invoice.membership_id}
      rowTestId="invoice-row"
      columns={[
        {
          heading: t('payments.invoices.member'),
          rowHeader: true,
          cell: (invoice) => (
            <>
              {invoice.name}
              <br />
              {invoice.email}
            </>
          ),
        },
        {
          heading: t('payments.invoices.reference'),
          cell: (invoice) => <code>{invoice.contract_reference}</code>,
        },
        { heading: t('payments.amount'), cell: (invoice) => formatNumber(invoice.amount_cents / 100, EURO) },
        { heading: t('payments.invoices.due'), cell: (invoice) => date.format(new Date(invoice.due_at)) },
        {
          heading: t('payments.invoices.step'),
          cell: (invoice) => (
            <>
              {t(`payments.invoices.steps.${invoice.dunning_step ?? 'none'}`)}
              {invoice.dunning_at && ` (${date.format(new Date(invoice.dunning_at))})`}
            </>
          ),
        },
        {
          heading: { hidden: t('payments.invoices.actions') },
          cell: (invoice) => (
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
          ),
        },
      ]}
    />
  );
}
