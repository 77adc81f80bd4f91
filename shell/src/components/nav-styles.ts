import styled from 'styled-components';
import { NavLink } from 'react-router-dom';

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

export const NavList = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  @media (max-width: 900px) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-direction: column;
    align-items: stretch;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: 1rem;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
`;

export const MenuToggle = styled.button`
  display: none;
  font: inherit;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  padding: 0.4rem 0.6rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: 900px) {
    display: inline-block;
  }
`;

export const Main = styled.main`
  flex: 1;
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
