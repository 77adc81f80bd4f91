import { useCallback } from 'react';
import { downloadFile, saveFile, useAppDispatch } from '@officefit/api';

export type ExportFormat = 'json' | 'html';

/**
 * Downloads GET me/export as a file. A plain link cannot send the bearer token, so the file comes through the
 * app's base query (a refused session opens the login dialog) and is handed to the browser; rejects on a refusal.
 */
export function useDownloadExport(): (format: ExportFormat) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (format) => {
      const result = await dispatch(downloadFile(`officefit/v1/me/export?format=${format}`));
      if (result.error) throw new Error(`export failed: ${result.error.code}`);
      saveFile(result.data.file, result.data.name ?? `officefit-data.${format}`);
    },
    [dispatch],
  );
}
