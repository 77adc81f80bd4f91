import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation, useFormatNumber } from '@officefit/i18n';
import { QueryState, TextField } from '@officefit/ui';
import { Table, TableScroll } from '../../../components/admin-frame';
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
          <TableScroll>
            <Table>
              <caption>{t('companies.caption', { count: companies.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('companies.name')}</th>
                  <th scope="col">{t('companies.members')}</th>
                  <th scope="col">{t('companies.seats')}</th>
                  <th scope="col">{t('companies.subranking')}</th>
                </tr>
              </thead>
              <tbody>
                {companies.map((company) => (
                  <tr key={company.id} data-testid="company-row">
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
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </QueryState>
    </>
  );
}
