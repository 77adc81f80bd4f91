import { useCallback } from 'react';
import { useTranslation } from '@officefit/i18n';
import { formatDate } from '../../../lib/format';

/** "4. Mai 2026 – 31. Mai 2026": the runtime of a habit as text. */
export function useRuntimeText(): (from: string, to: string) => string {
  const { t, i18n } = useTranslation('community');
  return useCallback(
    (from, to) =>
      t('habits.runtime', { from: formatDate(from, i18n.language), to: formatDate(to, i18n.language) }),
    [t, i18n.language],
  );
}
