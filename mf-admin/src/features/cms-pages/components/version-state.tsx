import { useTranslation } from '@officefit/i18n';
import { Badge, type BadgeTone } from '../../../lib/components/state-badge';
import type { VersionState } from '../api/types';

const TONE: Record<VersionState, BadgeTone> = {
  empty: 'neutral',
  draft: 'info',
  published: 'success',
  changed: 'warning',
};

/** The state of one language of a page: empty, draft, published or changed (published with a newer draft). */
export function VersionStateBadge({ state }: { state: VersionState }) {
  const { t } = useTranslation('admin');
  return <Badge $tone={TONE[state]}>{t(`pages.state.${state}`)}</Badge>;
}
