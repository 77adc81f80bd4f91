import { createContext, lazy, useContext, type ComponentType } from 'react';
import type { MenuLink } from './menus';

/** The header's parts only a signed-in user sees (signed-in-controls.tsx). */
export interface SignedInControls {
  NotificationsBadge: ComponentType;
  NewStreamFlag: ComponentType;
  UserMenu: ComponentType<{ entries: MenuLink[]; onLogout: () => void }>;
}

// in the browser they load with the first signed-in header, so a visitor's first load does not carry them (#16)
const load = () => import('./signed-in-controls');

/** The controls as the browser loads them by default: with the first signed-in header. */
export const LAZY_SIGNED_IN_CONTROLS: SignedInControls = {
  NotificationsBadge: lazy(() => load().then((m) => ({ default: m.NotificationsBadge }))),
  NewStreamFlag: lazy(() => load().then((m) => ({ default: m.NewStreamFlag }))),
  UserMenu: lazy(() => load().then((m) => ({ default: m.UserMenu }))),
};

/**
 * The header takes its signed-in controls from here: lazily loaded ones in the browser; a server render (prerender/)
 * provides them loaded, because renderToString cannot wait for lazy code — so a server-rendered signed-in screen
 * has the same header as the live one (bell, "new" flag, user menu) — and so does the live copy of such a screen
 * (bootstrap.tsx), so the swap moves nothing.
 */
export const SignedInControlsContext = createContext<SignedInControls>(LAZY_SIGNED_IN_CONTROLS);

export function useSignedInControls(): SignedInControls {
  return useContext(SignedInControlsContext);
}
