import { useEffect } from 'react';
import { useTranslation } from '@officefit/i18n';

/**
 * Sets the document title as "<page> – officefit" while the page is shown. Lives in the shared UI kit so the
 * shell and every remote name their pages the same way. An empty title (data still loading) leaves it alone.
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (title) document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);
}
