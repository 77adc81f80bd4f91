import { useTranslation } from '@officefit/i18n';
import { Checkbox, RadioGroup } from '@officefit/ui';
import type { PainFormState, YesNo } from './use-pain-form';
import { FieldGroup } from '../../../lib/field-group';

/** The required questions: kind of pain, and the two warning signs (yes / no). */
export function PainQuestions({ form }: { form: PainFormState }) {
  const { t } = useTranslation('training');
  const { required } = form;
  const yesNo = [
    { value: 'yes', label: t('pain.yes') },
    { value: 'no', label: t('pain.no') },
  ];
  return (
    <>
      <RadioGroup
        label={t('pain.painType')}
        name="painType"
        required
        direction="row"
        value={form.painType}
        onChange={(value) => form.setPainType(value as 'acute' | 'chronic')}
        options={[
          { value: 'acute', label: t('pain.acute'), hint: t('pain.acuteHint') },
          { value: 'chronic', label: t('pain.chronic'), hint: t('pain.chronicHint') },
        ]}
        error={required(!form.painType)}
      />
      <RadioGroup
        label={t('pain.check0')}
        name="painCheck0"
        required
        direction="row"
        value={form.severe}
        onChange={(value) => form.setSevere(value as YesNo)}
        options={yesNo}
        error={required(!form.severe)}
      />
      <RadioGroup
        label={t('pain.check1')}
        name="painCheck1"
        required
        direction="row"
        value={form.neuro}
        onChange={(value) => form.setNeuro(value as YesNo)}
        options={yesNo}
        error={required(!form.neuro)}
      />
    </>
  );
}

/** The optional preferences that narrow the exercise: desk only, discreet, sporty, only new ones. */
export function PainPreferences({ form }: { form: PainFormState }) {
  const { t } = useTranslation('training');
  return (
    <FieldGroup>
      <legend>{t('pain.preferences')}</legend>
      <Checkbox
        label={t('pain.deskOnly')}
        name="suitability"
        checked={form.deskOnly}
        onChange={(e) => form.setDeskOnly(e.target.checked)}
      />
      <Checkbox
        label={t('pain.discreet')}
        name="onthego"
        checked={form.discreet}
        onChange={(e) => form.setDiscreet(e.target.checked)}
      />
      <Checkbox
        label={t('pain.sporty')}
        name="sportmode"
        checked={form.sporty}
        onChange={(e) => form.setSporty(e.target.checked)}
      />
      <Checkbox
        label={t('pain.onlyNew')}
        name="onlynew"
        checked={form.onlyNew}
        onChange={(e) => form.setOnlyNew(e.target.checked)}
      />
    </FieldGroup>
  );
}
