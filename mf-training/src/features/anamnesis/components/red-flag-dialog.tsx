import { useTranslation } from '@officefit/i18n';
import { Button, Dialog } from '@officefit/ui';
import type { RedFlag } from '../model/types';

/** After saving: "please see a doctor first" for the pain points with red flags (docs/api-training.md RedFlag). */
export function RedFlagDialog({ flags, onClose }: { flags: readonly RedFlag[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('training');
  const region = (r: string) =>
    i18n.exists(`training:anamnesis.regions.${r}`) ? t(`anamnesis.regions.${r}`) : r;
  return (
    <Dialog
      open={flags.length > 0}
      onClose={onClose}
      role="alertdialog"
      title={t('anamnesis.redFlag.title')}
      describedBy="anamnesis-red-flag-text"
      disableBackdropClose
      actions={<Button onClick={onClose}>{t('anamnesis.redFlag.continue')}</Button>}
    >
      <p id="anamnesis-red-flag-text">{t('anamnesis.redFlag.text')}</p>
      <ul data-testid="red-flags">
        {flags.map((flag) => (
          <li key={flag.region}>
            {t('anamnesis.redFlag.item', {
              region: region(flag.region),
              reasons: flag.reasons.map((r) => t(`anamnesis.redFlag.reasons.${r}`)).join(', '),
            })}
          </li>
        ))}
      </ul>
      <p>{t('anamnesis.redFlag.plan')}</p>
    </Dialog>
  );
}
