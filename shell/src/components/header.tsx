import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  openLoginDialog,
  selectLoggedIn,
  setMobileMenuOpen,
  useAppDispatch,
  useAppSelector,
  useGetMeQuery,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { useStore } from 'react-redux';
import type { RootState } from '@officefit/api';
import { Bar, Item, MenuToggle, NavList, TextButton } from './nav-styles';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { APP_MENU, PUBLIC_MENU, type MenuEntry } from './menus';
import { useGuardOfPath, useIsKnownPath } from '../app/known-paths';
import { logOut } from '../auth/session-actions';
import { mayPass, staffHome } from '../guards/access';

/** The header of both layouts: `app` for logged-in pages, `public` for the logged-out pages (spec §2). */
export function Header({ variant }: { variant: 'app' | 'public' }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectLoggedIn);
  const open = useAppSelector((s) => s.ui.mobileMenuOpen);
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn });
  const isKnown = useIsKnownPath();
  const guardOf = useGuardOfPath();
  const menuId = useId();
  // staff see one entry into their area
  const staffPath = staffHome(me);
  // app entries show once `me` says the user may open them (staff without a subscription see no training menu)
  const entries: MenuEntry[] = (variant === 'app' ? APP_MENU : PUBLIC_MENU).filter(
    (e) => isKnown(e.to) && (variant === 'public' || !me || mayPass(guardOf(e.to), me)),
  );

  const logout = async () => {
    logOut(dispatch, store.getState);
    await navigate('/');
  };

  return (
    <Bar>
      <Logo to={loggedIn && variant === 'app' ? '/home' : '/'} />
      <MenuToggle
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => dispatch(setMobileMenuOpen(!open))}
      >
        {t(open ? 'nav.closeMenu' : 'nav.openMenu')}
      </MenuToggle>
      <nav aria-label={t('nav.main')}>
        <NavList id={menuId} $open={open}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Item to={entry.to} end>
                {t(`nav.${entry.key}`)}
              </Item>
            </li>
          ))}
          {loggedIn && variant === 'public' && isKnown('/home') && (
            <li>
              <Item to="/home">{t('nav.home')}</Item>
            </li>
          )}
          {staffPath && isKnown(staffPath) && (
            <li>
              <Item to={staffPath}>{t('nav.admin')}</Item>
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
