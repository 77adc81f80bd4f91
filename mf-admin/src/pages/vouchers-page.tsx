import { adminScreen } from '../lib/components/admin-screen';
import { VoucherList } from '../features/vouchers';

/** `/admin/vouchers`: membership vouchers (customer service reads, administrators make and switch them off). */
export default adminScreen({ title: 'vouchers.title' }, VoucherList);
