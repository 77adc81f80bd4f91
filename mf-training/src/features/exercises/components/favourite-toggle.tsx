import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { HeartIcon } from '../../../lib/icons';
import { useErrorSnackbar } from '../../../lib/use-error-snackbar';
import { useAddFavouriteMutation, useRemoveFavouriteMutation } from '../api/favourites';

/** Toggles an exercise in the favourites (a pressed button while it is one). */
export function FavouriteToggle({ exerciseId, isFavourite }: { exerciseId: number; isFavourite: boolean }) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const showError = useErrorSnackbar();
  const [add, addState] = useAddFavouriteMutation();
  const [remove, removeState] = useRemoveFavouriteMutation();
  const toggle = async () => {
    try {
      if (isFavourite) await remove({ id: exerciseId }).unwrap();
      else await add({ id: exerciseId }).unwrap();
      dispatch(
        showSnackbar({
          key: isFavourite ? 'training:favourites.removed' : 'training:favourites.added',
          severity: 'success',
        }),
      );
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Button
      variant="secondary"
      aria-pressed={isFavourite}
      loading={addState.isLoading || removeState.isLoading}
      onClick={toggle}
      startIcon={<HeartIcon filled={isFavourite} />}
    >
      {t('favourites.toggle')}
    </Button>
  );
}
