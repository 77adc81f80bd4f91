import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button, Card } from '@officefit/ui';
import { BodyPicker } from '../../../lib/body-picker';
import { PainPreferences, PainQuestions } from './pain-form-fields';
import type { PainExerciseQuery } from '../api/get-pain-exercise';
import { usePainForm } from './use-pain-form';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export interface PainFormProps {
  onSearch: (query: Omit<PainExerciseQuery, 'lang'>) => void;
  searching?: boolean;
}

/** Where it hurts (body picture or list) and a few questions; the answers become the pain-exercise query. */
export function PainForm({ onSearch, searching = false }: PainFormProps) {
  const { t } = useTranslation('training');
  const form = usePainForm(onSearch);
  return (
    <form onSubmit={form.submit} noValidate aria-label={t('pain.formLabel')}>
      <Layout>
        <Card title={t('pain.whereTitle')}>
          <p>{t('pain.whereIntro')}</p>
          <BodyPicker
            value={form.region}
            onChange={form.setRegion}
            regionName={(value) => t(`pain.regions.${value}`)}
            noneText={t('pain.noneChosen')}
            listLabel={t('pain.regionSelect')}
            listName="pain"
            error={form.required(!form.region)}
          />
        </Card>
        <Card title={t('pain.questionsTitle')}>
          <PainQuestions form={form} />
          <PainPreferences form={form} />
          <Button type="submit" loading={searching} fullWidth>
            {t('pain.search')}
          </Button>
        </Card>
      </Layout>
    </form>
  );
}
