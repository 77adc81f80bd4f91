import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { PageContainer, usePageTitle } from '@officefit/ui';

/** 404 screen; its message mentions the path (spec §2). The gateway answers such paths with status 404. */
export function NotFound() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));
  return (
    <PageContainer>
      <h1>{t('notFound.title')}</h1>
      <p data-testid="not-found-message">{t('notFound.message', { path: pathname })}</p>
      <Link to="/">{t('common:actions.toHome')}</Link>
    </PageContainer>
  );
}
