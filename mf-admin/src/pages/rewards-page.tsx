import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { ProductList } from '../features/catalogue/components/product-list';
import { registerCatalogueTexts } from '../i18n/catalogue-texts';

registerCatalogueTexts();

/** `/admin/rewards`: the shop's rewards (permission catalogue.write: admins and customer service). */
export default function RewardsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('shopAdmin.rewardsTitle')} permission="catalogue.write" wide>
      <ProductList />
    </AdminFrame>
  );
}
