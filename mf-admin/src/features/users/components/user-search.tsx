import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Pagination, QueryState, Select, TextField } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { type AdminUser, type MembershipFilter, useGetAdminUsersQuery } from '../api/get-users';

const FILTERS: MembershipFilter[] = [
  'active',
  'extension',
  'awaiting_payment',
  'cancelled',
  'cancelled_renewal',
  'expired',
  'none',
];
const PER_PAGE = 25;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

/** Search users and customers by name, e-mail or company, filter by membership state; a row opens the user. */
export function UserSearch() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [membership, setMembership] = useState<'' | MembershipFilter>('');
  const [page, setPage] = useState(1);
  const query = useGetAdminUsersQuery({
    search: search.trim() || undefined,
    membership: membership || undefined,
    per_page: PER_PAGE,
    page,
  });
  return (
    <>
      <Filters>
        <TextField
          label={t('users.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setPage(1);
            setSearch(e.target.value);
          }}
        />
        <Select
          label={t('users.membership')}
          value={membership}
          options={[
            { value: '', label: t('articles.all') },
            ...FILTERS.map((f) => ({ value: f, label: t(`users.states.${f}`) })),
          ]}
          onChange={(value) => {
            setPage(1);
            setMembership(value as typeof membership);
          }}
        />
      </Filters>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('users.empty')}>
        {(data) => (
          <>
            <UserTable users={data.items} total={data.total} />
            {data.totalPages > 1 && (
              <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

/** One page of users: name (opens the user), e-mail, company, membership state and roles. */
function UserTable({ users, total }: { users: AdminUser[]; total: number }) {
  const { t } = useTranslation('admin');
  return (
    <ListTable
      describeByCaption
      caption={t('users.caption', { count: total })}
      items={users}
      rowKey={(user) => user.id}
      rowTestId="user-row"
      columns={[
        {
          heading: t('users.name'),
          cell: (user) => (
            <Link to={`/admin/users/${user.id}`}>{`${user.first_name} ${user.last_name}`}</Link>
          ),
        },
        { heading: t('users.email'), cell: (user) => user.email },
        { heading: t('users.company'), cell: (user) => user.company ?? '–' },
        {
          heading: t('users.membership'),
          cell: (user) =>
            user.membership ? (
              <Badge $tone={user.membership.state === 'active' ? 'success' : 'neutral'}>
                {t(`users.states.${user.membership.state}`)}
              </Badge>
            ) : (
              t('users.states.none')
            ),
        },
        {
          heading: t('users.roles'),
          cell: (user) => user.roles.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', '),
        },
      ]}
    />
  );
}
