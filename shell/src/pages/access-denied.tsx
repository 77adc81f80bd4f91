import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { PageContainer, usePageTitle } from '@officefit/ui';

/** Shown to a logged-in user who lacks the role or membership a route's guard asks for. */
export function AccessDenied({ guard }: { guard: string }) {
  const { t } = useTranslation('shell');
  usePageTitle(t('accessDenied.title'));
  return (
    <PageContainer>
      <h1>{t('accessDenied.title')}</h1>
      <p>{t(guard === 'admin' ? 'accessDenied.admin' : 'accessDenied.subscription')}</p>
      <Link to="/">{t('common:actions.toHome')}</Link>
    </PageContainer>
  );
}
