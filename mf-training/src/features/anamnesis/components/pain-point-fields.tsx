import { INJURY_EPISODES } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Select, TextField } from '@officefit/ui';
import { BodyPicker } from '../../../lib/body-picker';
import { ANAMNESIS_LIMITS, ANAMNESIS_TEXT_MAX } from '@officefit/domain';
import { DURATIONS, range } from '../model/codes';
import type { PainPointDraft } from '../model/types';
import { Choice, fieldId, YesNo } from './form-fields';

export interface PainFieldsProps {
  draft: PainPointDraft;
  update: (patch: Partial<PainPointDraft>) => void;
  errorText: (field: string) => string | undefined;
}

/** A pain point's answer's element id. */
const id = (field: string) => `pain-${field}`;

/** Where it hurts, since when, whether examined, painful, and how often. */
export function PainHistoryFields({ draft, update, errorText }: PainFieldsProps) {
  const { t } = useTranslation('training');
  return (
    <>
      <BodyPicker
        legend={t('anamnesis.pain.region')}
        hint={t('anamnesis.pain.regionHint')}
        listId={fieldId(id('region'))}
        listLabel={t('anamnesis.pain.regionList')}
        noneText={t('anamnesis.pain.regionNone')}
        regionName={(region) => t(`anamnesis.regions.${region}`)}
        value={draft.region}
        onChange={(region) => update({ region })}
        error={errorText('region')}
      />
      <Choice
        field={id('duration')}
        label={t('anamnesis.pain.duration')}
        value={draft.duration}
        onChange={(duration) => update({ duration })}
        options={DURATIONS.map((d) => ({ value: d, label: t(`anamnesis.pain.durations.${d}`) }))}
        error={errorText('duration')}
      />
      <YesNo
        field={id('examined')}
        label={t('anamnesis.pain.examined')}
        value={draft.examined}
        onChange={(examined) => update({ examined })}
        error={errorText('examined')}
      />
      <YesNo
        field={id('painful')}
        label={t('anamnesis.pain.painful')}
        value={draft.painful}
        onChange={(painful) => update({ painful })}
        error={errorText('painful')}
      />
      <Choice
        field={id('episode')}
        label={t('anamnesis.pain.episode')}
        direction="row"
        value={draft.episode}
        onChange={(episode) => update({ episode })}
        options={INJURY_EPISODES.map((e) => ({ value: e, label: t(`anamnesis.pain.episodes.${e}`) }))}
        error={errorText('episode')}
      />
    </>
  );
}

/** How strong it is, whether it worsens, came from an accident or numbs, and the free texts. */
export function PainSymptomFields({ draft, update, errorText }: PainFieldsProps) {
  const { t } = useTranslation('training');
  const severityOptions = range(...ANAMNESIS_LIMITS.severity).map((n) => ({
    value: String(n),
    label: t('anamnesis.pain.severityValue', {
      value: n,
      context: n === 0 ? 'none' : n === 10 ? 'max' : undefined,
    }),
  }));
  return (
    <>
      <Select
        id={fieldId(id('severity'))}
        label={t('anamnesis.pain.severity')}
        hint={t('anamnesis.pain.severityHint')}
        options={severityOptions}
        value={draft.severity === null ? null : String(draft.severity)}
        onChange={(v) => update({ severity: Number(v) })}
        error={errorText('severity')}
        required
      />
      <YesNo
        field={id('worsening')}
        label={t('anamnesis.pain.worsening')}
        value={draft.worsening}
        onChange={(worsening) => update({ worsening })}
        error={errorText('worsening')}
      />
      <YesNo
        field={id('accident')}
        label={t('anamnesis.pain.accident')}
        value={draft.accident}
        onChange={(accident) => update({ accident })}
        error={errorText('accident')}
      />
      <YesNo
        field={id('numbness')}
        label={t('anamnesis.pain.numbness')}
        value={draft.numbness}
        onChange={(numbness) => update({ numbness })}
        error={errorText('numbness')}
      />
      <TextField
        multiline
        rows={3}
        id={fieldId(id('problems'))}
        label={t('anamnesis.pain.problems')}
        hint={t('anamnesis.pain.optional')}
        value={draft.problems}
        maxLength={ANAMNESIS_TEXT_MAX}
        onChange={(e) => update({ problems: e.target.value })}
        error={errorText('problems')}
      />
      <TextField
        multiline
        rows={3}
        id={fieldId(id('more'))}
        label={t('anamnesis.pain.more')}
        hint={t('anamnesis.pain.optional')}
        value={draft.more}
        maxLength={ANAMNESIS_TEXT_MAX}
        onChange={(e) => update({ more: e.target.value })}
        error={errorText('more')}
      />
    </>
  );
}
