import { useEffect } from 'react';
import { useGetAnamnesisQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Card, Spinner } from '@officefit/ui';

const STEPS = ['personal', 'general', 'injuries', 'goals', 'settings'] as const;

/**
 * `/anamnesis`: the health profile. Shows what is stored (or that nothing is yet) and the five steps of the
 * questionnaire; the editable questionnaire arrives with the training issue.
 */
export default function AnamnesisPage() {
  const { t } = useTranslation('training');
  const { data, isLoading, isError } = useGetAnamnesisQuery();
  useEffect(() => {
    document.title = `${t('anamnesis.title')} – ${t('common:app.name')}`;
  }, [t]);
  return (
    <>
      <h1>{t('anamnesis.title')}</h1>
      {isLoading && <Spinner />}
      {isError && <Alert severity="error">{t('common:errors.contentNotLoaded')}</Alert>}
      {data && (
        <Card title={t(data.anamnesis.new ? 'anamnesis.emptyTitle' : 'anamnesis.savedTitle')}>
          <p data-testid="anamnesis-state">{t(data.anamnesis.new ? 'anamnesis.empty' : 'anamnesis.saved')}</p>
          {!data.anamnesis.new && (
            <ul>
              <li>{t('anamnesis.fitness', { level: data.anamnesis.fitness })}</li>
              <li>
                {t('anamnesis.focus', {
                  areas: data.anamnesis.focus.map((f) => t(`anamnesis.focusAreas.${f}`)).join(', '),
                })}
              </li>
              <li>{t('anamnesis.injuries', { count: data.injuries.length })}</li>
            </ul>
          )}
          <h2>{t('anamnesis.stepsTitle')}</h2>
          <ol>
            {STEPS.map((step) => (
              <li key={step}>{t(`anamnesis.steps.${step}`)}</li>
            ))}
          </ol>
        </Card>
      )}
    </>
  );
}
