import { Link } from 'react-router-dom';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, EmptyState, Spinner } from '@officefit/ui';
import { hasExerciseId } from '../../common/types';
import { useContentLang } from '../../common/use-content-lang';
import { useErrorText } from '../../common/use-error-text';
import { useGetFavouritesQuery, useRemoveFavouriteMutation } from '../api/favourites';
import { ExerciseCard } from './exercise-card';
import { ExerciseGrid } from './exercise-grid';

/** The user's favourite exercises; items without an exercise id are skipped (spec §5). */
export function FavouritesList() {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const lang = useContentLang();
  const { data, isLoading, isError } = useGetFavouritesQuery({ lang });
  const [remove, removeState] = useRemoveFavouriteMutation();
  const items = (data ?? []).filter(hasExerciseId);

  const onRemove = async (id: number, name: string) => {
    try {
      await remove({ id }).unwrap();
      dispatch(
        showSnackbar({ key: 'training:favourites.removedNamed', values: { name }, severity: 'success' }),
      );
    } catch (error) {
      dispatch(
        showSnackbar({
          key: 'training:snack.error',
          values: { message: errorText(error as Parameters<typeof errorText>[0]) },
          severity: 'error',
        }),
      );
    }
  };

  if (isLoading) return <Spinner />;
  if (isError) return <Alert severity="error">{t('common:errors.contentNotLoaded')}</Alert>;
  if (items.length === 0)
    return (
      <EmptyState
        action={
          <Button as={Link} to="/home" variant="secondary">
            {t('favourites.toPlan')}
          </Button>
        }
      >
        {t('favourites.empty')}
      </EmptyState>
    );
  return (
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
  );
}
