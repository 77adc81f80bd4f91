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
            items={companies}
            rowKey={(company) => company.id}
            rowTestId="company-row"
            columns={[
              {
                heading: t('companies.name'),
                cell: (company) => <Link to={`/admin/companies/${company.id}`}>{company.name}</Link>,
              },
              { heading: t('companies.members'), cell: (company) => formatNumber(company.members) },
              {
                heading: t('companies.seats'),
                cell: (company) =>
                  t('companies.seatUse', {
                    used: formatNumber(company.seats_used),
                    seats: formatNumber(company.seats),
                  }),
              },
              {
                heading: t('companies.subranking'),
                cell: (company) => (company.enable_subranking ? t('companies.yes') : t('companies.no')),
              },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
