import { Link } from 'react-router-dom';
import { useSignedInMeQuery } from '@officefit/api';
import { useFormatNumber, useTranslation } from '@officefit/i18n';
import { Card, QueryState, Stack } from '@officefit/ui';
import { useGetCompanyQuery } from '../api/companies';
import { AccessCodes } from './access-codes';
import { CompanyForm } from './company-form';
import { ScimTokens } from './scim-tokens';
import { Services } from './services';
import { SsoSettings } from './sso-settings';
import { Subcategories } from './subcategories';

/** One company: its settings, locations/departments, access codes and services; administrators edit them. */
export function CompanyDetailView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const { data: me } = useSignedInMeQuery();
  const canEdit = Boolean(me?.admin);
  const query = useGetCompanyQuery(id);
  return (
    <QueryState query={query}>
      {(company) => (
        <Stack gap="lg">
          <p>
            {t('companies.memberCount', { count: company.members, formatted: formatNumber(company.members) })}{' '}
            <Link to={`/admin/companies/${company.id}/report`}>{t('companies.openReport')}</Link>
          </p>
          <Card title={t('companies.settings')} headingLevel={2}>
            {canEdit ? (
              <CompanyForm key={company.id} company={company} />
            ) : (
              <dl>
                <dt>{t('companies.subranking')}</dt>
                <dd>{company.enable_subranking ? t('companies.yes') : t('companies.no')}</dd>
                <dt>{t('companies.goalText')}</dt>
                <dd>{company.goal_text ?? '–'}</dd>
                <dt>{t('companies.goalPoints')}</dt>
                <dd>{company.goal_points === null ? '–' : formatNumber(company.goal_points)}</dd>
                <dt>{t('companies.emailDomains')}</dt>
                <dd>{company.email_domains.join(', ') || '–'}</dd>
              </dl>
            )}
          </Card>
          <Card title={t('companies.subcategories')} headingLevel={2}>
            <Subcategories company={company} canEdit={canEdit} />
          </Card>
          <Card title={t('companies.codes')} headingLevel={2}>
            <AccessCodes company={company} canEdit={canEdit} />
          </Card>
          <Card title={t('companies.services')} headingLevel={2}>
            <Services company={company} canEdit={canEdit} />
          </Card>
          <Card title={t('companies.scim.title')} headingLevel={2}>
            <ScimTokens companyId={company.id} canEdit={canEdit} />
          </Card>
          <Card title={t('companies.sso.title')} headingLevel={2}>
            <SsoSettings companyId={company.id} canEdit={canEdit} />
          </Card>
        </Stack>
      )}
    </QueryState>
  );
}
