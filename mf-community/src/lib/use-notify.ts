import { useMemo } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useErrorText } from './use-error-text';

/** Snackbars for results: a success text of the `community` namespace, or the translated text of a failure. */
export function useNotify() {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  return useMemo(
    () => ({
      success(key: string, values?: Record<string, string | number>) {
        dispatch(showSnackbar({ key: `community:${key}`, values, severity: 'success' }));
      },
      failure(error: unknown) {
        dispatch(
          showSnackbar({
            key: 'community:errors.plain',
            values: { text: errorText(error) },
            severity: 'error',
          }),
        );
      },
    }),
    [dispatch, errorText],
  );
}
