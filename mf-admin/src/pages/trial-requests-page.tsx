import { adminScreen } from '../lib/components/admin-screen';
import { TrialRequestList } from '../features/trial-requests/components/trial-request-list';

/** `/admin/trial-requests`: trial-week requests without an account (customer service, administrators). */
export default adminScreen({ title: 'trials.title' }, TrialRequestList);
