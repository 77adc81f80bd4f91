import { useState } from 'react';
import { showSnackbar, useAppDispatch, type SnackbarMessage } from '@officefit/api';
import { refusalKey } from './form';

/**
 * An action on one item of a list that asks first: `pending` is the item whose confirmation is open (`setPending`
 * opens and closes it), `confirm` runs the action, reports success or the server's refusal in the snackbar and
 * closes the confirmation.
 */
export function useConfirmedAction<T>(
  run: (item: T) => Promise<unknown>,
  success: (item: T) => Pick<SnackbarMessage, 'key' | 'values'>,
) {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<T | null>(null);
  const confirm = async () => {
    if (pending === null) return;
    try {
      await run(pending);
      dispatch(showSnackbar({ ...success(pending), severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
    setPending(null);
  };
  return { pending, setPending, confirm };
}
