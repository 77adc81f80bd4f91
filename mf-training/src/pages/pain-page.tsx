import { useState } from 'react';
import type { BodyRegion } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Spinner, usePageTitle } from '@officefit/ui';
import { useContentLang } from '../lib/use-content-lang';
import { useLazyGetPainExerciseQuery } from '../features/pain/api/get-pain-exercise';
import { PainForm } from '../features/pain/components/pain-form';
import { PainResult } from '../features/pain/components/pain-result';

/** `/pain`: pick a body region and answer a few questions; shows a fitting exercise or a red-flag notice. */
export default function PainPage() {
  const { t } = useTranslation('training');
  const lang = useContentLang();
  const [search, { data, error, isFetching, originalArgs }] = useLazyGetPainExerciseQuery();
  const [searched, setSearched] = useState(false);
  usePageTitle(t('pain.title'));
  return (
    <>
      <h1>{t('pain.title')}</h1>
      <p>{t('pain.intro')}</p>
      <PainForm
        searching={isFetching}
        onSearch={(query) => {
          setSearched(true);
          void search({ ...query, lang });
        }}
      />
      <div style={{ marginTop: '1.5rem' }}>
        {isFetching && <Spinner />}
        {searched && !isFetching && originalArgs && (
          <PainResult
            region={originalArgs.pain as BodyRegion}
            result={error ? undefined : data}
            error={error}
          />
        )}
      </div>
    </>
  );
}
