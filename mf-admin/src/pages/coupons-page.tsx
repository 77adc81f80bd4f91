import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { CouponList } from '../features/catalogue/components/coupon-list';
import { registerCatalogueTexts } from '../i18n/catalogue-texts';

registerCatalogueTexts();

/** `/admin/coupons`: the shop's coupons (permission catalogue.write: admins and customer service). */
export default function CouponsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('shopAdmin.couponsTitle')} permission="catalogue.write" wide>
      <CouponList />
    </AdminFrame>
  );
}
