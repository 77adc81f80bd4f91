import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { useMenu, type MenuLink } from './menus';

const Bar = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 1.5rem 1rem;
`;

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  /* a target of at least 24 px (WCAG 2.2, 2.5.8) — a bare line of text is 16-19 px tall (#39) */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Row = styled(List)`
  margin-top: 0.75rem;
  font-size: 0.875rem;
`;

function Links({ entries }: { entries: MenuLink[] }) {
  return entries.map((entry) => (
    <li key={entry.key}>
      <Link to={entry.to}>{entry.label}</Link>
    </li>
  ));
}

/**
 * Footer of spec §2: terms, FAQ, imprint, data privacy, homepage, team; below them the info pages (good to know,
 * references, about us, career, support) in their own navigation, so the spec's footer list stays as it is.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const footer = useMenu('footer');
  const info = useMenu('info');
  return (
    <Bar>
      <nav aria-label={t('nav.footer')}>
        <List>
          <Links entries={footer} />
        </List>
      </nav>
      {info.length > 0 && (
        <nav aria-label={t('nav.info')}>
          <Row>
            <Links entries={info} />
          </Row>
        </nav>
      )}
    </Bar>
  );
}
