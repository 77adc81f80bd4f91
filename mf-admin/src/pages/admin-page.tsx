import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Card, QueryState, TextField } from '@officefit/ui';
import { AdminFrame } from '../components/admin-frame';
import { useGetAdminUsersQuery } from '../features/users/api/get-users';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** `/admin`: the users area (admins and customer service). */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const [search, setSearch] = useState('');
  const query = useGetAdminUsersQuery({ search: search.trim() || undefined });
  return (
    <AdminFrame title={t('title')}>
      <Card title={t('users.title')}>
        <TextField
          label={t('users.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <QueryState query={query}>
          {(data) => (
            <Scroll>
              <Table aria-describedby={captionId}>
                <caption id={captionId}>{t('users.caption', { count: data.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('users.name')}</th>
                    <th scope="col">{t('users.email')}</th>
                    <th scope="col">{t('users.roles')}</th>
                    <th scope="col">{t('users.company')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((user) => (
                    <tr key={user.id}>
                      <td>{`${user.first_name} ${user.last_name}`}</td>
                      <td>{user.email}</td>
                      <td>
                        {user.roles.map((role) => t(`roles.${role}`, { defaultValue: role })).join(', ')}
                      </td>
                      <td>{user.company ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          )}
        </QueryState>
      </Card>
    </AdminFrame>
  );
}
