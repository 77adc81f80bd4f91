import { useTranslation } from '@officefit/i18n';
import { Button, PageContainer } from '@officefit/ui';

/** Shown in place of an area whose remote cannot be loaded; the rest of the app keeps working. */
export function AreaUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <PageContainer>
      <h1>{t('areaUnavailable.title')}</h1>
      <p>{t('areaUnavailable.message')}</p>
      <Button onClick={onRetry}>{t('common:actions.retry')}</Button>
    </PageContainer>
  );
}
