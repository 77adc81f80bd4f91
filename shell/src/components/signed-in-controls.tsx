// The header's parts only a signed-in user sees — the bell, the "new stream" flag and the user menu — in one chunk
// that loads with the first signed-in header, so a visitor's first load does not carry them (#16).
export { NewStreamFlag, NotificationsBadge } from './notifications-badge';
export { UserMenu } from './user-menu';
