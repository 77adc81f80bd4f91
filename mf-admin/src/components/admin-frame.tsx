import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { selectLoggedIn, useAppSelector, useGetMeQuery, type Me } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { PageContainer, usePageTitle } from '@officefit/ui';

/** The admin area's sections and who may open them (the route guards say the same). */
const SECTIONS = [
  { key: 'users', to: '/admin', roles: ['customer_service'] },
  { key: 'pages', to: '/admin/pages', roles: ['marketing'] },
  { key: 'articles', to: '/admin/articles', roles: ['marketing'] },
  { key: 'requests', to: '/admin/requests', roles: ['customer_service'] },
  { key: 'outbox', to: '/admin/outbox', roles: ['customer_service'] },
  // administrators only (no staff role opens it)
  { key: 'jobs', to: '/admin/jobs', roles: [] },
] as const;

function mayOpen(me: Me | undefined, roles: readonly string[]): boolean {
  return Boolean(me && (me.admin || roles.some((role) => (me.roles as readonly string[]).includes(role))));
}

const Nav = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }

  a.active {
    color: ${({ theme }) => theme.colors.primaryDark};
    border-bottom-color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The frame of every admin screen: the area navigation (only the sections the user may open), the page heading
 * with optional actions, and the document title.
 */
export function AdminFrame({
  title,
  actions,
  wide = false,
  children,
}: {
  title: string;
  actions?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn });
  usePageTitle(title);
  const sections = SECTIONS.filter((s) => mayOpen(me, s.roles));
  return (
    <PageContainer width={wide ? 'wide' : 'default'}>
      {sections.length > 1 && (
        <Nav aria-label={t('nav.label')}>
          <ul>
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink to={section.to} end={section.to === '/admin'}>
                  {t(`nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
      )}
      <Head>
        <h1>{title}</h1>
        {actions}
      </Head>
      {children}
    </PageContainer>
  );
}

/** Table styles shared by the admin lists (scrolls sideways on phones). */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: break-word;
  }

  th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
