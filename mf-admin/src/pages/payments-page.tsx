import { useTranslation } from '@officefit/i18n';
import { Stack } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { OpenInvoices, SepaCollections, StatementImport } from '../features/payments';

/** `/admin/payments`: open invoices and their dunning, the monthly SEPA collection file, the bank statement import (issue 36). */
export default function PaymentsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('payments.title')} wide>
      <Stack gap="lg">
        <OpenInvoices />
        <SepaCollections />
        <StatementImport />
      </Stack>
    </AdminFrame>
  );
}
