import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, EmptyState, Spinner } from '@officefit/ui';
import { hasExerciseId } from '../features/common/types';
import { useContentLang } from '../features/common/use-content-lang';
import { useGetExercisesQuery } from '../features/exercises/api/get-exercises';
import { ExerciseCard } from '../features/exercises/components/exercise-card';
import { ExerciseGrid } from '../features/exercises/components/exercise-grid';

/** `/mental`: the mental-strength exercises; each opens in mental mode. */
export default function MentalPage() {
  const { t } = useTranslation('training');
  const lang = useContentLang();
  const { data, isLoading, isError } = useGetExercisesQuery({ lang, tag: 'mental' });
  const exercises = (data ?? []).filter(hasExerciseId);
  useEffect(() => {
    document.title = `${t('mental.title')} – ${t('common:app.name')}`;
  }, [t]);
  return (
    <>
      <h1>{t('mental.title')}</h1>
      <p>{t('mental.intro')}</p>
      {isLoading && <Spinner />}
      {isError && <Alert severity="error">{t('common:errors.contentNotLoaded')}</Alert>}
      {data && exercises.length === 0 && <EmptyState>{t('mental.empty')}</EmptyState>}
      {exercises.length > 0 && (
        <ExerciseGrid aria-label={t('mental.title')} data-testid="mental-list">
          {exercises.map((exercise) => (
            <li key={exercise.id}>
              <ExerciseCard
                exercise={exercise}
                headingLevel={2}
                actions={
                  <Button
                    as={Link}
                    to={`/exercise/${exercise.id}?mode=mental`}
                    size="sm"
                    aria-label={t('mental.startNamed', { name: exercise.name })}
                  >
                    {t('mental.start')}
                  </Button>
                }
              />
            </li>
          ))}
        </ExerciseGrid>
      )}
    </>
  );
}
