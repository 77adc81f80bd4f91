// The menus of spec §2 as the deployed remotes declare them on their route rows (carried by the manifest), so
// a new entry ships with its remote. Labels come in both languages with the declaration, so the shell renders
// them before a remote's own texts load.
import { selectLoggedIn, useAppSelector, useSignedInMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { labelIn, menuItems, visibleItems, type MenuName } from '@officefit/shell-contract';
import { useKnownRoutes } from '../context/known-paths';

/** The app menu's entries about the user themself, listed in the user menu rather than on the header's row. */
export const USER_MENU_KEYS: ReadonlySet<string> = new Set([
  'profile',
  'score',
  'bookmarks',
  'favourites',
  'progress',
  'bonuses',
  'support',
]);

export interface MenuLink {
  key: string;
  to: string;
  label: string;
}

/** The entries of one menu that the current user sees, labelled in the interface language. */
export function useMenu(menu: MenuName): MenuLink[] {
  const { i18n } = useTranslation('shell');
  const routes = useKnownRoutes();
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: me } = useSignedInMeQuery();
  return visibleItems(menuItems(routes, menu), loggedIn ? me : undefined, loggedIn).map((item) => ({
    key: item.key,
    to: item.to,
    label: labelIn(item.label, i18n.language),
  }));
}
