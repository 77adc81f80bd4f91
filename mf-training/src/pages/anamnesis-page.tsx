import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useGetAnamnesisQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, QueryError, Spinner, usePageTitle } from '@officefit/ui';
import { AnamnesisForm } from '../features/anamnesis/components/anamnesis-form';
import { toForm } from '../features/anamnesis/model/form';
import type { AnamnesisData, AnamnesisForm as FormState } from '../features/anamnesis/model/types';
import '../i18n/anamnesis';

const Page = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const Intro = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * `/anamnesis`: the health profile questionnaire in five steps (spec §2), loaded from the stored profile (blank
 * defaults when new), saved with PUT anamnesis or skipped with a double confirmation.
 */
export default function AnamnesisPage() {
  const { t, i18n } = useTranslation('training');
  // Always the stored profile of now, not an older cached copy: the form starts from it once.
  const { data, isFetching, isError, refetch } = useGetAnamnesisQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [initial, setInitial] = useState<FormState | null>(null);
  const [profile, setProfile] = useState<AnamnesisData | null>(null);

  usePageTitle(t('anamnesis.title'));

  useEffect(() => {
    if (initial || isFetching || !data) return;
    const loaded = data as AnamnesisData;
    setProfile(loaded);
    setInitial(toForm(loaded, i18n.language));
  }, [data, isFetching, initial, i18n.language]);

  return (
    <Page>
      <h1>{t('anamnesis.title')}</h1>
      <Intro>{t('anamnesis.intro')}</Intro>
      {!initial && isError && !isFetching && <QueryError onRetry={refetch} />}
      {!initial && (isFetching || !isError) && <Spinner label={t('anamnesis.loading')} />}
      {initial && profile && (
        <>
          {profile.anamnesis.skipped ? (
            <Alert severity="info" title={t('anamnesis.reminder.skippedTitle')} data-testid="anamnesis-state">
              {t('anamnesis.reminder.skipped')}
            </Alert>
          ) : profile.anamnesis.new ? (
            <Alert severity="info" title={t('anamnesis.reminder.newTitle')} data-testid="anamnesis-state">
              {t('anamnesis.reminder.new')}
            </Alert>
          ) : null}
          <AnamnesisForm initial={initial} />
        </>
      )}
    </Page>
  );
}
