import { useCallback } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useErrorText } from './use-error-text';

type CallError = Parameters<ReturnType<typeof useErrorText>>[0];

/**
 * Shows a failed call as an error snackbar (`training:snack.error` with the translated text of useErrorText) and
 * returns that text, for screens that also show it in place.
 */
export function useErrorSnackbar(): (error: unknown) => string {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  return useCallback(
    (error) => {
      const message = errorText(error as CallError);
      dispatch(showSnackbar({ key: 'training:snack.error', values: { message }, severity: 'error' }));
      return message;
    },
    [dispatch, errorText],
  );
}
