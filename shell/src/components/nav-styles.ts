import styled from 'styled-components';
import { NavLink } from 'react-router-dom';

/** Up to this width (px) the logged-out header's entries collapse behind the menu button (as the prerendered pages). */
export const NAV_COLLAPSED_MAX = 900;
/**
 * The same for the signed-in header: above it the entries stand in one row, the personal ones in the user menu; an
 * administrator's row in German needs about 1,190 px (#18).
 */
export const APP_NAV_COLLAPSED_MAX = 1200;

/** The width up to which a header collapses, per header kind. */
export interface Collapsing {
  $collapseAt: number;
}

/** Shared look of the header bars and their links. */
export const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  position: sticky;
  top: 0;
  z-index: 10;
`;

/**
 * The header's `nav`: collapsed behind "Menü", it leaves the row (absolute, under the bar), so the menu button
 * sits at the right edge instead of in the middle beside an empty slot (#39); its list drops down from there.
 */
export const Nav = styled.nav<Collapsing>`
  @media (max-width: ${({ $collapseAt }) => $collapseAt}px) {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
  }
`;

// Open by the `data-open` attribute, not a styled prop: a prerendered page's boot script opens the static menu on
// the first tap, before the app is there (OPEN_ATTR of @officefit/shell-contract/prerender).
export const NavList = styled.ul<Collapsing>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  align-items: center;
  gap: 0.25rem 0.75rem;
  white-space: nowrap;
  @media (max-width: ${({ $collapseAt }) => $collapseAt}px) {
    white-space: normal;
    display: none;
    &[data-open='true'] {
      display: flex;
    }
    flex-direction: column;
    align-items: stretch;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    /* the bar is sticky, so the page's scroll never brings a long list's end into view: the list scrolls itself,
       down to the screen's bottom edge (the bar is about 4.25rem high on a phone) */
    max-height: calc(100vh - 4.5rem);
    max-height: calc(100dvh - 4.5rem);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

export const Item = styled(NavLink)`
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: none;
  font-weight: 600;
  padding: 0.5rem 0.25rem;
  display: inline-block;
  &.active {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

export const TextButton = styled.button`
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
  background: none;
  border: 0;
  padding: 0.5rem 0.25rem;
  cursor: pointer;
  /* tapped on a prerendered page while the app loads (the boot script sets aria-busy): dimmed, "working" */
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.6;
  }
`;

export const MenuToggle = styled.button<Collapsing>`
  display: none;
  font: inherit;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  padding: 0.4rem 0.6rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: ${({ $collapseAt }) => $collapseAt}px) {
    display: inline-block;
  }
`;

// At least a screen high: the footer starts below the fold, so a screen that grows while it loads never moves it
// into view and out again (layout shift, #18).
export const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;
