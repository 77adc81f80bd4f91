import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Me } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';

/**
 * The admin area's sections and the permission each needs (backend shared/permissions.ts, handed over in
 * `me.permissions`; issue 14), in five groups of related work. The backend refuses the calls anyway; the menu
 * only hides what would fail.
 */
export const SECTION_GROUPS = [
  {
    key: 'customers',
    sections: [
      { key: 'users', to: '/admin', permission: 'users.read' },
      { key: 'newUser', to: '/admin/users/new', permission: 'users.create' },
      { key: 'companies', to: '/admin/companies', permission: 'companies.read' },
      // membership vouchers: made and read by whoever looks after the companies' access codes (issue 36)
      { key: 'vouchers', to: '/admin/vouchers', permission: 'companies.read' },
      // SEPA collection files and bank statements: whoever confirms payments (issue 36)
      { key: 'payments', to: '/admin/payments', permission: 'payments.confirm' },
    ],
  },
  {
    key: 'requests',
    sections: [
      { key: 'requests', to: '/admin/requests', permission: 'requests.read' },
      { key: 'trials', to: '/admin/trial-requests', permission: 'requests.read' },
      { key: 'serviceRequests', to: '/admin/service-requests', permission: 'services.handle' },
    ],
  },
  {
    key: 'content',
    sections: [
      { key: 'pages', to: '/admin/pages', permission: 'cms.write' },
      { key: 'articles', to: '/admin/articles', permission: 'cms.write' },
      { key: 'streams', to: '/admin/streams', permission: 'stream.write' },
      // moderating the team feed is looking after content colleagues see (issue 38)
      { key: 'teamFeed', to: '/admin/team-feed', permission: 'challenges.manage' },
    ],
  },
  {
    key: 'catalogue',
    sections: [
      { key: 'exercises', to: '/admin/exercises', permission: 'catalogue.write' },
      { key: 'rewards', to: '/admin/rewards', permission: 'catalogue.write' },
      { key: 'coupons', to: '/admin/coupons', permission: 'catalogue.write' },
    ],
  },
  {
    key: 'operations',
    sections: [
      { key: 'outbox', to: '/admin/outbox', permission: 'outbox.read' },
      { key: 'jobs', to: '/admin/jobs', permission: 'jobs.read' },
      { key: 'audit', to: '/admin/audit', permission: 'audit.read' },
    ],
  },
] as const;

type Group = (typeof SECTION_GROUPS)[number];
type Section = Group['sections'][number];

/** Up to this many sections stand in one plain row; more are grouped (15 in two ragged rows were a maze, #39). */
export const FLAT_MAX = 6;

/** Whether the signed-in user holds the permission (administrators hold all). */
export function mayOpen(me: Me | undefined, permission: string): boolean {
  return Boolean(me && (me.admin || me.permissions?.includes(permission)));
}

/** The section a path belongs to: the longest section path it starts with (`/admin` holds the user pages). */
function sectionOf(
  groups: readonly { sections: readonly Section[] }[],
  pathname: string,
): Section | undefined {
  const inside = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return groups
    .flatMap((group) => group.sections)
    .filter((section) => inside(section.to))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

const Root = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }

  a.active,
  a[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primaryDark};
    border-bottom-color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const rowCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

/** The groups' row: each group leads to its first section; the current one is marked. */
const Groups = styled.ul`
  ${rowCss}
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The sections (of the current group, a smaller row under the groups). */
const Sections = styled.ul`
  ${rowCss}
`;

function SectionLinks({ sections, label }: { sections: readonly Section[]; label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Sections aria-label={label}>
      {sections.map((section) => (
        <li key={section.key}>
          <NavLink to={section.to} end={section.to === '/admin'}>
            {t(`nav.${section.key}`)}
          </NavLink>
        </li>
      ))}
    </Sections>
  );
}

/**
 * The admin area's navigation, only with the sections the user may open: a plain row when they are few, else
 * the groups in one row and the sections of the current group below it.
 */
export function AdminNav({ me }: { me: Me | undefined }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const groups = SECTION_GROUPS.map((group) => ({
    key: group.key,
    sections: group.sections.filter((section) => mayOpen(me, section.permission)),
  })).filter((group) => group.sections.length > 0);
  const all = groups.flatMap((group) => group.sections);
  if (all.length < 2) return null;
  if (all.length <= FLAT_MAX || groups.length === 1) {
    return (
      <Root aria-label={t('nav.label')}>
        <SectionLinks sections={all} />
      </Root>
    );
  }
  const here = sectionOf(groups, pathname);
  const current = groups.find((group) => here && group.sections.includes(here)) ?? groups[0]!;
  return (
    <Root aria-label={t('nav.label')}>
      <Groups aria-label={t('nav.groupsLabel')}>
        {groups.map((group) => (
          <li key={group.key}>
            <Link to={group.sections[0]!.to} aria-current={group === current ? 'true' : undefined}>
              {t(`nav.groups.${group.key}`)}
            </Link>
          </li>
        ))}
      </Groups>
      <SectionLinks sections={current.sections} label={t(`nav.groups.${current.key}`)} />
    </Root>
  );
}
