import { useTranslation } from '@officefit/i18n';
import { Stack } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { SepaCollections, StatementImport } from '../features/payments';

/** `/admin/payments`: the monthly SEPA collection file and the bank statement import (issue 36). */
export default function PaymentsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('payments.title')} wide>
      <Stack gap="lg">
        <SepaCollections />
        <StatementImport />
      </Stack>
    </AdminFrame>
  );
}
