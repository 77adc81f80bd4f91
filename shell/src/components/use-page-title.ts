import { useEffect } from 'react';
import { useTranslation } from '@officefit/i18n';

/** Sets the document title as "<page> – officefit". */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);
}
