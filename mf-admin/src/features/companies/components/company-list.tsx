import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation, useFormatNumber } from '@officefit/i18n';
import { QueryState, TextField } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { useGetCompaniesQuery } from '../api/companies';

/** Companies with members and seat use; the name opens the company. */
export function CompanyList() {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const [search, setSearch] = useState('');
  const query = useGetCompaniesQuery({ search: search.trim() || undefined });
  return (
    <>
      <TextField
        label={t('companies.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <QueryState query={query} empty={t('companies.empty')}>
        {(companies) => (
          <ListTable
            caption={t('companies.caption', { count: companies.length })}
            headings={[
              t('companies.name'),
              t('companies.members'),
              t('companies.seats'),
              t('companies.subranking'),
            ]}
            items={companies}
            rowKey={(company) => company.id}
            rowTestId="company-row"
          >
            {(company) => (
              <>
                <td>
                  <Link to={`/admin/companies/${company.id}`}>{company.name}</Link>
                </td>
                <td>{formatNumber(company.members)}</td>
                <td>
                  {t('companies.seatUse', {
                    used: formatNumber(company.seats_used),
                    seats: formatNumber(company.seats),
                  })}
                </td>
                <td>{company.enable_subranking ? t('companies.yes') : t('companies.no')}</td>
              </>
            )}
          </ListTable>
        )}
      </QueryState>
    </>
  );
}
