import { adminScreen } from '../lib/components/admin-screen';
import { JobList } from '../features/jobs/components/job-list';

/** `/admin/jobs` (administrators): the background jobs of the backend (mail sending, challenge payouts, …). */
export default adminScreen({ title: 'jobs.title', intro: 'jobs.intro' }, JobList);
