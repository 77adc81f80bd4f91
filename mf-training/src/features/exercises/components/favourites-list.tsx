import { Link } from 'react-router-dom';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, QueryState } from '@officefit/ui';
import { hasExerciseId } from '../../../lib/types';
import { useContentLang } from '../../../lib/use-content-lang';
import { useErrorSnackbar } from '../../../lib/use-error-snackbar';
import { useGetFavouritesQuery, useRemoveFavouriteMutation } from '../api/favourites';
import { ExerciseCard } from './exercise-card';
import { ExerciseGrid } from './exercise-grid';

/** The user's favourite exercises; items without an exercise id are skipped (spec §5). */
export function FavouritesList() {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const showError = useErrorSnackbar();
  const lang = useContentLang();
  const query = useGetFavouritesQuery({ lang });
  const [remove, removeState] = useRemoveFavouriteMutation();

  const onRemove = async (id: number, name: string) => {
    try {
      await remove({ id }).unwrap();
      dispatch(
        showSnackbar({ key: 'training:favourites.removedNamed', values: { name }, severity: 'success' }),
      );
    } catch (error) {
      showError(error);
    }
  };

  return (
    <QueryState
      query={{ ...query, data: query.data?.filter(hasExerciseId) }}
      empty={t('favourites.empty')}
      emptyAction={
        <Button as={Link} to="/home" variant="secondary">
          {t('favourites.toPlan')}
        </Button>
      }
    >
      {(items) => (
        <ExerciseGrid aria-label={t('favourites.tabFavourites')} data-testid="favourites-list">
          {items.map((exercise) => (
            <li key={exercise.id}>
              <ExerciseCard
                exercise={exercise}
                headingLevel={2}
                actions={
                  <>
                    <Button as={Link} to={`/exercise/${exercise.id}`} size="sm">
                      {t('exercise.open')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('favourites.removeNamed', { name: exercise.name })}
                      loading={removeState.isLoading && removeState.originalArgs?.id === exercise.id}
                      onClick={() => onRemove(exercise.id, exercise.name)}
                    >
                      {t('favourites.remove')}
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ExerciseGrid>
      )}
    </QueryState>
  );
}
