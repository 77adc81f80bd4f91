import { adminScreen } from '../lib/components/admin-screen';
import { RequestList } from '../features/requests/components/request-list';

/** `/admin/requests` (customer service, admins): contact and trial-week requests. */
export default adminScreen({ title: 'requests.title' }, RequestList);
