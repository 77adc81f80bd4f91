import { adminScreen } from '../lib/components/admin-screen';
import { AuditList } from '../features/audit/components/audit-list';

/** `/admin/audit` (permission audit.read: administrators): every staff action and every switched write. */
export default adminScreen(
  { title: 'audit.title', permission: 'audit.read', intro: 'audit.intro' },
  AuditList,
);
