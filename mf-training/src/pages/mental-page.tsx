import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Button, QueryState, usePageTitle } from '@officefit/ui';
import { hasExerciseId } from '../lib/types';
import { useContentLang } from '../lib/use-content-lang';
import { useGetExercisesQuery } from '../features/exercises/api/get-exercises';
import { ExerciseCard } from '../features/exercises/components/exercise-card';
import { ExerciseGrid } from '../features/exercises/components/exercise-grid';

/** `/mental`: the mental-strength exercises; each opens in mental mode. */
export default function MentalPage() {
  const { t } = useTranslation('training');
  const lang = useContentLang();
  const query = useGetExercisesQuery({ lang, tag: 'mental' });
  usePageTitle(t('mental.title'));
  return (
    <>
      <h1>{t('mental.title')}</h1>
      <p>{t('mental.intro')}</p>
      <QueryState query={{ ...query, data: query.data?.filter(hasExerciseId) }} empty={t('mental.empty')}>
        {(exercises) => (
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
      </QueryState>
    </>
  );
}
