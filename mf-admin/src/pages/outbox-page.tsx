import { adminScreen } from '../lib/components/admin-screen';
import { OutboxList } from '../features/outbox/components/outbox-list';

/** `/admin/outbox` (customer service, admins): the mails the backend has queued or sent. */
export default adminScreen({ title: 'outbox.title', intro: 'outbox.intro' }, OutboxList);
