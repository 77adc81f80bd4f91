import { useCallback } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { toApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';

/**
 * Turns a failed call into a text for the user: a known error `code` is translated (`training:errors.<code>`, else `common:errors.codes.<code>`),
 * otherwise the server's own message is shown, and without one a generic translated text (docs/contracts.md).
 */
export function useErrorText(): (error: FetchBaseQueryError | SerializedError | undefined) => string {
  const { t, i18n } = useTranslation('training');
  return useCallback(
    (error) => {
      const failure = toApiFailure(error);
      const key = `training:errors.${failure.code}`;
      if (i18n.exists(key)) return t(key);
      // codes every area can meet (e.g. the membership guard) are translated once, in the common namespace
      const common = `common:errors.codes.${failure.code}`;
      if (i18n.exists(common)) return t(common);
      if (failure.code === 'no_response') return t('common:errors.transfer');
      if (failure.code !== 'unknown' && failure.message) return failure.message;
      return t('common:errors.unexpected');
    },
    [t, i18n],
  );
}
