// The header's parts only a signed-in user sees — the bell, the "new stream" flag and the user menu — in one chunk
// that loads with the first signed-in header, so a visitor's first load does not carry them (#16). A server render
// takes them loaded (signed-in-controls-context.ts).
import type { SignedInControls } from './signed-in-controls-context';
import { NewStreamFlag, NotificationsBadge } from './notifications-badge';
import { UserMenu } from './user-menu';

export { NewStreamFlag, NotificationsBadge, prefetchSignedInControls } from './notifications-badge';
export { UserMenu } from './user-menu';

/** The three, loaded: the server render's SignedInControlsContext, and the live copy of a server-rendered screen. */
export const loadedSignedInControls: SignedInControls = { NotificationsBadge, NewStreamFlag, UserMenu };
