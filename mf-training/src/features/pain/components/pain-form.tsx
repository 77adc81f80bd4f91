import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { BodyRegion } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Card, Checkbox, RadioGroup } from '@officefit/ui';
import { BodyPicker } from '../../../lib/body-picker';
import { PAIN_FEELING, type PainExerciseQuery } from '../api/get-pain-exercise';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

type YesNo = '' | 'yes' | 'no';

export interface PainFormProps {
  onSearch: (query: Omit<PainExerciseQuery, 'lang'>) => void;
  searching?: boolean;
}

/** Where it hurts (body picture or list) and a few questions; the answers become the pain-exercise query. */
export function PainForm({ onSearch, searching = false }: PainFormProps) {
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

  const required = (missing: boolean) =>
    submitted && missing ? t('common:errors.requiredField') : undefined;
  const yesNo = [
    { value: 'yes', label: t('pain.yes') },
    { value: 'no', label: t('pain.no') },
  ];

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

  return (
    <form onSubmit={submit} noValidate aria-label={t('pain.formLabel')}>
      <Layout>
        <Card title={t('pain.whereTitle')}>
          <p>{t('pain.whereIntro')}</p>
          <BodyPicker
            value={region}
            onChange={setRegion}
            regionName={(value) => t(`pain.regions.${value}`)}
            noneText={t('pain.noneChosen')}
            listLabel={t('pain.regionSelect')}
            listName="pain"
            error={required(!region)}
          />
        </Card>
        <Card title={t('pain.questionsTitle')}>
          <RadioGroup
            label={t('pain.painType')}
            name="painType"
            required
            direction="row"
            value={painType}
            onChange={(value) => setPainType(value as 'acute' | 'chronic')}
            options={[
              { value: 'acute', label: t('pain.acute'), hint: t('pain.acuteHint') },
              { value: 'chronic', label: t('pain.chronic'), hint: t('pain.chronicHint') },
            ]}
            error={required(!painType)}
          />
          <RadioGroup
            label={t('pain.check0')}
            name="painCheck0"
            required
            direction="row"
            value={severe}
            onChange={(value) => setSevere(value as YesNo)}
            options={yesNo}
            error={required(!severe)}
          />
          <RadioGroup
            label={t('pain.check1')}
            name="painCheck1"
            required
            direction="row"
            value={neuro}
            onChange={(value) => setNeuro(value as YesNo)}
            options={yesNo}
            error={required(!neuro)}
          />
          <Group>
            <legend>{t('pain.preferences')}</legend>
            <Checkbox
              label={t('pain.deskOnly')}
              name="suitability"
              checked={deskOnly}
              onChange={(e) => setDeskOnly(e.target.checked)}
            />
            <Checkbox
              label={t('pain.discreet')}
              name="onthego"
              checked={discreet}
              onChange={(e) => setDiscreet(e.target.checked)}
            />
            <Checkbox
              label={t('pain.sporty')}
              name="sportmode"
              checked={sporty}
              onChange={(e) => setSporty(e.target.checked)}
            />
            <Checkbox
              label={t('pain.onlyNew')}
              name="onlynew"
              checked={onlyNew}
              onChange={(e) => setOnlyNew(e.target.checked)}
            />
          </Group>
          <Button type="submit" loading={searching} fullWidth>
            {t('pain.search')}
          </Button>
        </Card>
      </Layout>
    </form>
  );
}
