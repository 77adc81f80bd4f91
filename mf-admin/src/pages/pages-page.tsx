import { adminScreen } from '../lib/components/admin-screen';
import { PageList } from '../features/cms-pages/components/page-list';

/** `/admin/pages` (marketing, admins): the CMS pages and their state per language. */
export default adminScreen({ title: 'pages.title', wide: false }, PageList);
