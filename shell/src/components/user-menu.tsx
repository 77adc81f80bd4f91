// The signed-in user's corner of the header (#18): avatar or initials and the name, opening a menu with the
// personal entries, the language and "log out". On a wide screen it is a disclosure beside the main entries, so the
// header keeps one row in German too; below the header's breakpoint it is part of the collapsed menu, always open.
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { setMenuOpen, useAppDispatch, useAppSelector, useGetMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { VisuallyHidden } from '@officefit/ui';
import { Item, APP_NAV_COLLAPSED_MAX, TextButton } from './nav-styles';
import { LanguageSwitch } from './language-switch';
import type { MenuLink } from './menus';

type Me = NonNullable<ReturnType<typeof useGetMeQuery>['data']>;

/** The name the header greets the user by: the nickname, else the first name, else the e-mail's local part. */
export function displayName(me: Pick<Me, 'nickname' | 'first_name' | 'email'>): string {
  return me.nickname?.trim() || me.first_name.trim() || me.email.split('@')[0];
}

/** Up to two initials of a name ("Dana Demo" → "DD", "dana" → "D"). */
export function initials(name: string): string {
  return name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');
}

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled(TextButton)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (max-width: ${APP_NAV_COLLAPSED_MAX}px) {
    display: none;
  }
`;

// In the collapsed menu the name heads the always-open personal entries instead of the button.
const CollapsedName = styled.span`
  display: none;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.25rem;
  font-weight: 600;
  @media (max-width: ${APP_NAV_COLLAPSED_MAX}px) {
    display: flex;
  }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryText};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.8rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Panel = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.5rem;
  display: none;
  &[data-open='true'] {
    display: block;
  }
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 20;
  min-width: 14rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 12%);
  li {
    padding: 0 0.25rem;
  }
  @media (max-width: ${APP_NAV_COLLAPSED_MAX}px) {
    display: block;
    position: static;
    min-width: 0;
    padding: 0;
    border: 0;
    box-shadow: none;
    li {
      padding: 0;
    }
  }
`;

/** The user's avatar or initials and name, opening the personal entries, the language choice and "log out". */
export function UserMenu({ entries, onLogout }: { entries: MenuLink[]; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { data: me } = useGetMeQuery();
  // the shell's "full menu" (spec §3 ui state): every navigation closes it (`navigated`)
  const open = useAppSelector((s) => s.ui.menuOpen);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  // Escape or a click elsewhere closes the menu; Escape gives the focus back to its button
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        wrapper.current?.querySelector('button')?.focus();
      } else if (wrapper.current?.contains(event.target as Node)) return;
      dispatch(setMenuOpen(false));
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open, dispatch]);

  const name = me ? displayName(me) : '';
  const badge = me?.avatar ? <img src={me.avatar} alt="" /> : initials(name);
  return (
    <Wrapper ref={wrapper}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="user-menu"
        onClick={() => dispatch(setMenuOpen(!open))}
      >
        <Badge aria-hidden="true">{badge}</Badge>
        {/* named by its visible text, so speech input finds it by the name on screen */}
        <VisuallyHidden>{t('nav.account')} </VisuallyHidden>
        <Name>{name}</Name>
      </Toggle>
      <CollapsedName>
        <Badge aria-hidden="true">{badge}</Badge>
        <span>{name}</span>
      </CollapsedName>
      <Panel id={panelId} data-open={open || undefined}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Item to={entry.to} end>
              {entry.label}
            </Item>
          </li>
        ))}
        <li>
          <LanguageSwitch />
        </li>
        <li>
          <TextButton type="button" onClick={onLogout}>
            {t('nav.logout')}
          </TextButton>
        </li>
      </Panel>
    </Wrapper>
  );
}
