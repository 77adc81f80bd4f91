import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { VoucherList } from '../features/vouchers';

/** `/admin/vouchers`: membership vouchers (customer service reads, administrators make and switch them off). */
export default function VouchersPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('vouchers.title')} wide>
      <VoucherList />
    </AdminFrame>
  );
}
