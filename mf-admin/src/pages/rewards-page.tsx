import { adminScreen } from '../lib/components/admin-screen';
import { ProductList } from '../features/catalogue/components/product-list';
import { registerCatalogueTexts } from '../i18n/catalogue-texts';

registerCatalogueTexts();

/** `/admin/rewards`: the shop's rewards (permission catalogue.write: admins and customer service). */
export default adminScreen({ title: 'shopAdmin.rewardsTitle', permission: 'catalogue.write' }, ProductList);
