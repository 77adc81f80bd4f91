import { useState, type FormEvent } from 'react';
import type { BodyRegion } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { PAIN_FEELING, type PainExerciseQuery } from '../api/get-pain-exercise';

export type YesNo = '' | 'yes' | 'no';

/** The pain form's answers (nothing chosen yet: '' and false) and, once submitted, the missing ones' errors. */
export function usePainForm(onSearch: (query: Omit<PainExerciseQuery, 'lang'>) => void) {
  const { t } = useTranslation('training');
  const [region, setRegion] = useState<BodyRegion | null>(null);
  const [painType, setPainType] = useState<'' | 'acute' | 'chronic'>('');
  const [severe, setSevere] = useState<YesNo>('');
  const [neuro, setNeuro] = useState<YesNo>('');
  const [deskOnly, setDeskOnly] = useState(false);
  const [discreet, setDiscreet] = useState(false);
  const [sporty, setSporty] = useState(false);
  const [onlyNew, setOnlyNew] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  /** The error of a required answer that is missing, shown only after the first submit. */
  const required = (missing: boolean) =>
    submitted && missing ? t('common:errors.requiredField') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!region || !painType || !severe || !neuro) return;
    onSearch({
      pain: region,
      feeling: PAIN_FEELING,
      painType,
      suitability: deskOnly ? 0 : 1,
      onthego: discreet ? 1 : 0,
      sportmode: sporty ? 1 : 0,
      onlynew: onlyNew ? 1 : 0,
      painCheck0: severe === 'yes' ? 1 : 0,
      painCheck1: neuro === 'yes' ? 1 : 0,
    });
  };

  return {
    region,
    setRegion,
    painType,
    setPainType,
    severe,
    setSevere,
    neuro,
    setNeuro,
    deskOnly,
    setDeskOnly,
    discreet,
    setDiscreet,
    sporty,
    setSporty,
    onlyNew,
    setOnlyNew,
    required,
    submit,
  };
}

export type PainFormState = ReturnType<typeof usePainForm>;
