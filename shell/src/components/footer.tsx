import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { FOOTER_MENU } from './menus';
import { useIsKnownPath } from '../app/known-paths';

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
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** Footer of spec §2: terms, FAQ, imprint, data privacy, homepage, team. */
export function Footer() {
  const { t } = useTranslation('shell');
  const isKnown = useIsKnownPath();
  return (
    <Bar>
      <nav aria-label={t('nav.footer')}>
        <List>
          {FOOTER_MENU.filter((e) => isKnown(e.to)).map((entry) => (
            <li key={entry.key}>
              <Link to={entry.to}>{t(`footer.${entry.key}`)}</Link>
            </li>
          ))}
        </List>
      </nav>
    </Bar>
  );
}
