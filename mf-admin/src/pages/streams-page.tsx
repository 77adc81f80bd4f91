import { adminScreen } from '../lib/components/admin-screen';
import { StreamList } from '../features/streams/components/stream-list';

/** `/admin/streams`: the live-stream sessions (permission stream.write: marketing, administrators). */
export default adminScreen({ title: 'streams.pageTitle', permission: 'stream.write' }, StreamList);
