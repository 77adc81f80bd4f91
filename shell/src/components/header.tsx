import { Suspense, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  openLoginDialog,
  selectLoggedIn,
  setMobileMenuOpen,
  useAppDispatch,
  useAppSelector,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { useStore } from 'react-redux';
import type { RootState } from '@officefit/api';
import {
  APP_NAV_COLLAPSED_MAX,
  Bar,
  Item,
  MenuToggle,
  NAV_COLLAPSED_MAX,
  Nav,
  NavList,
  TextButton,
} from './nav-styles';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { menuItems } from '@officefit/shell-contract';
import { USER_MENU_KEYS, useMenu } from './menus';

import { useKnownRoutes } from '../context/known-paths';
import { useSignedInControls } from './signed-in-controls-context';
import { logOut } from '../auth/session-actions';
import { preloadRemoteFor } from '../remotes/remote-loader';

/** A menu entry; hovering or focusing it preloads its remote, the stream entry flags a new stream. */
function NavEntry({
  entry,
  streamFlag,
}: {
  entry: { key: string; to: string; label: string };
  streamFlag: boolean;
}) {
  const { NewStreamFlag } = useSignedInControls();
  return (
    <li>
      <Item
        to={entry.to}
        end
        onPointerEnter={() => preloadRemoteFor(entry.to)}
        onFocus={() => preloadRemoteFor(entry.to)}
      >
        {entry.label}
        {entry.key === 'stream' && streamFlag && (
          <Suspense fallback={null}>
            <NewStreamFlag />
          </Suspense>
        )}
      </Item>
    </li>
  );
}

/** The header of both layouts: `app` for logged-in pages, `public` for the logged-out pages (spec §2). */
export function Header({ variant }: { variant: 'app' | 'public' }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectLoggedIn);
  const { NotificationsBadge, UserMenu } = useSignedInControls();
  const open = useAppSelector((s) => s.ui.mobileMenuOpen);
  const menuId = useId();
  // the remotes' entries the user may open (staff without a subscription see no training menu); a visitor on a
  // page of the app layout (/blog, /blog/:id) gets the logged-out header's menu
  const entries = useMenu(variant === 'app' && !loggedIn ? 'public' : variant);
  // in the app the logo leads to the dashboard, the app menu's `home` entry (declared by the training remote)
  const dashboard = menuItems(useKnownRoutes(), 'app').find((item) => item.key === 'home')?.to;
  // signed in on the app layout, the personal entries, the language and "log out" sit in the user menu, so the
  // row stays one line wide (#18)
  const withUserMenu = loggedIn && variant === 'app';
  const rowEntries = withUserMenu ? entries.filter((entry) => !USER_MENU_KEYS.has(entry.key)) : entries;
  const userEntries = withUserMenu ? entries.filter((entry) => USER_MENU_KEYS.has(entry.key)) : [];
  const collapseAt = withUserMenu ? APP_NAV_COLLAPSED_MAX : NAV_COLLAPSED_MAX;

  const logout = async () => {
    logOut(dispatch, store.getState);
    await navigate('/');
  };

  return (
    <Bar>
      <Logo to={loggedIn && variant === 'app' ? (dashboard ?? '/') : '/'} />
      <MenuToggle
        $collapseAt={collapseAt}
        aria-expanded={open}
        aria-controls={menuId}
        data-label-expanded={t('nav.closeMenu')}
        onClick={() => dispatch(setMobileMenuOpen(!open))}
      >
        {t(open ? 'nav.closeMenu' : 'nav.openMenu')}
      </MenuToggle>
      <Nav aria-label={t('nav.main')} $collapseAt={collapseAt}>
        <NavList id={menuId} data-open={open || undefined} $collapseAt={collapseAt}>
          {rowEntries.map((entry) => (
            <NavEntry key={entry.key} entry={entry} streamFlag={loggedIn} />
          ))}
          {withUserMenu ? (
            <Suspense fallback={null}>
              <li>
                <NotificationsBadge />
              </li>
              <li>
                <UserMenu entries={userEntries} onLogout={() => void logout()} />
              </li>
            </Suspense>
          ) : (
            <>
              <li>
                <LanguageSwitch />
              </li>
              <li>
                {loggedIn ? (
                  <TextButton onClick={() => void logout()}>{t('nav.logout')}</TextButton>
                ) : (
                  <TextButton onClick={() => dispatch(openLoginDialog({ afterLoginPath: null }))}>
                    {t('nav.login')}
                  </TextButton>
                )}
              </li>
            </>
          )}
        </NavList>
      </Nav>
    </Bar>
  );
}
