import { adminScreen } from '../lib/components/admin-screen';
import { CouponList } from '../features/catalogue/components/coupon-list';
import { registerCatalogueTexts } from '../i18n/catalogue-texts';

registerCatalogueTexts();

/** `/admin/coupons`: the shop's coupons (permission catalogue.write: admins and customer service). */
export default adminScreen({ title: 'shopAdmin.couponsTitle', permission: 'catalogue.write' }, CouponList);
