import { useId } from 'react';
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
import { Bar, Item, MenuToggle, NavList, TextButton } from './nav-styles';
import { LanguageSwitch } from './language-switch';
import { NewStreamFlag, NotificationsBadge } from './notifications-badge';
import { Logo } from './logo';
import { menuItems } from '@officefit/shell-contract';
import { useMenu } from './menus';
import { useKnownRoutes } from '../app/known-paths';
import { logOut } from '../auth/session-actions';

/** The header of both layouts: `app` for logged-in pages, `public` for the logged-out pages (spec §2). */
export function Header({ variant }: { variant: 'app' | 'public' }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectLoggedIn);
  const open = useAppSelector((s) => s.ui.mobileMenuOpen);
  const menuId = useId();
  // the remotes' entries the user may open (staff without a subscription see no training menu); a visitor on a
  // page of the app layout (/blog, /blog/:id) gets the logged-out header's menu
  const entries = useMenu(variant === 'app' && !loggedIn ? 'public' : variant);
  // in the app the logo leads to the dashboard, the app menu's `home` entry (declared by the training remote)
  const dashboard = menuItems(useKnownRoutes(), 'app').find((item) => item.key === 'home')?.to;

  const logout = async () => {
    logOut(dispatch, store.getState);
    await navigate('/');
  };

  return (
    <Bar>
      <Logo to={loggedIn && variant === 'app' ? (dashboard ?? '/') : '/'} />
      <MenuToggle
        aria-expanded={open}
        aria-controls={menuId}
        data-label-expanded={t('nav.closeMenu')}
        onClick={() => dispatch(setMobileMenuOpen(!open))}
      >
        {t(open ? 'nav.closeMenu' : 'nav.openMenu')}
      </MenuToggle>
      <nav aria-label={t('nav.main')}>
        <NavList id={menuId} data-open={open || undefined}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Item to={entry.to} end>
                {entry.label}
                {entry.key === 'stream' && <NewStreamFlag />}
              </Item>
            </li>
          ))}
          {loggedIn && variant === 'app' && (
            <li>
              <NotificationsBadge />
            </li>
          )}
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
        </NavList>
      </nav>
    </Bar>
  );
}
